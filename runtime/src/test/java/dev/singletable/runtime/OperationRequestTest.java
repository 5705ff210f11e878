package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The requests operations build. The client is real but never called: what happens against
 * DynamoDB is tested in the samples module on DynamoDB Local.
 */
class OperationRequestTest {
  private static final OrderSchema.Order ORDER = new OrderSchema.Order("XYQ", 1, "PLACED", Instant.parse("2024-01-02T03:04:05Z"));
  private static DynamoDbClient client;
  private static Table table;

  @BeforeAll
  static void createClient() {
    client = DynamoDbClient.builder()
        .region(Region.US_EAST_1)
        .endpointOverride(URI.create("http://127.0.0.1:9"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("unused", "unused")))
        .build();
    table = Table.of(client, "app");
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @Test
  void putWritesTheFullItemWithoutCondition() {
    PutItemRequest request = PutOperation.put(table, OrderSchema.ORDERS, ORDER).request();
    assertEquals("app", request.tableName());
    assertEquals(OrderSchema.ORDERS.toItem(ORDER), request.item());
    assertEquals(AttributeValue.fromS("CUSTOMER#XYQ"), request.item().get("pk"));
    assertEquals(AttributeValue.fromS("ORDER#00001"), request.item().get("sk"));
    assertNull(request.conditionExpression());
  }

  @Test
  void createConditionsOnAbsentPartitionKeyThroughAPlaceholder() {
    PutItemRequest request = PutOperation.create(table, OrderSchema.ORDERS, ORDER).request();
    assertEquals("attribute_not_exists(#pk)", request.conditionExpression());
    assertEquals(Map.of("#pk", "pk"), request.expressionAttributeNames());
    assertTrue(!request.hasExpressionAttributeValues());
  }

  @Test
  void getIsEventuallyConsistentUnlessAsked() {
    Map<String, AttributeValue> key = OrderSchema.ORDERS.keyOf(ORDER);
    GetItemRequest eventual = GetOperation.of(table, OrderSchema.ORDERS, key).request();
    assertEquals(key, eventual.key());
    assertNull(eventual.consistentRead());
    GetOperation<OrderSchema.Order> get = GetOperation.of(table, OrderSchema.ORDERS, key);
    assertSame(get, get.consistent());
    assertEquals(Boolean.TRUE, get.request().consistentRead());
  }

  @Test
  void deleteAsksForTheOldItem() {
    Map<String, AttributeValue> key = OrderSchema.ORDERS.keyOf(ORDER);
    DeleteItemRequest request = DeleteOperation.of(table, OrderSchema.ORDERS, key).request();
    assertEquals("app", request.tableName());
    assertEquals(key, request.key());
    assertEquals(ReturnValue.ALL_OLD, request.returnValues());
  }

  @Test
  void operationsRefuseMissingParts() {
    assertThrows(NullPointerException.class, () -> PutOperation.put(table, OrderSchema.ORDERS, null));
    assertThrows(NullPointerException.class, () -> GetOperation.of(table, OrderSchema.ORDERS, null));
    assertThrows(NullPointerException.class, () -> DeleteOperation.of(null, OrderSchema.ORDERS, Map.of()));
    assertThrows(NullPointerException.class, () -> Table.of(null, "app"));
    assertThrows(IllegalArgumentException.class, () -> Table.of(client, ""));
  }

  @Test
  void tableKeepsClientAndName() {
    assertSame(client, table.client());
    assertEquals("app", table.name());
    assertEquals("Table[app]", table.toString());
  }
}
