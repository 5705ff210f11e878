package dev.singletable.runtime;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * Writes one item: {@link #put} replaces the item of this entity with the same key, {@link #create}
 * writes only when no item has that key; either may carry a {@link #condition}. Built by generated
 * {@code put(value)} / {@code create(value)}; nothing is sent before {@link #execute()}.
 *
 * @param <T> the entity's record type
 */
public final class PutOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final T value;
  private final boolean create;
  private Condition condition;

  private PutOperation(Table table, EntitySchema<T> schema, T value, boolean create) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.value = Objects.requireNonNull(value, "value");
    this.create = create;
  }

  /**
   * An upsert: the item replaces any item of this entity with the same key. An item of another
   * entity at that key is never replaced: {@link #execute()} throws {@link ConditionFailedException}.
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
   * attribute_not_exists(pk)}), else {@link #execute()} throws {@link ConditionFailedException}.
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
   * Writes only if the item at the key meets {@code condition} as well; several calls combine with
   * AND. Comparisons with an attribute of a missing item are false, so a condition other than {@code
   * notExists()} also requires the item to exist.
   *
   * @param condition built from the entity's attribute constants
   * @return this operation
   */
  public PutOperation<T> condition(Condition condition) {
    this.condition = Condition.join(this.condition, Objects.requireNonNull(condition, "condition"));
    return this;
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
   * @throws ConditionFailedException when this is a create and an item with the key exists, when the
   *     item at the key belongs to another entity, or when the {@linkplain #condition condition} does
   *     not hold; its message says which
   * @throws InvalidValueException when the value cannot be stored
   */
  public T execute() {
    Map<String, AttributeValue> item = schema.toItem(value);
    try {
      table.client().putItem(request(item));
    } catch (ConditionalCheckFailedException e) {
      throw create
          ? WriteGuards.failed(schema, PrimaryKey.of(schema, item), e, "an item of " + schema.entityName() + " has this key already")
          : WriteGuards.failed(schema, PrimaryKey.of(schema, item), e);
    }
    return value;
  }

  private PutItemRequest request(Map<String, AttributeValue> item) {
    ExpressionBuilder expressions = new ExpressionBuilder();
    Condition guard = create ? WriteGuards.absent(schema) : WriteGuards.absentOrOwned(schema);
    return PutItemRequest.builder()
        .tableName(table.name())
        .item(item)
        .conditionExpression(expressions.render(WriteGuards.with(guard, condition)))
        .expressionAttributeNames(expressions.names())
        .expressionAttributeValues(expressions.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }
}
