package dev.singletable.runtime.exception;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A request DynamoDB refused to serve because a throughput limit was reached, after the SDK's
 * retries gave up: {@code ProvisionedThroughputExceededException}, {@code ThrottlingException},
 * {@code RequestLimitExceeded} or another error the SDK classifies as throttling, kept as the cause.
 * It names the library operation, the entity, the table, the index, the key where the request
 * addresses one, and DynamoDB's {@linkplain #reasons() throttling reasons}: what was throttled
 * (table or index, read or write) and why.
 *
 * <p>When a reason is a {@linkplain Limit#KEY_RANGE hot key range} (one partition key value taking
 * more than a partition serves), more capacity does not help: spread the key's items over several
 * partitions, for example with {@code @Shard}. The message says so.
 *
 * <p>Batch writes and reads retry throttled requests themselves and report what they gave up on;
 * this exception reaches the caller of a single read or write, a query page, a scan page and a
 * transaction.
 */
public class ThrottledException extends SingleTableException {
  private static final long serialVersionUID = 1L;

  /** Why DynamoDB throttled a request: the last part of a throttling reason. */
  public enum Limit {
    /** The provisioned read or write capacity of a table or index in provisioned mode. */
    PROVISIONED_THROUGHPUT("ProvisionedThroughputExceeded"),
    /** One partition key value took more than its partition serves: a hot key range. */
    KEY_RANGE("KeyRangeThroughputExceeded"),
    /** The account's per-table quota, for a table or index in on-demand mode. */
    ACCOUNT_LIMIT("AccountLimitExceeded"),
    /** The maximum throughput configured for an on-demand table or index. */
    MAX_ON_DEMAND("MaxOnDemandThroughputExceeded"),
    /** A reason this version does not know, or none given. */
    OTHER("");

    private final String suffix;

    Limit(String suffix) {
      this.suffix = suffix;
    }

    /**
     * The limit a throttling reason names.
     *
     * @param reason the reason as DynamoDB sends it ({@code TableWriteKeyRangeThroughputExceeded})
     * @return its limit, {@link #OTHER} when the text ends in none of them
     */
    public static Limit of(String reason) {
      if (reason != null) {
        for (Limit limit : values()) {
          if (limit != OTHER && reason.endsWith(limit.suffix)) {
            return limit;
          }
        }
      }
      return OTHER;
    }
  }

  /**
   * One of DynamoDB's throttling reasons.
   *
   * @param reason the reason as sent: resource type, operation type and limit ({@code
   *     IndexReadProvisionedThroughputExceeded})
   * @param resource the ARN of the table or index throttled, null when not sent
   */
  public record Reason(String reason, String resource) {
    /**
     * Checks the reason.
     *
     * @param reason DynamoDB's throttling reason
     * @param resource the ARN of the throttled table or index, or null when DynamoDB gave none
     * @throws NullPointerException when the reason is null
     */
    public Reason {
      Objects.requireNonNull(reason, "reason");
    }

    /**
     * Why the request was throttled.
     *
     * @return the limit the reason names
     */
    public Limit limit() {
      return Limit.of(reason);
    }

    /**
     * Whether an index was throttled rather than the table.
     *
     * @return true for a reason starting with {@code Index}
     */
    public boolean index() {
      return reason.startsWith("Index");
    }

    /**
     * Whether writes were throttled rather than reads.
     *
     * @return true for a reason naming the {@code Write} operation type
     */
    public boolean write() {
      return reason.startsWith("TableWrite") || reason.startsWith("IndexWrite");
    }

    @Override
    public String toString() {
      return resource == null ? reason : reason + " on " + resource;
    }
  }

  /** The library operation that was throttled. */
  private final String operation;
  /** The entity of the operation, or null when it spans several. */
  private final String entity;
  /** The table name. */
  private final String table;
  /** The index the request read, or null for the table. */
  private final String index;
  private final transient Map<String, AttributeValue> key;
  /** The throttling reasons DynamoDB gave. */
  private final List<Reason> reasons;

