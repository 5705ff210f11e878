package dev.singletable.runtime.collection;

import dev.singletable.runtime.exception.InvalidItem;
import java.util.List;
import java.util.Objects;

/**
 * What a query of a shared key layout read as its sealed interface: the items of its entities, each
 * as its own record, in query order, and what it passed over, as a collection's grouping reports it.
 * Generated services return it from the {@code list()} and {@code page()} of their sealed reads'
 * {@code query(...)}.
 *
 * <pre>{@code
 * SealedItems<Info> read = music.infos().query("T1").list();
 * for (Info info : read.items()) { ... }   // an Album or a Playlist, in sort-key order
 * int others = read.skipped();              // items of a type value neither entity has
 * }</pre>
 *
 * @param <I> the sealed interface
 */
public final class SealedItems<I> {
  private final List<I> items;
  private final int skipped;
  private final List<InvalidItem> invalidItems;

  SealedItems(List<I> items, int skipped, List<InvalidItem> invalidItems) {
    this.items = List.copyOf(items);
    this.skipped = skipped;
    this.invalidItems = List.copyOf(invalidItems);
  }

  /**
   * The items of the layout's entities, each as its own record.
   *
   * @return the items in query order, unmodifiable
   */
  public List<I> items() {
    return items;
  }

  /**
   * How many items the read passed over as no entity's of the layout: another entity's, one of a
   * type value no entity of the layout has, another version's, one written without a type.
   *
   * @return the number of items skipped
   */
  public int skipped() {
    return skipped;
  }

  /**
   * The items of the layout's entities that could not be read and were skipped, in query order;
   * always empty unless the query was told to {@link CollectionQuery#skipInvalid() skip} them.
   *
   * @return the skipped items, unmodifiable
   */
  public List<InvalidItem> invalidItems() {
    return invalidItems;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SealedItems<?> that && items.equals(that.items) && skipped == that.skipped
        && invalidItems.equals(that.invalidItems);
  }

  @Override
  public int hashCode() {
    return Objects.hash(items, skipped, invalidItems);
  }

  @Override
  public String toString() {
    return "SealedItems" + items + (skipped == 0 ? "" : ", " + skipped + " skipped")
        + (invalidItems.isEmpty() ? "" : ", " + invalidItems.size() + " invalid");
  }
}
