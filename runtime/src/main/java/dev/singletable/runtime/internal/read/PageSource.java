package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.exception.InvalidItem;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One read as the engine sees it: what builds and sends the request for one DynamoDB page, and what
 * decodes one item of it. Everything else (how many pages, when to stop, limits, cursors, invalid
 * items, sync or async) is {@link Pager}'s.
 *
 * @param <V> what one item decodes to
 */
public interface PageSource<V> {

  /**
   * The items of one DynamoDB page that the read returns (not yet decoded: items of other
   * entities, and keys a range excludes, already left out), and the key to continue after it.
   *
   * @param items the raw items, in the order DynamoDB returned them
   * @param next the page's last evaluated key, null at the end
   */
  record Fetched(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> next) {}

  /**
   * Sends the request for the page after {@code start}.
   *
   * @param start the key to start after, null for the first page
   * @param remaining how many more items are wanted, or -1 for any number
   * @return the page
   */
  Fetched fetch(Map<String, AttributeValue> start, int remaining);

  /** {@link #fetch} with the table's async client; the future fails with what {@link #fetch} throws. */
  CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining);

  /**
   * Decodes one item.
   *
   * @param report where an item that cannot be read goes, or null to fail the read with it
   * @return the value, or null when the item was reported and skipped
   */
  V decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report);
}
