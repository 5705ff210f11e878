package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.List;

/**
 * A list of nested records ({@code L} of {@code M}) whose elements are typed paths into the record:
 * {@code LINES.at(0).sku()} reaches {@code lines[0].sku} for conditions, filters and updates, as
 * {@code SUPPLIER.address().city()} reaches into one nested record. Generated entities subclass it
 * once per record type held in a list, giving the record's generated path class as {@code P}.
 *
 * @param <R> the record type of the entity the attribute belongs to
 * @param <E> the nested record type
 * @param <P> the generated path class of the nested record
 */
public abstract class RecordListPath<R, E, P extends UpdatableAttribute<R, E>> extends ListPath<R, E> {
  /**
   * A top-level list attribute.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of the whole list
   * @param elementCodec the codec of one record
   */
  protected RecordListPath(String entity, String name, AttributeCodec<List<E>> codec, AttributeCodec<E> elementCodec) {
    super(entity, name, codec, elementCodec);
  }

  /**
   * A list that is a component of a nested record.
   *
   * @param parent the path of the record holding it
   * @param component the component's stored name
   * @param codec the codec of the whole list
   * @param elementCodec the codec of one record
   */
  protected RecordListPath(AttributePath<R, ?> parent, String component, AttributeCodec<List<E>> codec,
      AttributeCodec<E> elementCodec) {
    super(parent, component, codec, elementCodec);
  }

  /**
   * The record at {@code index} ({@code lines[0]}) as a path with one method per component.
   *
   * @param index from 0
   * @return the record's path
   * @throws dev.singletable.runtime.exception.InvalidValueException when the index is negative
   */
  @Override
  public final P at(int index) {
    return element(index);
  }

  /**
   * The path of the record at {@code index}: the generated path class built below this list.
   *
   * @param index from 0
   * @return the record's path
   */
  protected abstract P element(int index);
}
