package dev.singletable.runtime.exception;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write DynamoDB did not apply because another Region of a multi-Region strongly consistent table
 * was writing the same item at the same moment ({@code ReplicatedWriteConflictException}, kept as
 * the cause), after the SDK's retries gave up. The SDK retries such a conflict with its back-off as
 * it retries throttling, so this reaches a caller only when the item stays contended across every
 * attempt.
 *
 * <p>Nothing of the write was applied, so sending it again is safe; a write the library made
 * idempotent ({@code Table.withWriteTokens}, a transaction's client request token) stays exactly-once
 * across the SDK's retries. The exception names the library operation, the entity, the table and
 * the key the request addresses.
 */
public class WriteConflictException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** The library operation whose write conflicted. */
  private final String operation;
  /** The entity of the write, or null when it spans several. */
  private final String entity;
  /** The table name. */
  private final String table;
  private final transient Map<String, AttributeValue> key;

  /**
   * Creates the exception.
   *
   * @param operation the library operation ({@code put}, {@code update}, {@code transactWrite}, ...)
   * @param entity the entity, null for a request that spans several
   * @param table the table name
   * @param key the primary key of the item written, null when the request addresses several
   * @param cause the SDK exception
   */
  public WriteConflictException(String operation, String entity, String table, Map<String, AttributeValue> key,
      Throwable cause) {
    super((entity == null ? "" : entity + ": ") + operation + " on table " + table
        + (key == null ? "" : " at " + KeyText.describe(key))
        + " was not applied: another Region wrote the item at the same time (ReplicatedWriteConflictException),"
        + " and the SDK's retries ran out. Nothing was written; sending it again is safe", cause);
    this.operation = operation;
    this.entity = entity;
    this.table = table;
    this.key = key == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(key));
  }

  /**
   * The library operation that was not applied.
   *
   * @return {@code put}, {@code update}, {@code delete}, ...
   */
  public String operation() {
    return operation;
  }

  /**
   * The entity the write was for.
   *
   * @return the entity name, null for a request that spans several
   */
  public String entity() {
    return entity;
  }

  /**
   * The table the write went to.
   *
   * @return the table name
   */
  public String table() {
    return table;
  }

  /**
   * The primary key of the item the write addressed.
   *
   * @return an unmodifiable copy, null when the request addressed several items (a transaction)
   */
  public Map<String, AttributeValue> key() {
    return key;
  }
}
