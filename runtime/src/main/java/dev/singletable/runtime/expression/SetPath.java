package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.Set;

/**
 * A typed reference to a string or number set attribute ({@code SS}, {@code NS}): what {@link
 * dev.singletable.runtime.operation.UpdateOperation#addToSet} and {@link dev.singletable.runtime.operation.UpdateOperation#deleteFromSet} take.
 *
 * @param <R> the record type of the entity the attribute belongs to
 * @param <E> the element type
 */
public final class SetPath<R, E> extends CollectionPath<R, Set<E>, E> {
  private SetPath(String entity, String name, AttributeCodec<Set<E>> codec, AttributeCodec<E> elementCodec) {
    super(entity, name, codec, elementCodec);
  }

  /**
   * A path to set attribute {@code name} of {@code entity}.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of the whole set
   * @param elementCodec the codec of one element
   * @param <R> the record type of the entity
   * @param <E> the element type
   * @return the path
   */
  public static <R, E> SetPath<R, E> of(String entity, String name, AttributeCodec<Set<E>> codec, AttributeCodec<E> elementCodec) {
    return new SetPath<>(entity, name, codec, elementCodec);
  }
}
