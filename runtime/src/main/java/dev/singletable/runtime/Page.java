package dev.singletable.runtime;

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
 */
public record Page<T>(List<T> items, Optional<String> cursor) {
  /** Checks the parts and freezes the item list. */
  public Page {
    items = List.copyOf(Objects.requireNonNull(items, "items"));
    Objects.requireNonNull(cursor, "cursor");
  }
}
