package dev.singletable.runtime.batch;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.internal.Keys;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One operation of a batch that DynamoDB had still not carried out when the batch gave up (see
 * {@link Backoff}): reported in {@link BatchWriteResult#failures()} and {@link
 * BatchGetResult#failures()}, never dropped.
 *
 * @param operation {@code put}, {@code delete} or {@code get}
 * @param entity the name of the entity the operation was for
 * @param key the item's primary key, unmodifiable
 * @param attempts how many times the operation was sent (0 when it never was)
 * @param reason why it is reported: left unprocessed, throttled, or interrupted, after how many attempts
 */
public record BatchFailure(String operation, String entity, Map<String, AttributeValue> key, int attempts, String reason) {
  /**
   * Checks the parts and freezes the key.
   *
   * @param operation {@code put}, {@code delete} or {@code get}
   * @param entity the entity name
   * @param key the primary key
   * @param attempts how many times the operation was sent
   * @param reason why it is reported
   */
  public BatchFailure {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(entity, "entity");
    key = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(key, "key")));
    Objects.requireNonNull(reason, "reason");
  }

  /**
   * The failure in one line, with the key as text.
   *
   * @return e.g. {@code put order key pk=CUSTOMER#XYQ, sk=ORDER#00001: unprocessed after 10 attempts}
   */
  @Override
  public String toString() {
    return operation + " " + entity + " " + Keys.describe(key) + ": " + reason;
  }
}
