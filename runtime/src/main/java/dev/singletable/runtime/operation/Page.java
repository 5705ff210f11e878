package dev.singletable.runtime.operation;

import dev.singletable.runtime.exception.InvalidItem;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of query results and the cursor to continue after it.
 *
 * @param <T> the entity type
 * @param items the items of this page, in query order
 * @param cursor an opaque, URL-safe cursor to pass to {@code startAfter(...)} for the next page;
 *     empty when DynamoDB reported no further items
 * @param invalidItems the items of this page that could not be read as the entity and were skipped,
 *     in query order; always empty unless the query was told to {@code skipInvalid()} (otherwise such
 *     an item fails the read)
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/queries.md#queries">Queries and indexes: queries</a>
 */
public record Page<T>(List<T> items, Optional<String> cursor, List<InvalidItem> invalidItems) {
  /**
   * Checks the parts and freezes the lists.
   *
   * @param items the items of this page, in query order
   * @param cursor the cursor for the next page, empty when DynamoDB reported no further items
   * @param invalidItems the items of this page that were skipped as unreadable
   */
  public Page {
    items = List.copyOf(Objects.requireNonNull(items, "items"));
    Objects.requireNonNull(cursor, "cursor");
    invalidItems = List.copyOf(Objects.requireNonNull(invalidItems, "invalidItems"));
  }

  /**
   * A page without skipped items.
   *
   * @param items the items of this page, in query order
   * @param cursor the cursor of the next page, empty at the end
   */
  public Page(List<T> items, Optional<String> cursor) {
    this(items, cursor, List.of());
  }
}
