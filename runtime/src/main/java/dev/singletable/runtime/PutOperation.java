package dev.singletable.runtime;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Writes one item: {@link #put} replaces whatever has the same key, {@link #create} writes only when
 * no item has that key. Built by generated {@code put(value)} / {@code create(value)}; nothing is sent
 * before {@link #execute()}.
 *
 * @param <T> the entity's record type
 */
public final class PutOperation<T> {
  // The key attribute is named through a placeholder so that any field name (even a reserved word
  // such as "data") is safe in the expression.
  private static final String PARTITION_KEY_PLACEHOLDER = "#pk";
  private static final String NOT_EXISTS = "attribute_not_exists(" + PARTITION_KEY_PLACEHOLDER + ")";

  private final Table table;
  private final EntitySchema<T> schema;
  private final T value;
  private final boolean create;

  private PutOperation(Table table, EntitySchema<T> schema, T value, boolean create) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.value = Objects.requireNonNull(value, "value");
    this.create = create;
  }

  /**
   * An upsert: the item replaces any item with the same key.
   *
   * @param table the table
   * @param schema the entity
   * @param value the value to write
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> PutOperation<T> put(Table table, EntitySchema<T> schema, T value) {
    return new PutOperation<>(table, schema, value, false);
  }

  /**
   * A create: the write happens only when no item has the same key ({@code
   * attribute_not_exists(#pk)}), else {@link #execute()} throws {@link ConditionFailedException}.
   *
   * @param table the table
   * @param schema the entity
   * @param value the value to write
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> PutOperation<T> create(Table table, EntitySchema<T> schema, T value) {
    return new PutOperation<>(table, schema, value, true);
  }

  /**
   * The request {@link #execute()} sends, for inspection.
   *
   * @return a new request holding the value's full item
   * @throws InvalidValueException when the value cannot be stored
   */
  public PutItemRequest request() {
    return request(schema.toItem(value));
  }

  /**
   * Sends the write.
   *
   * @return the value written
   * @throws ConditionFailedException when this is a create and an item with the key exists
   * @throws InvalidValueException when the value cannot be stored
   */
  public T execute() {
    Map<String, AttributeValue> item = schema.toItem(value);
    try {
      table.client().putItem(request(item));
    } catch (ConditionalCheckFailedException e) {
      throw new ConditionFailedException(schema.entityName(), PrimaryKey.of(schema, item), e);
    }
    return value;
  }

  private PutItemRequest request(Map<String, AttributeValue> item) {
    PutItemRequest.Builder request = PutItemRequest.builder().tableName(table.name()).item(item);
    if (create) {
      request.conditionExpression(NOT_EXISTS)
          .expressionAttributeNames(Map.of(PARTITION_KEY_PLACEHOLDER, schema.partitionKeyField()));
    }
    return request.build();
  }
}
