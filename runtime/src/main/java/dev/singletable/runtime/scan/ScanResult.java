package dev.singletable.runtime.scan;

import dev.singletable.runtime.exception.InvalidItem;
import java.util.List;
import java.util.Objects;

/**
 * Everything a scan read: its items and what it skipped.
 *
 * @param <T> the scan's item type
 * @param items the items, in scan order
 * @param invalidItems the items of the scan's entities that could not be read and were skipped;
 *     always empty unless the scan was told to {@code skipInvalid()}
 * @param foreignItems how many items no entity of the scan owns (items of other tools, or of other
 *     versions of an entity); always 0 for the scan of one entity, which DynamoDB filters
 */
public record ScanResult<T>(List<T> items, List<InvalidItem> invalidItems, long foreignItems) {
  /**
   * Checks the parts and freezes the lists.
   *
   * @param items the items, in scan order
   * @param invalidItems the items that could not be read and were skipped
   * @param foreignItems the number of items no entity of the scan owns
   */
  public ScanResult {
    items = List.copyOf(Objects.requireNonNull(items, "items"));
    invalidItems = List.copyOf(Objects.requireNonNull(invalidItems, "invalidItems"));
    if (foreignItems < 0) {
      throw new IllegalArgumentException("foreignItems must not be negative, was " + foreignItems);
    }
  }
}
