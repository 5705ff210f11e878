package dev.singletable.runtime.batch;

import dev.singletable.runtime.internal.Keys;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One put or delete of a batch that DynamoDB confirmed, as {@link BatchWriteIncompleteException}
 * lists them.
 *
 * @param operation {@code "put"} or {@code "delete"}
 * @param entity the entity name
 * @param key the item's primary key, partition key first
 */
public record BatchOperation(String operation, String entity, Map<String, AttributeValue> key) {
  /**
   * Creates the record, copying the key.
   *
   * @param operation {@code "put"} or {@code "delete"}
   * @param entity the entity name
   * @param key the item's primary key
   */
  public BatchOperation {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(entity, "entity");
    key = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(key, "key")));
  }

  /**
   * Names operation, entity and key the way the table shows it.
   *
   * @return e.g. {@code put order key pk=CUSTOMER#XYQ, sk=ORDER#00001}
   */
  @Override
  public String toString() {
    return operation + " " + entity + " " + Keys.describe(key);
  }
}
