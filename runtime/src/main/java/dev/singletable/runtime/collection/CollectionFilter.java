package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import java.util.Objects;

/**
 * A filter of a collection's query, built from its members' entity-typed conditions and combined
 * with {@link #and}, {@link #or} and {@link #not}. The generated collection query has one static
 * method per member that turns a condition of that member's record type into a filter of the
 * collection ({@code WorksQuery.whereBook(BookEntity.PAGES.gt(300))}); a condition of an entity outside
 * the collection has no such method, and a filter of another collection does not compile where this
 * one's is expected.
 *
 * <p>Each member's condition holds for that member's items only: {@code whereBook(c)} keeps the books
 * that match {@code c}, so {@code whereBook(c).or(whereGenre(d))} keeps those books and the genres that match
 * {@code d}. (An entity told apart by its keys alone, without a type attribute, cannot be scoped by
 * a filter, since a query's filter may not name the key attributes: its condition applies as it
 * is.) Immutable; rendered with placeholders like every condition.
 *
 * @param <G> the collection's grouping, the generated result class the filter belongs to
 */
public final class CollectionFilter<G> {
  @SuppressWarnings("rawtypes") // conditions of several entities, joined untyped
  private final Condition condition;

  private CollectionFilter(Condition<?> condition) {
    this.condition = condition;
  }

  /**
   * The items of one member that match {@code condition}: what a generated collection query's
   * member methods return.
   *
   * @param member the member's schema
   * @param condition built from the member's attribute constants
   * @param <G> the collection's grouping
   * @return the filter
   */
  static <G> CollectionFilter<G> member(EntitySchema<?> member, Condition<?> condition) {
    Objects.requireNonNull(condition, "condition");
    Condition<?> type = IdentityFilters.type(Identity.of(member));
    return new CollectionFilter<>(type == null ? condition : Condition.both(type, condition));
  }

  /**
   * Items that match both filters.
   *
   * @param other another filter of the collection
   * @return the filter
   */
  @SuppressWarnings("unchecked") // conditions of several entities, joined untyped
  public CollectionFilter<G> and(CollectionFilter<G> other) {
    return new CollectionFilter<>(condition.and(Objects.requireNonNull(other, "other").condition));
  }

  /**
   * Items that match either filter: the typed way to keep items of two members by a condition on
   * each.
   *
   * @param other another filter of the collection
   * @return the filter
   */
  @SuppressWarnings("unchecked") // conditions of several entities, joined untyped
  public CollectionFilter<G> or(CollectionFilter<G> other) {
    return new CollectionFilter<>(condition.or(Objects.requireNonNull(other, "other").condition));
  }

  /**
   * Items that do not match this filter.
   *
   * @return the filter
   */
  public CollectionFilter<G> not() {
    return new CollectionFilter<>(condition.not());
  }

  /** The condition DynamoDB applies. */
  @SuppressWarnings("rawtypes")
  Condition condition() {
    return condition;
  }

  @Override
  public String toString() {
    return condition.toString();
  }
}
