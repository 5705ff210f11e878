package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * The one place that reads what DynamoDB says when a write fails: a failed condition told from the
 * item returned with it ({@link ConditionFailedException}, carrying that item, or {@link
 * NewerVersionException} when the item is a newer version's), a transaction's cancellation reasons mapped onto its operations (from
 * the structured reasons, or from the codes listed in the message when an engine gives none), and the
 * validation error of an update that reads a path the item does not hold.
 */
public final class WriteFailures {
  private WriteFailures() {}

  /**
   * Whether DynamoDB refused an update because it reads an attribute, or changes a path below a map
   * or list, that the item does not hold. DynamoDB says which rule failed, never which path.
   */
  public static boolean missingPath(RuntimeException failure) {
    if (!(failure instanceof DynamoDbException e) || e.statusCode() != 400 || e.awsErrorDetails() == null
        || !"ValidationException".equals(e.awsErrorDetails().errorCode())) {
      return false;
    }
    String message = e.awsErrorDetails().errorMessage();
    return message != null && (message.contains("refers to an attribute that does not exist in the item")
        || message.contains("document path provided in the update expression is invalid"));
  }

  /**
   * DynamoDB's words when it refuses a write for a size (the item over 400 KB, a key or index key
   * over its limit), as its documentation and its answers give them; null when the failure is no such
   * refusal. The library checks these sizes before sending wherever it knows every value they count;
   * an update that leaves stored attributes unread is checked by DynamoDB alone.
   *
   * @param failure what a request failed with
   * @return DynamoDB's message, or null
   */
  public static String tooLarge(RuntimeException failure) {
    if (!(failure instanceof DynamoDbException e) || e.statusCode() != 400 || e.awsErrorDetails() == null
        || !"ValidationException".equals(e.awsErrorDetails().errorCode())) {
      return null;
    }
    String message = e.awsErrorDetails().errorMessage();
    if (message == null) {
      return null;
    }
    return message.contains("Item size to update has exceeded the maximum allowed size")
        || message.contains("Item size has exceeded the maximum allowed size")
        || message.contains("Size of hashkey has exceeded the maximum size limit")
        || message.contains("Aggregated size of all range keys has exceeded the size limit")
        || message.contains("Hash primary key values must be under")
        || message.contains("Range primary key values must be under")
        ? message : null;
  }

  /**
   * The indexes keyed by attributes that the written attributes are key attributes of, as ", which
   * index gsi1 (a, b) is keyed by", for a refusal's message; empty when there is none.
   */
  static String indexesOf(EntitySchema<?> schema, List<String> written) {
    StringBuilder indexes = new StringBuilder();
    for (dev.singletable.runtime.AttributeIndexDefinition index : schema.attributeIndexes()) {
      List<String> names = new ArrayList<>();
      index.partitionKey().forEach(attribute -> names.add(attribute.name()));
      index.sortKey().forEach(attribute -> names.add(attribute.name()));
      if (names.stream().anyMatch(written::contains)) {
        indexes.append(indexes.length() == 0 ? "; key attributes of index " : ", index ")
            .append(index.indexName()).append(" (").append(String.join(", ", names)).append(')');
      }
    }
    return indexes.toString();
  }

  /** What a failed write reports, told from the item DynamoDB returned with the failure. */
  public static ConditionFailedException failed(
      EntitySchema<?> schema, Map<String, AttributeValue> key, ConditionalCheckFailedException e) {
    return failed(schema, key, e, "the " + schema.entityName() + " item there does not meet the condition");
  }

  /**
   * What a failed put or delete reports, told from the item DynamoDB returned with the failure.
   *
   * @param refusesNewer whether the write refused items of newer versions, so that finding one is
   *     the reason it failed; false for a write that asked to replace them
   */
  public static ConditionFailedException failed(
      EntitySchema<?> schema, Map<String, AttributeValue> key, ConditionalCheckFailedException e, boolean refusesNewer) {
    return failed(schema, key, e.hasItem() ? e.item() : null, e,
        "the " + schema.entityName() + " item there does not meet the condition", refusesNewer);
  }

  /**
   * What a failed write reports.
   *
   * @param whenOwned the explanation when an item of this entity and version is there
   */
  public static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      ConditionalCheckFailedException e, String whenOwned) {
    return failed(schema, key, e.hasItem() ? e.item() : null, e, whenOwned);
  }

  /**
   * What a failed write reports, told from the item found at the key.
   *
   * @param found the item DynamoDB returned with the failure, null or empty when there was none
   * @param whenOwned the explanation when an item of this entity and version is there
   */
  public static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause, String whenOwned) {
    return failed(schema, key, found, cause, whenOwned, true);
  }

  /**
   * What a failed write reports, told from the item found at the key.
   *
   * @param found the item DynamoDB returned with the failure, null or empty when there was none
   * @param whenOwned the explanation when an item of this entity and version is there
   * @param refusesNewer whether the write refused items of newer versions: then finding one is what
   *     it reports, as a {@link NewerVersionException}
   */
  public static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause, String whenOwned, boolean refusesNewer) {
    NewerVersionException newer = refusesNewer ? newer(schema, key, found, cause) : null;
    if (newer != null) {
      return newer;
    }
    String detail;
    if (found == null || found.isEmpty()) {
      detail = "no item has this key";
    } else {
      Identity identity = Identity.of(schema);
      String versionAttribute = identity.versionAttribute();
      AttributeValue version = versionAttribute == null ? null : found.get(versionAttribute);
      String shownVersion = version == null ? "?" : version.n() != null ? version.n() : version.s();
      if (!identity.isEntity(found)) {
        detail = "the item there belongs to " + describeOwner(identity, found)
            + ", which a write of " + schema.entityName() + " never replaces or changes";
      } else if (schema.owns(found) && identity.versionOf(found) == schema.entityVersion()) {
        detail = schema.versionAttribute() != null && found.get(schema.versionAttribute()) != null
            ? whenOwned + " (its " + schema.versionAttribute() + " is " + found.get(schema.versionAttribute()).n() + ")"
            : whenOwned;
      } else {
        detail = "the item there is of " + schema.entityName() + " version " + shownVersion + ", not version "
            + schema.entityVersion();
      }
    }
    // Keys built with Map.of have no order; messages name pk before sk.
    return new ConditionFailedException(schema, PrimaryKey.of(schema, key), detail, found, cause);
  }

  /**
   * The refusal of a write because {@code found} is an item of a newer version of its entity.
   *
   * @param found the item at the key, null or empty when there was none
   * @return the exception, null when the item is no newer version's (or the entity's items carry no
   *     version)
   */
  public static NewerVersionException newer(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause) {
    if (found == null || found.isEmpty()) {
      return null;
    }
    Identity identity = Identity.of(schema);
    if (identity.versionAttribute() == null || !identity.isEntity(found)) {
      return null;
    }
    int stored = identity.versionOf(found);
    if (stored > schema.entityVersion()) {
      return new NewerVersionException(schema, PrimaryKey.of(schema, key), stored, found, cause);
    }
    // A whole number too large for an int: newer than any version an entity can have.
    String text = stored < 0 ? identity.versionText(found.get(identity.versionAttribute())) : null;
    return text != null && WHOLE_BEYOND_INT.matcher(text).matches()
        ? new NewerVersionException(schema, PrimaryKey.of(schema, key), text, found, cause)
        : null;
  }

  /** A whole number of ten digits or more without leading zero that is not an int. */
  private static final java.util.regex.Pattern WHOLE_BEYOND_INT = java.util.regex.Pattern.compile("[1-9][0-9]{9,}");

  /** The item's owner as the default identity attributes name it, else as this entity's identity reads it. */
  private static String describeOwner(Identity identity, Map<String, AttributeValue> found) {
    AttributeValue entity = found.get(EntitySchema.ENTITY_ATTRIBUTE);
    if (entity != null && entity.s() != null) {
      AttributeValue version = found.get(EntitySchema.VERSION_ATTRIBUTE);
      return "entity " + entity.s() + " version " + (version == null ? "?" : version.n());
    }
    return identity.typeAttribute() == null || EntitySchema.ENTITY_ATTRIBUTE.equals(identity.typeAttribute())
        ? "no entity" : identity.describe(found);
  }

  /** Maps DynamoDB's exception, whose reasons come by position only, onto the operations sent. */
  public static TransactionCanceledException canceled(
      software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e, List<TransactOperation> operations) {
    List<CancellationReason> given = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
    List<String> codes = given.isEmpty() ? codesInMessage(e.getMessage(), operations.size()) : null;
    List<TransactionCanceledException.Reason> reasons = new ArrayList<>(operations.size());
    for (int i = 0; i < operations.size(); i++) {
      TransactOperation operation = operations.get(i);
      String code;
      String message = null;
      Map<String, AttributeValue> item = null;
      if (i < given.size()) {
        CancellationReason reason = given.get(i);
        code = reason.code() == null ? TransactionCanceledException.UNKNOWN : reason.code();
        message = reason.message();
        item = reason.hasItem() ? reason.item() : null;
      } else {
        code = codes == null ? TransactionCanceledException.UNKNOWN : codes.get(i);
      }
      NewerVersionException newer = operation.writer() == null
          || !TransactionCanceledException.CONDITIONAL_CHECK_FAILED.equals(code)
          ? null : newer(operation.writer(), operation.key(), item, e);
      reasons.add(new TransactionCanceledException.Reason(
          i, operation.operation(), operation.entity(), operation.key(), code, message, item, newer));
    }
    return new TransactionCanceledException(reasons, e);
  }

  // Without structured reasons (some DynamoDB-compatible engines), the codes are still listed in the
  // message: "Transaction cancelled, please refer cancellation reasons for specific reasons [None,
  // ConditionalCheckFailed]". Used only when the count matches the operations.
  private static List<String> codesInMessage(String message, int operations) {
    if (message == null) {
      return null;
    }
    int open = message.lastIndexOf('[');
    int close = message.indexOf(']', open + 1);
    if (open < 0 || close < 0) {
      return null;
    }
    String[] parts = message.substring(open + 1, close).split(",");
    if (parts.length != operations) {
      return null;
    }
    List<String> codes = new ArrayList<>(parts.length);
    for (String part : parts) {
      String code = part.trim();
      codes.add(code.isEmpty() ? TransactionCanceledException.UNKNOWN : code);
    }
    return codes;
  }
}
