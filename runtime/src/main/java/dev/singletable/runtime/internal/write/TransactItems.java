package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Keys;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The operations of one write transaction, in the order they were added, each with what it
 * remembers for cancellation reasons ({@link TransactOperation}): each item at most once (DynamoDB
 * refuses two operations on one item), every operation bound to the transaction's table, and the
 * request and plan they become. An entity's write that adds several operations (its item and the
 * guards of its unique values) is taken back whole when one of them is refused ({@link #rollBack}).
 * Not thread-safe.
 */
public final class TransactItems {
  private final Table table;
  private final List<TransactWriteItem> items = new ArrayList<>();
  private final List<TransactOperation> operations = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, Integer> indexByKey = new HashMap<>();

  /** @param table the table every operation goes to */
  public TransactItems(Table table) {
    this.table = Objects.requireNonNull(table, "table");
  }

  /** The number of operations added. */
  public int size() {
    return items.size();
  }

  /** The bytes of the operations from {@code from} on, as {@link TransactOperation#checkSize} counts them. */
  public long bytes(int from) {
    long total = 0;
    for (int i = from; i < items.size(); i++) {
      total += TransactOperation.size(items.get(i), operations.get(i).entity());
    }
    return total;
  }

  /** The operation at a position, as added. */
  public TransactOperation operation(int index) {
    return operations.get(index);
  }

  /** Adds a put of {@code item} on {@code condition} (null for none), asking for the item found when it fails. */
  public void put(TransactOperation operation, Map<String, AttributeValue> item, Condition<?> condition) {
    WriteGuards.Rendered rendered = WriteGuards.Rendered.of(null, condition);
    Put put = Put.builder()
        .tableName(table.name())
        .item(item)
        .conditionExpression(rendered.expression())
        .expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    add(operation, TransactWriteItem.builder().put(put).build());
  }

  /** Adds a delete of {@code key} on {@code condition} (null for none), asking for the item found when it fails. */
  public void delete(TransactOperation operation, Map<String, AttributeValue> key, Condition<?> condition) {
    WriteGuards.Rendered rendered = WriteGuards.Rendered.of(null, condition);
    Delete delete = Delete.builder()
        .tableName(table.name())
        .key(key)
        .conditionExpression(rendered.expression())
        .expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    add(operation, TransactWriteItem.builder().delete(delete).build());
  }

  /** Adds a check that the item at {@code key} meets {@code condition}, without writing it. */
  public void conditionCheck(TransactOperation operation, Map<String, AttributeValue> key, Condition<?> condition) {
    WriteGuards.Rendered rendered = WriteGuards.Rendered.of(null, condition);
    ConditionCheck check = ConditionCheck.builder()
        .tableName(table.name())
        .key(key)
        .conditionExpression(rendered.expression())
        .expressionAttributeNames(rendered.names())
        .expressionAttributeValues(rendered.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
    add(operation, TransactWriteItem.builder().conditionCheck(check).build());
  }

  /** Adds an update; a missing table name is filled in, another table's is refused. */
  public void update(TransactOperation operation, Update update) {
    Update bound = update;
    if (update.tableName() == null) {
      bound = update.toBuilder().tableName(table.name()).build();
    } else if (!update.tableName().equals(table.name())) {
      throw new IllegalArgumentException(operation.entity() + ": the update is for table " + update.tableName()
          + ", the transaction for table " + table.name());
    }
    add(operation, TransactWriteItem.builder().update(bound).build());
  }

  /** Adds an operation as it was built, refusing a second operation on one item. */
  public void add(TransactOperation operation, TransactWriteItem item) {
    Map<String, AttributeValue> key = operation.key();
    Integer earlier = indexByKey.get(key);
    if (earlier != null) {
      TransactOperation first = operations.get(earlier);
      throw new IllegalArgumentException(operation.entity() + ": operation " + earlier + " (" + first.operation() + " "
          + first.entity() + ") of the transaction is already on " + Keys.describe(key)
          + "; DynamoDB refuses two operations on one item in a transaction");
    }
    indexByKey.put(key, items.size());
    items.add(item);
    operations.add(operation);
  }

  /**
   * Takes back every operation added since {@code mark} (a {@link #size()} taken before), so that an
   * add refused half-way (a unique value claimed twice, a key already in the transaction) leaves the
   * transaction as it was: an entity's put without the guard items that make its unique values safe
   * must never be sent.
   *
   * @return {@code cause}, to be thrown
   */
  public RuntimeException rollBack(int mark, RuntimeException cause) {
    while (items.size() > mark) {
      int last = items.size() - 1;
      indexByKey.remove(operations.get(last).key());
      items.remove(last);
      operations.remove(last);
    }
    return cause;
  }

  /**
   * The request; its caller has checked the number of operations ({@link TransactOperation#checkCount}).
   *
   * @param clientRequestToken the idempotency token
   */
  public TransactWriteItemsRequest request(String clientRequestToken) {
    return TransactWriteItemsRequest.builder().transactItems(items).clientRequestToken(clientRequestToken).build();
  }

  /** The transaction as a plan: checked for its size, then sent, its cancellation told per operation. */
  public WritePlan<Void> plan(TransactWriteItemsRequest request) {
    TransactOperation.checkSize(items, operations);
    return WritePlan.send(Call.TRANSACT_WRITE_ITEMS, "transactWrite", null, request, response -> null, failure -> {
      if (failure instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException e) {
        throw WriteFailures.canceled(e, operations);
      }
      throw failure;
    });
  }

  /** The update of a single-item request; ReturnValues is dropped, a transaction returns nothing. */
  public static Update transactional(UpdateItemRequest request) {
    Update.Builder update = Update.builder()
        .tableName(request.tableName())
        .key(request.key())
        .updateExpression(request.updateExpression())
        .conditionExpression(request.conditionExpression())
        .expressionAttributeNames(request.hasExpressionAttributeNames() ? request.expressionAttributeNames() : null)
        .expressionAttributeValues(request.hasExpressionAttributeValues() ? request.expressionAttributeValues() : null);
    if (request.returnValuesOnConditionCheckFailure() != null) {
      update.returnValuesOnConditionCheckFailure(request.returnValuesOnConditionCheckFailure());
    }
    return update.build();
  }
}