  /**
   * Creates the exception.
   *
   * @param operation the library operation ({@code get}, {@code put}, {@code query}, ...)
   * @param entity the entity, null for a request that spans several
   * @param table the table name
   * @param index the index read, null for the table
   * @param key the key the request addresses (a partition for a query), null when it addresses none
   * @param reasons DynamoDB's throttling reasons, empty when it sent none
   * @param cause the SDK exception
   */
  public ThrottledException(String operation, String entity, String table, String index,
      Map<String, AttributeValue> key, List<Reason> reasons, Throwable cause) {
    super(message(operation, entity, table, index, key, reasons, cause), cause);
    this.operation = operation;
    this.entity = entity;
    this.table = table;
    this.index = index;
    this.key = key == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(key));
    this.reasons = List.copyOf(reasons);
  }

  private static String message(String operation, String entity, String table, String index,
      Map<String, AttributeValue> key, List<Reason> reasons, Throwable cause) {
    StringBuilder message = new StringBuilder();
    message.append(entity == null ? "" : entity + ": ").append(operation).append(" on table ").append(table);
    if (index != null) {
      message.append(" index ").append(index);
    }
    if (key != null) {
      message.append(" at ").append(KeyText.describe(key));
    }
    message.append(" was throttled by DynamoDB (").append(cause == null ? "throttled" : code(cause)).append(")");
    if (!reasons.isEmpty()) {
      message.append(": ").append(reasons.stream().map(Reason::toString).reduce((a, b) -> a + ", " + b).orElse(""));
    }
    if (reasons.stream().anyMatch(reason -> reason.limit() == Limit.KEY_RANGE)) {
      message.append(". The key range is hot: one partition key value takes more than a partition serves, and more "
          + "capacity does not help; spread its items over several partitions (@Shard)");
    }
    return message.toString();
  }

  /** The SDK's error code of a throttling failure, or its class's simple name. */
  private static String code(Throwable cause) {
    if (cause instanceof software.amazon.awssdk.awscore.exception.AwsServiceException aws
        && aws.awsErrorDetails() != null && aws.awsErrorDetails().errorCode() != null) {
      return aws.awsErrorDetails().errorCode();
    }
    return cause.getClass().getSimpleName();
  }

  /**
   * The library operation that was throttled.
   *
   * @return {@code get}, {@code put}, {@code query}, ...
   */
  public String operation() {
    return operation;
  }

  /**
   * The entity the request was for.
   *
   * @return the entity name, null for a request that spans several
   */
  public String entity() {
    return entity;
  }

  /**
   * The table the request went to.
   *
   * @return the table name
   */
  public String table() {
    return table;
  }

  /**
   * The index the request read.
   *
   * @return the index name, null for the table
   */
  public String index() {
    return index;
  }

  /**
   * The key the request addressed: the primary key of a get, put, update or delete, the partition
   * key of a query.
   *
   * @return an unmodifiable copy, null when the request addressed none (a scan, a transaction)
   */
  public Map<String, AttributeValue> key() {
    return key;
  }

  /**
   * DynamoDB's throttling reasons, in the order sent.
   *
   * @return the reasons, empty when DynamoDB sent none
   */
  public List<Reason> reasons() {
    return reasons;
  }

  /**
   * Whether a reason is a hot key range ({@link Limit#KEY_RANGE}), which more capacity does not cure.
   *
   * @return true when a key range was throttled
   */
  public boolean hotKeyRange() {
    return reasons.stream().anyMatch(reason -> reason.limit() == Limit.KEY_RANGE);
  }

  /**
   * The SDK's error code of the throttling failure.
   *
   * @return {@code ProvisionedThroughputExceededException}, {@code ThrottlingException}, ...
   */
  public String errorCode() {
    return getCause() == null ? "throttled" : code(getCause());
  }
}
