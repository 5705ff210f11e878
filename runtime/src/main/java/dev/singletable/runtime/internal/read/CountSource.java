package dev.singletable.runtime.internal.read;

import dev.singletable.runtime.Table;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A count as the engine sees it: what sends the request that counts one DynamoDB page ({@code
 * Select.COUNT}, or the items that a filter cannot tell, counted as they come back). When to go on
 * is {@link Pager#count}'s.
 */
public interface CountSource {

  /**
   * What one page counted, and the key to continue after it.
   *
   * @param count the page's matches
   * @param next the page's last evaluated key, null at the end
   */
  /** The table the count's requests go to. */
  Table table();

  record Counted(long count, Map<String, AttributeValue> next) {}

  /** Counts the page after {@code start} (null: the first page). */
  Counted count(Map<String, AttributeValue> start);

  /** {@link #count} with the table's async client. */
  CompletableFuture<Counted> countAsync(Map<String, AttributeValue> start);
}
