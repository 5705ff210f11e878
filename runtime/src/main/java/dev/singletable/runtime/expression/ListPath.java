package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.List;

/**
 * A typed reference to a list attribute ({@code L}): what {@link dev.singletable.runtime.operation.UpdateOperation#append} takes.
 *
 * @param <R> the record type of the entity the attribute belongs to
 * @param <E> the element type
 */
public class ListPath<R, E> extends CollectionPath<R, List<E>, E> {
  ListPath(String entity, String name, AttributeCodec<List<E>> codec, AttributeCodec<E> elementCodec) {
    super(entity, name, codec, elementCodec);
  }

  /** A list below {@code parent}: a component of a nested record. */
  ListPath(AttributePath<R, ?> parent, String component, AttributeCodec<List<E>> codec, AttributeCodec<E> elementCodec) {
    super(parent, component, codec, elementCodec);
  }

  /**
   * A path to list attribute {@code name} of {@code entity}.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of the whole list
   * @param elementCodec the codec of one element
   * @param <R> the record type of the entity
   * @param <E> the element type
   * @return the path
   */
  public static <R, E> ListPath<R, E> of(String entity, String name, AttributeCodec<List<E>> codec, AttributeCodec<E> elementCodec) {
    return new ListPath<>(entity, name, codec, elementCodec);
  }

  /**
   * The element at {@code index} ({@code tags[0]}), for conditions, filters and updates: {@code
   * set(TAGS.at(0), "new")} replaces it, {@code remove(TAGS.at(0))} removes it and shifts the rest.
   * DynamoDB refuses an update below a list the item does not hold (see {@link
   * dev.singletable.runtime.exception.MissingPathException}); setting an index past the end appends.
   *
   * @param index from 0
   * @return the element's path
   * @throws dev.singletable.runtime.exception.InvalidValueException when the index is negative
   */
  public UpdatableAttribute<R, E> at(int index) {
    return new UpdatableAttribute<>(this, (Object) index, elementCodec(), false);
  }
}
