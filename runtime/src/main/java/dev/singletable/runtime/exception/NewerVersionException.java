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

  private final int storedVersion;
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
    super(entity, key, detail(entity, storedVersion, writerVersion), cause);
    this.storedVersion = storedVersion;
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
    super(schema, key, detail(schema.entityName(), storedVersion, schema.entityVersion()), item, cause);
    this.storedVersion = storedVersion;
    this.writerVersion = schema.entityVersion();
  }

  private static String detail(String entity, int storedVersion, int writerVersion) {
    return "the item there is of " + entity + " version " + storedVersion + ", newer than the writer's version "
        + writerVersion + ", so nothing was written: a write never replaces, deletes or changes an item of a newer"
        + " version of its entity (is code of an older version still running?) unless asked to by name, as a put or"
        + " delete with overwriteNewerVersion() is";
  }

  /**
   * The version of the entity that wrote the stored item.
   *
   * @return its version attribute, greater than {@link #writerVersion()}
   */
  public int storedVersion() {
    return storedVersion;
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
