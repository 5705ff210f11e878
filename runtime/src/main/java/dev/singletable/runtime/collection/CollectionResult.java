package dev.singletable.runtime.collection;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.SingleTableException;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The items a {@link CollectionQuery} read, by entity. Generated collection results take their typed
 * lists and optionals from it.
 */
public final class CollectionResult {
  /** The members' entities, by their position in the collection. */
  private final EntitySchema<?>[] schemas;
  /** Each member's items in query order, by position; null for a member with none. */
  private final List<Object>[] items;
  private final int skipped;
  private final List<InvalidItem> invalidItems;
  /** Every member's item as its sealed item, in query order; empty unless the definition keeps them. */
  private final List<Object> sealedItems;

  private CollectionResult(EntitySchema<?>[] schemas, List<Object>[] items, int skipped, List<InvalidItem> invalidItems,
      List<Object> sealedItems) {
    this.schemas = schemas;
    this.items = items;
    this.skipped = skipped;
    this.invalidItems = List.copyOf(invalidItems);
    this.sealedItems = sealedItems == null ? List.of() : Collections.unmodifiableList(sealedItems);
  }

  /**
   * The result of a read: its members' items in query order, what it passed over and skipped.
   *
   * @param schemas the members' entities by position, null where a member had no item; or null when
   *     no member had one
   * @param items each member's items by position, as {@code schemas}
   */
  static CollectionResult of(EntitySchema<?>[] schemas, List<Object>[] items, long passedOver,
      List<InvalidItem> invalid, List<Object> sealedItems) {
    return new CollectionResult(schemas, items, (int) passedOver, invalid, sealedItems);
  }

  /**
   * Every member's item as its sealed item, in query order, for a definition built with {@link
   * CollectionDefinition.Builder#buildInQueryOrder()}.
   */
  List<Object> sealedItems() {
    return sealedItems;
  }

  /**
   * The items of one member entity.
   *
   * @param schema a member of the query
   * @param <T> its record type
   * @return its items in query order, unmodifiable; empty when there were none
   */
  @SuppressWarnings("unchecked")
  public <T> List<T> items(EntitySchema<T> schema) {
    // Safe: only schema.fromItem results are stored under a schema.
    if (schemas != null) {
      for (int i = 0; i < schemas.length; i++) {
        if (schema.equals(schemas[i])) {
          return Collections.unmodifiableList((List<T>) items[i]);
        }
      }
    }
    return List.of();
  }

  /**
   * The item of a member entity that has at most one item per partition (a constant sort key).
   *
   * @param schema a member of the query
   * @param <T> its record type
   * @return the item, empty when there was none
   * @throws SingleTableException when the partition held more than one
   */
  public <T> Optional<T> item(EntitySchema<T> schema) {
    List<T> found = items(schema);
    if (found.size() > 1) {
      throw new SingleTableException(schema.entityName() + ": the collection holds " + found.size()
          + " items of an entity that has one per partition");
    }
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  /**
   * How many items of the partition belonged to no member (other entities, other versions, items
   * written without singletable).
   *
   * @return the number of items skipped
   */
  public int skipped() {
    return skipped;
  }

  /**
   * The items of members that could not be read and were skipped, in query order; always empty
   * unless the query was told to {@link CollectionQuery#skipInvalid() skip} them (otherwise
   * such an item fails the read). They are not counted in {@link #skipped()}.
   *
   * @return the skipped items, unmodifiable
   */
  public List<InvalidItem> invalidItems() {
    return invalidItems;
  }
}
