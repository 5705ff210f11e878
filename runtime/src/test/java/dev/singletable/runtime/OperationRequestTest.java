package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * The requests operations build. The client is real but never called: what happens against
 * DynamoDB is tested in the samples module on DynamoDB Local.
 */
class OperationRequestTest {
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());
  private static final OrderSchema.Order ORDER = new OrderSchema.Order("XYQ", 1, "PLACED", Instant.parse("2024-01-02T03:04:05Z"));
  private static final DynamoDbClient client = UnsentClient.CLIENT;
  // Without write tokens, whose random value each request draws: WriteTokensTest pins them.
  private static final Table table = UnsentClient.TABLE.withWriteTokens(false);

  private static final String GUARD = "(attribute_not_exists(#n0) OR (#n1 = :v0 AND (attribute_type(#n2, :v1) AND (NOT #n2 > :v2))))";
  private static final Map<String, String> GUARD_NAMES = Map.of("#n0", "pk", "#n1", "__entity", "#n2", "__version");

  /** The guard's values: the entity name, the version's type and the version it never writes over a newer one of. */
  private static Map<String, AttributeValue> guardValues(String entity) {
    return Map.of(":v0", AttributeValue.fromS(entity), ":v1", AttributeValue.fromS("N"), ":v2", AttributeValue.fromN("1"));
  }

  @Test
  void putWritesTheFullItemButNeverOverAnotherEntitysItemNorANewerVersionsItem() {
    PutItemRequest request = PutOperation.put(table, OrderSchema.ORDERS, ORDER).request();
    assertEquals("app", request.tableName());
    assertEquals(OrderSchema.ORDERS.toItem(ORDER), request.item());
    assertEquals(AttributeValue.fromS("CUSTOMER#XYQ"), request.item().get("pk"));
    assertEquals(AttributeValue.fromS("ORDER#00001"), request.item().get("sk"));
    assertEquals(GUARD, request.conditionExpression());
    assertEquals(GUARD_NAMES, request.expressionAttributeNames());
    assertEquals(guardValues("order"), request.expressionAttributeValues());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, request.returnValuesOnConditionCheckFailure());
  }

  @Test
  void aWriteThatOverwritesNewerVersionsDropsOnlyTheVersionComparison() {
    PutItemRequest put = PutOperation.put(table, OrderSchema.ORDERS, ORDER).overwriteNewerVersion().request();
    assertEquals("(attribute_not_exists(#n0) OR (#n1 = :v0 AND attribute_type(#n2, :v1)))", put.conditionExpression());
    assertEquals(Map.of("#n0", "pk", "#n1", "__entity", "#n2", "__version"), put.expressionAttributeNames());
    assertEquals(Map.of(":v0", AttributeValue.fromS("order"), ":v1", AttributeValue.fromS("N")), put.expressionAttributeValues());
    DeleteItemRequest delete = DeleteOperation.of(table, OrderSchema.ORDERS, OrderSchema.ORDERS.keyOf(ORDER))
        .overwriteNewerVersion().request();
    assertEquals("(attribute_not_exists(#n0) OR (#n1 = :v0 AND attribute_type(#n2, :v1)))", delete.conditionExpression());
  }

  @Test
  void theGuardsOfAPutOrDeleteWithoutConditionAreRenderedOncePerSchema() {
    for (boolean overwriteNewer : new boolean[] {false, true}) {
      PutOperation<OrderSchema.Order> first = PutOperation.put(table, OrderSchema.ORDERS, ORDER);
      PutOperation<OrderSchema.Order> second = PutOperation.put(table, OrderSchema.ORDERS, ORDER);
      DeleteOperation<OrderSchema.Order> delete = DeleteOperation.of(table, OrderSchema.ORDERS, OrderSchema.ORDERS.keyOf(ORDER));
      if (overwriteNewer) {
        first.overwriteNewerVersion();
        second.overwriteNewerVersion();
        delete.overwriteNewerVersion();
      }
      String expression = first.request().conditionExpression();
      assertSame(expression, second.request().conditionExpression());
      assertSame(expression, delete.request().conditionExpression());
    }
  }

  @Test
  void createConditionsOnAbsentPartitionKeyThroughAPlaceholder() {
    PutItemRequest request = PutOperation.create(table, OrderSchema.ORDERS, ORDER).request();
    assertEquals("attribute_not_exists(#n0)", request.conditionExpression());
    assertEquals(Map.of("#n0", "pk"), request.expressionAttributeNames());
    assertTrue(!request.hasExpressionAttributeValues());
  }

  @Test
  void putAndCreateAddTheCallersConditionsWithAnd() {
    PutItemRequest put = PutOperation.put(table, OrderSchema.ORDERS, ORDER)
        .condition(STATUS.eq("PLACED")).condition(STATUS.ne("LOST")).request();
    assertEquals("(" + GUARD + " AND (#n3 = :v3 AND #n3 <> :v4))", put.conditionExpression());
    assertEquals("status", put.expressionAttributeNames().get("#n3"));

    PutItemRequest create = PutOperation.create(table, OrderSchema.ORDERS, ORDER).condition(STATUS.notExists()).request();
    assertEquals("(attribute_not_exists(#n0) AND attribute_not_exists(#n1))", create.conditionExpression());
  }

  @Test
  void guardsRenderedOnceAreNeverSharedBetweenTwoSchemasOfOneClass() {
    // Put, create and delete guards that depend on the entity alone are rendered once per schema;
    // a schema of the same class for another entity must still send its own name.
    OrderSchema invoices = new OrderSchema("invoice", 1, "sk", java.util.List.of());
    for (int round = 0; round < 2; round++) {
      for (OrderSchema schema : new OrderSchema[] {OrderSchema.ORDERS, invoices}) {
        String name = schema.entityName();
        assertEquals(guardValues(name), PutOperation.put(table, schema, ORDER).request().expressionAttributeValues(), name);
        assertEquals(guardValues(name),
            DeleteOperation.of(table, schema, schema.keyOf(ORDER)).request().expressionAttributeValues(), name);
        assertEquals(Map.of(":v0", AttributeValue.fromS(name), ":v1", AttributeValue.fromS("N")),
            PutOperation.put(table, schema, ORDER).overwriteNewerVersion().request().expressionAttributeValues(), name);
        assertEquals("attribute_not_exists(#n0)", PutOperation.create(table, schema, ORDER).request().conditionExpression());
      }
    }
  }

  @Test
  void getIsEventuallyConsistentUnlessAsked() {
    Key<OrderSchema.Order> key = OrderSchema.ORDERS.keyOf(ORDER);
    GetItemRequest eventual = GetOperation.of(table, OrderSchema.ORDERS, key).request();
    assertEquals(key, eventual.key());
    assertNull(eventual.consistentRead());
    GetOperation<OrderSchema.Order> get = GetOperation.of(table, OrderSchema.ORDERS, key);
    assertSame(get, get.consistent());
    assertEquals(Boolean.TRUE, get.request().consistentRead());
  }

  @Test
  void deleteAsksForTheOldItemAndNeverDeletesAnotherEntitysItemNorANewerVersionsItem() {
    Key<OrderSchema.Order> key = OrderSchema.ORDERS.keyOf(ORDER);
    DeleteItemRequest request = DeleteOperation.of(table, OrderSchema.ORDERS, key).request();
    assertEquals("app", request.tableName());
    assertEquals(key, request.key());
    assertEquals(ReturnValue.ALL_OLD, request.returnValues());
    assertEquals(GUARD, request.conditionExpression());
    assertEquals(GUARD_NAMES, request.expressionAttributeNames());
  }

  @Test
  void deleteAddsTheCallersConditionWithAnd() {
    DeleteItemRequest request = DeleteOperation.of(table, OrderSchema.ORDERS, OrderSchema.ORDERS.keyOf(ORDER))
        .condition(STATUS.eq("CANCELLED")).request();
    assertEquals("(" + GUARD + " AND #n3 = :v3)", request.conditionExpression());
    assertEquals(AttributeValue.fromS("CANCELLED"), request.expressionAttributeValues().get(":v3"));
  }

  @Test
  void operationsRefuseMissingParts() {
    assertThrows(NullPointerException.class, () -> PutOperation.put(table, OrderSchema.ORDERS, null));
    assertThrows(NullPointerException.class, () -> GetOperation.of(table, OrderSchema.ORDERS, null));
    assertThrows(NullPointerException.class, () -> DeleteOperation.of(null, OrderSchema.ORDERS, Key.of(Map.of())));
    assertThrows(NullPointerException.class, () -> Table.of((software.amazon.awssdk.services.dynamodb.DynamoDbClient) null, "app"));
    assertThrows(IllegalArgumentException.class, () -> Table.of(client, ""));
  }

  @Test
  void tableKeepsClientAndName() {
    assertSame(client, table.client());
    assertEquals("app", table.name());
    assertEquals("Table[app]", table.toString());
  }
}
