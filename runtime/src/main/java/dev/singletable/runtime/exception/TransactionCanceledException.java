package dev.singletable.runtime.exception;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB cancelled a transaction ({@link dev.singletable.runtime.operation.TransactWrite} or {@link dev.singletable.runtime.operation.TransactGet}): nothing of it was
 * applied. {@link #reasons()} has one entry per operation, in the order they were added, with the
 * entity, the key and DynamoDB's reason code: {@value #NONE} for the operations that did not fail,
 * {@value #CONDITIONAL_CHECK_FAILED}, {@value #TRANSACTION_CONFLICT} and so on for those that did.
 * The message names the failing ones, e.g. {@code transaction cancelled: operation 1 (create order
 * key pk=CUSTOMER#XYQ, sk=ORDER#00001) failed: ConditionalCheckFailed (The conditional request
 * failed)}. DynamoDB's own exception is the cause.
 */
public class TransactionCanceledException extends SingleTableException {
  /** The code of an operation that did not fail. */
  public static final String NONE = "None";
  /** The code of an operation whose condition did not hold. */
  public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";
  /** The code of an operation on an item that another transaction or write was changing. */
  public static final String TRANSACTION_CONFLICT = "TransactionConflict";
  /** The code DynamoDB gives when the table or index was throttled. */
  public static final String THROTTLING_ERROR = "ThrottlingError";
  /** The code used when DynamoDB gave no reason for an operation. */
  public static final String UNKNOWN = "Unknown";

  private static final long serialVersionUID = 1L;

  private final transient List<Reason> reasons;

  /**
   * Creates the exception.
   *
   * @param reasons one per operation of the transaction, in order
   * @param cause DynamoDB's exception
   */
  public TransactionCanceledException(List<Reason> reasons, Throwable cause) {
    super(message(reasons, cause), cause);
    this.reasons = List.copyOf(reasons);
  }

  /**
   * One reason per operation of the transaction, in the order the operations were added.
   *
   * @return an unmodifiable list, as long as the transaction
   */
  public List<Reason> reasons() {
    return reasons;
  }

  /**
   * The reasons of the operations that failed.
   *
   * @return those of {@link #reasons()} whose code is not {@value #NONE}
   */
  public List<Reason> failures() {
    List<Reason> failed = new ArrayList<>();
    for (Reason reason : reasons) {
      if (reason.failed()) {
        failed.add(reason);
      }
    }
    return Collections.unmodifiableList(failed);
  }

  private static String message(List<Reason> reasons, Throwable cause) {
    StringBuilder text = new StringBuilder("transaction cancelled: ");
    String separator = "";
    for (Reason reason : reasons) {
      if (reason.failed()) {
        text.append(separator).append(reason);
        separator = "; ";
      }
    }
    if (separator.isEmpty()) {
      text.append("DynamoDB named no failing operation");
      if (cause != null && cause.getMessage() != null) {
        text.append(" (").append(cause.getMessage()).append(')');
      }
    }
    return text.toString();
  }

  /**
   * Why one operation of a cancelled transaction was, or was not, the cause.
   *
   * @param index the operation's position in the transaction, from 0
   * @param operation what it was, the name of the method that added it: {@code put} (also for
   *     {@code putOverwritingNewerVersion}), {@code create}, {@code delete} (also for
   *     {@code deleteOverwritingNewerVersion}), {@code update}, {@code conditionCheck}, {@code get} (of
   *     a {@code TransactGet}); for unique-value guard items, {@code claim unique} and {@code release
   *     unique} ({@code claimUnique}, {@code releaseUnique}), followed by the attribute when a write of an
   *     entity with {@code @Unique} added them
   * @param entity the name of the entity it was for
   * @param key the primary key of its item, unmodifiable
   * @param code DynamoDB's reason code: {@value TransactionCanceledException#NONE} when the
   *     operation did not fail, else e.g. {@value TransactionCanceledException#CONDITIONAL_CHECK_FAILED}
   *     or {@value TransactionCanceledException#TRANSACTION_CONFLICT}
   * @param message DynamoDB's explanation, null when it gave none
   * @param item the item found at the key when a condition failed (DynamoDB returns it for
   *     operations that ask for it, as puts, creates, deletes and condition checks built here do);
   *     unmodifiable, empty when there is none
   * @param newerVersion when the operation was a write refused because {@link #item()} was written by
   *     a newer version of its entity, that refusal (stored and writer version); null otherwise
   */
  public record Reason(int index, String operation, String entity, Map<String, AttributeValue> key, String code,
      String message, Map<String, AttributeValue> item, NewerVersionException newerVersion) {
    /**
     * A reason that is no refusal of a newer version.
     *
     * @param index the operation's position, from 0
     * @param operation what the operation was
     * @param entity the entity name
     * @param key the primary key, null for none
     * @param code DynamoDB's reason code
     * @param message DynamoDB's explanation, or null
     * @param item the item found, or null
     */
    public Reason(int index, String operation, String entity, Map<String, AttributeValue> key, String code,
        String message, Map<String, AttributeValue> item) {
      this(index, operation, entity, key, code, message, item, null);
    }

    /**
     * Checks the parts and freezes the maps.
     *
     * @param index the operation's position, from 0
     * @param operation what the operation was
     * @param entity the entity name
     * @param key the primary key, null for none
     * @param code DynamoDB's reason code
     * @param message DynamoDB's explanation, or null
     * @param item the item found, or null
     * @param newerVersion the refusal of a newer version's item, or null
     */
    public Reason {
      Objects.requireNonNull(operation, "operation");
      Objects.requireNonNull(entity, "entity");
      key = key == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(key));
      Objects.requireNonNull(code, "code");
      item = item == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(item));
    }

    /**
     * Whether this operation caused the cancellation.
     *
     * @return true unless the code is {@value TransactionCanceledException#NONE}
     */
    public boolean failed() {
      return !NONE.equals(code);
    }

    /**
     * The reason in one line.
     *
     * @return e.g. {@code operation 1 (create order key pk=CUSTOMER#XYQ, sk=ORDER#00001) failed:
     *     ConditionalCheckFailed (The conditional request failed)}
     */
    @Override
    public String toString() {
      return "operation " + index + " (" + operation + " " + entity + " " + KeyText.describe(key) + ") "
          + (failed() ? "failed: " : "did not fail: ") + code + (message == null ? "" : " (" + message + ")")
          + (newerVersion == null ? "" : ": the item there is of " + entity + " version " + newerVersion.storedVersion()
          + ", newer than the writer's version " + newerVersion.writerVersion());
    }
  }
}
