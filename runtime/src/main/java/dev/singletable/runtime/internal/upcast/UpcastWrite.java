package dev.singletable.runtime.internal.upcast;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Rewrites an item read at an earlier version as the entity's current version, on the condition
 * that the item is still what was read: the same entity, the same version and the same write token
 * (or none when it had none), so that a write made since (by new code, or by old code that stamps
 * the old version) is never overwritten. The item keeps its write token, {@code @Version},
 * {@code @CreatedAt} and {@code @UpdatedAt} values: the upcast changes its layout, not its content.
 * When the upcast item has another primary key, it is created there and the read item deleted in
 * one transaction.
 */
public final class UpcastWrite {
  private static final String OPERATION = "upcastWrite";

  private UpcastWrite() {}

  /** What became of one rewrite. */
  public enum Outcome {
    /** The item is stored at the current version. */
    REWRITTEN,
    /** The item changed (or went) since it was read; the newer write stands. */
    CHANGED,
    /** The item could not be rewritten; {@link Result#reason()} says why. */
    REFUSED
  }

  /**
   * What became of one rewrite.
   *
   * @param outcome what happened
   * @param reason why it was refused; null otherwise
   */
  public record Result(Outcome outcome, String reason) {
    static final Result REWRITTEN = new Result(Outcome.REWRITTEN, null);
    static final Result CHANGED = new Result(Outcome.CHANGED, null);
  }

  /**
   * Rewrites {@code read} as {@code value} at the entity's current version.
   *
   * @param table the table
   * @param schema the entity
   * @param read the item as read, of an earlier version
   * @param value the upcast value of {@code read}
   * @return what became of it
   */
  public static <T> Result rewrite(Table table, EntitySchema<T> schema, Map<String, AttributeValue> read, T value) {
    Objects.requireNonNull(value, "value");
    Map<String, AttributeValue> item = schema.toItem(value);
    AttributeValue token = read.get(EntitySchema.TOKEN_ATTRIBUTE);
    if (token != null) {
      item.put(EntitySchema.TOKEN_ATTRIBUTE, token);
    }
    for (String unique : schema.uniqueAttributes()) {
      if (!Objects.equals(read.get(unique), item.get(unique))) {
        return new Result(Outcome.REFUSED, "the upcast changes @Unique attribute " + unique
            + ", whose guard item a rewrite does not move; write the item with put instead");
      }
    }
    Condition<Object> unchanged = unchanged(schema, read);
    Map<String, AttributeValue> oldKey = PrimaryKey.of(schema, read);
    Map<String, AttributeValue> newKey = PrimaryKey.of(schema, item);
    if (oldKey.equals(newKey)) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      PutItemRequest request = PutItemRequest.builder()
          .tableName(table.name())
          .item(item)
          .conditionExpression(expressions.render(unchanged))
          .expressionAttributeNames(expressions.names())
          .expressionAttributeValues(expressions.values())
          .build();
      try {
        return Dispatch.send(table, Call.PUT_ITEM, OPERATION, schema.entityName(), request, response -> Result.REWRITTEN);
      } catch (ConditionalCheckFailedException e) {
        return Result.CHANGED;
      }
    }
    return moved(table, schema, item, oldKey, unchanged);
  }

  /** Creates the upcast item at its new key and deletes the read one, together. */
  private static <T> Result moved(Table table, EntitySchema<T> schema, Map<String, AttributeValue> item,
      Map<String, AttributeValue> oldKey, Condition<Object> unchanged) {
    ExpressionBuilder putExpressions = new ExpressionBuilder();
    String absent = putExpressions.render(
        AttributePath.of(schema.entityName(), schema.partitionKeyField(), Codecs.ofString()).notExists());
    ExpressionBuilder deleteExpressions = new ExpressionBuilder();
    String still = deleteExpressions.render(unchanged);
    TransactWriteItemsRequest request = TransactWriteItemsRequest.builder()
        .transactItems(List.of(
            TransactWriteItem.builder().put(Put.builder().tableName(table.name()).item(item)
                .conditionExpression(absent)
                .expressionAttributeNames(putExpressions.names())
                .build()).build(),
            TransactWriteItem.builder().delete(Delete.builder().tableName(table.name()).key(oldKey)
                .conditionExpression(still)
                .expressionAttributeNames(deleteExpressions.names())
                .expressionAttributeValues(deleteExpressions.values())
                .build()).build()))
        .build();
    try {
      return Dispatch.send(table, Call.TRANSACT_WRITE_ITEMS, OPERATION, schema.entityName(), request,
          response -> Result.REWRITTEN);
    } catch (TransactionCanceledException e) {
      List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
      if (reasons.size() == 2 && "ConditionalCheckFailed".equals(reasons.get(1).code())) {
        return Result.CHANGED;
      }
      if (reasons.size() == 2 && "ConditionalCheckFailed".equals(reasons.get(0).code())) {
        return new Result(Outcome.REFUSED, "the upcast item's key " + PrimaryKey.of(schema, item).values()
            + " holds another item already");
      }
      throw e;
    }
  }

  /** {@code __entity = name AND __version = read AND __token = read} (or no token when none was read). */
  private static Condition<Object> unchanged(EntitySchema<?> schema, Map<String, AttributeValue> read) {
    AttributePath<Object, String> token =
        AttributePath.of(schema.entityName(), EntitySchema.TOKEN_ATTRIBUTE, Codecs.ofString());
    AttributeValue readToken = read.get(EntitySchema.TOKEN_ATTRIBUTE);
    Condition<Object> sameToken = readToken == null || readToken.s() == null ? token.notExists() : token.eq(readToken.s());
    Identity identity = Identity.of(schema);
    Condition<Object> version = identity.versionAttribute() == null ? null
        : IdentityFilters.versionIs(identity, identity.versionOf(read));
    return IdentityFilters.and(IdentityFilters.and(IdentityFilters.type(identity), version), sameToken);
  }
}
