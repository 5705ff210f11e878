package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.Table;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One read as the engine sees it: what builds and sends the request for one DynamoDB page, which of
 * its items the read returns, and what decodes one of them. Everything else (how many pages, when to
 * stop, limits, where a cut page resumes, invalid items, sync or async) is {@link Pager}'s.
 *
 * @param <V> what one item decodes to
 */
public interface PageSource<V> {

  /**
   * The items of one DynamoDB page as it returned them, and the key to continue after it.
   *
   * @param items the raw items, in the order DynamoDB returned them
   * @param next the page's last evaluated key, null at the end
   */
  /** The table the read's requests go to. */
  Table table();

  record Fetched(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> next) {}

  /**
   * Sends the request for the page after {@code start}.
   *
   * @param start the key to start after, null for the first page
   * @param remaining how many more items are wanted, or -1 for any number
   * @param attempt how many pages this walk has fetched before, from 0: a read whose filter drops
   *     items DynamoDB's {@code Limit} counts may ask for more with each page
   * @return the page
   */
  Fetched fetch(Map<String, AttributeValue> start, int remaining, int attempt);

  /** {@link #fetch} with the table's async client; the future fails with what {@link #fetch} throws. */
  CompletableFuture<Fetched> fetchAsync(Map<String, AttributeValue> start, int remaining, int attempt);

  /** Whether the read returns this item: false for another entity's, or a key a range excludes. */
  boolean owns(Map<String, AttributeValue> item);

  /** Told of each item the read does not return, as it is passed over. */
  default void passedOver(Map<String, AttributeValue> item) {}

  /**
   * Decodes one item the read returns.
   *
   * @param report where an item that cannot be read goes, or null to fail the read with it
   * @return the value, or null when the item was reported and skipped
   */
  V decode(Map<String, AttributeValue> item, Consumer<InvalidItem> report);

  /**
   * Where a page cut after this item resumes: its key attributes as a last evaluated key of the
   * read's index holds them (the table's key and the index's).
   */
  Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item);
}
