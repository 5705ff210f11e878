package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write refused because the item at its key was written by a newer version of its entity: code at
 * {@code @Entity(version = 2)} never replaces, deletes or changes an item that version 3 stored, so
 * that an older deployment still running during a rolling deploy cannot lose the newer data. Nothing
 * was written. Put, create, update, upsert and delete throw it (sync, and async as the future's
 * failure); a cancelled transaction gives it per operation ({@link
 * TransactionCanceledException.Reason#newerVersion()}).
 *
 * <p>The message names the entity, the key, the stored version and the writer's. A caller that means
 * to replace the newer item says so by name: {@code put(value).overwriteNewerVersion()}, {@code
 * delete(key...).overwriteNewerVersion()}, and in a transaction {@code putOverwritingNewerVersion}
 * and {@code deleteOverwritingNewerVersion}.
 */
public class NewerVersionException extends ConditionFailedException {
  private static final long serialVersionUID = 1L;

  /** The entity version that wrote the stored item. */
  private final int storedVersion;
  /** The stored version as the item holds it. */
  private final String storedVersionText;
  /** The entity version of the refused write. */
  private final int writerVersion;

  /**
   * Creates the exception.
   *
   * @param entity the name of the entity being written
   * @param key the primary key of the item
   * @param storedVersion the version the stored item carries
   * @param writerVersion the version of the entity that tried to write
   * @param cause the SDK exception that reported the failed condition
   */
  public NewerVersionException(String entity, Map<String, AttributeValue> key, int storedVersion, int writerVersion,
      Throwable cause) {
    super(entity, key, detail(entity, Integer.toString(storedVersion), writerVersion), cause);
    this.storedVersion = storedVersion;
    this.storedVersionText = Integer.toString(storedVersion);
    this.writerVersion = writerVersion;
  }

  /**
   * Creates the exception with the item found, kept as {@link #item()}; being a newer version's, it
   * is read as no record.
   *
   * @param schema the entity that tried to write, at its version
   * @param key the primary key of the item
   * @param storedVersion the version the stored item carries
   * @param item the item DynamoDB returned with the failure
   * @param cause the SDK exception that reported the failed condition
   */
  public NewerVersionException(EntitySchema<?> schema, Map<String, AttributeValue> key, int storedVersion,
      Map<String, AttributeValue> item, Throwable cause) {
    this(schema, key, Integer.toString(storedVersion), item, cause);
  }

  /**
   * Creates the exception for a stored version given as its text, which may be too large for an
   * {@code int} (a number of up to 38 digits that DynamoDB compares, and this library cannot).
   *
   * @param schema the entity that tried to write, at its version
   * @param key the primary key of the item
   * @param storedVersionText the version the stored item carries, a whole number greater than the
   *     writer's, as stored
   * @param item the item DynamoDB returned with the failure
   * @param cause the SDK exception that reported the failed condition
   */
  public NewerVersionException(EntitySchema<?> schema, Map<String, AttributeValue> key, String storedVersionText,
      Map<String, AttributeValue> item, Throwable cause) {
    super(schema, key, detail(schema.entityName(), storedVersionText, schema.entityVersion()), item, cause);
    this.storedVersionText = storedVersionText;
    this.storedVersion = saturated(storedVersionText);
    this.writerVersion = schema.entityVersion();
  }

  private static int saturated(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      return Integer.MAX_VALUE;
    }
  }

  private static String detail(String entity, String storedVersion, int writerVersion) {
    return "the item there is of " + entity + " version " + storedVersion + ", newer than the writer's version "
        + writerVersion + ", so nothing was written: a write never replaces, deletes or changes an item of a newer"
        + " version of its entity (is code of an older version still running?) unless asked to by name, as a put or"
        + " delete with overwriteNewerVersion() is";
  }

  /**
   * The version of the entity that wrote the stored item.
   *
   * @return its version attribute, greater than {@link #writerVersion()}; {@link Integer#MAX_VALUE}
   *     when the stored number is larger than an {@code int} holds ({@link #storedVersionText()} has it)
   */
  public int storedVersion() {
    return storedVersion;
  }

  /**
   * The version of the entity that wrote the stored item, as stored.
   *
   * @return the text of its version attribute, a whole number greater than {@link #writerVersion()}
   */
  public String storedVersionText() {
    return storedVersionText;
  }

  /**
   * The version of the entity whose write was refused.
   *
   * @return its {@code @Entity(version)}
   */
  public int writerVersion() {
    return writerVersion;
  }
}
