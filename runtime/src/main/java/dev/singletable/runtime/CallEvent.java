package dev.singletable.runtime;

import java.util.Objects;

/**
 * A library call about to send its first request, as a {@link RequestListener} sees it. A library call
 * is one terminal of an operation: an {@code execute()}, a {@code list()}, {@code page()}, {@code
 * first()} or {@code count()}, a lazy {@code stream()} walked to its end, a publisher's subscription, or
 * their async twins. It sends one request or several: the pages of a query, a batch's rounds and their
 * retries, the read of the stored item before a write of {@code @Unique} values. Immutable.
 *
 * @param operation the library operation, as {@link RequestEvent#operation()} names it ({@code get}, {@code
 *     put}, {@code query}, {@code collectionQuery}, {@code batchWrite}, ...): its first request's, or the
 *     write's when a write of {@code @Unique} values or stored components first reads the item ({@code
 *     uniqueRead})
 * @param entity the entity of the operation; null when it spans several
 * @param table the table name
 * @param index the index its first request reads; null for the table itself and for other calls
 * @param async whether the caller has a future or a publisher (true) or waits for the result (false)
 */
public record CallEvent(String operation, String entity, String table, String index, boolean async) {
  /**
   * Checks the parts.
   *
   * @param operation the library operation of the call
   * @param entity the entity of the operation, or null when it spans several
   * @param table the table name
   * @param index the index the first request reads, or null
   * @param async whether the caller gets a future or a publisher
   */
  public CallEvent {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(table, "table");
  }
}
