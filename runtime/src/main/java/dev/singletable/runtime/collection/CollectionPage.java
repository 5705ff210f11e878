package dev.singletable.runtime.collection;

import java.util.Objects;
import java.util.Optional;

/**
 * One page of a collection read: the members' items of the page in the generated typed grouping,
 * and the cursor to continue after it.
 *
 * @param <G> the typed grouping
 * @param items the page's items, by entity
 * @param cursor an opaque, URL-safe cursor for {@code startAfter(...)}; empty when DynamoDB reported
 *     no further items
 */
public record CollectionPage<G>(G items, Optional<String> cursor) {
  /**
   * Checks the parts.
   *
   * @param items the page's items, by entity
   * @param cursor the cursor for the next page, empty when DynamoDB reported no further items
   */
  public CollectionPage {
    Objects.requireNonNull(items, "items");
    Objects.requireNonNull(cursor, "cursor");
  }
}
