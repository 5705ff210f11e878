package dev.singletable.runtime;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * Deletes one item by its primary key and returns what was there. Built by generated {@code
 * delete(components...)}; nothing is sent before {@link #execute()}.
 *
 * @param <T> the entity's record type
 */
public final class DeleteOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;

  private DeleteOperation(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.key = Objects.requireNonNull(key, "key");
  }

  /**
   * A delete of the item with the given key.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> DeleteOperation<T> of(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    return new DeleteOperation<>(table, schema, key);
  }

  /**
   * The request {@link #execute()} sends, for inspection: it asks for the old item ({@code
   * ReturnValues ALL_OLD}), which costs no extra capacity.
   *
   * @return a new request
   */
  public DeleteItemRequest request() {
    return DeleteItemRequest.builder().tableName(table.name()).key(key).returnValues(ReturnValue.ALL_OLD).build();
  }

  /**
   * Sends the delete. Deleting a key that holds no item is not an error.
   *
   * @return the deleted value; empty when there was no item, or when it belonged to another entity
   *     or version
   * @throws InvalidValueException when an attribute of the deleted item cannot be read
   */
  public Optional<T> execute() {
    DeleteItemResponse response = table.client().deleteItem(request());
    if (!response.hasAttributes() || response.attributes().isEmpty() || !schema.owns(response.attributes())) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.attributes()));
  }
}
