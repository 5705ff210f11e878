package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchGetResult;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.migration.OrderBean;
import dev.singletable.samples.migration.OrderStatus;
import dev.singletable.samples.migration.WebCustomer;
import dev.singletable.samples.migration.WebCustomerEntity;
import dev.singletable.samples.migration.WebOrder;
import dev.singletable.samples.migration.WebOrderEntity;
import dev.singletable.samples.migration.WebshopService;
import dev.singletable.test.DynamoDbExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Expression;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.EnhancedGlobalSecondaryIndex;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.enhanced.dynamodb.model.UpdateItemEnhancedRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * The Enhanced Client migration guide's examples ({@code docs/migration/enhanced-client.md}), run as
 * written (see {@link ReadmeSnippets}): the Enhanced Client's code for an order, and the same steps
 * with the generated {@code WebOrderEntity}, each on the engine.
 */
class ReadmeMigrationEnhancedClientTest {
  @RegisterExtension
  static final DynamoDbExtension DYNAMO = DynamoDbExtension.create()
      .table("readme-webshop", WebshopService::createTableRequest).freshTablePerTest();

  @Test
  void theEnhancedClientsOrderIsWrittenReadQueriedAndUpdated() {
    DynamoDbClient client = DYNAMO.client();
    String tableName = "orders-" + System.nanoTime();
    DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(tableName, TableSchema.fromBean(OrderBean.class))
        .createTable(r -> r.globalSecondaryIndices(EnhancedGlobalSecondaryIndex.builder().indexName("byStatus")
            .projection(p -> p.projectionType(ProjectionType.ALL)).build()));

    // readme: migration-enhanced-before
    DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
    DynamoDbTable<OrderBean> orders = enhanced.table(tableName, TableSchema.fromBean(OrderBean.class)); // readme shows: DynamoDbTable<OrderBean> orders = enhanced.table("orders", TableSchema.fromBean(OrderBean.class));

    OrderBean order = new OrderBean();
    order.setCustomerId("c-1");
    order.setOrderId("o-1");
    order.setStatus("OPEN");
    order.setPlacedAt("2024-05-01T10:00:00Z");
    order.setTotal(new BigDecimal("25.50"));
    orders.putItem(order);                                  // version 1, views 0

    OrderBean read = orders.getItem(Key.builder().partitionValue("c-1").sortValue("o-1").build());
    List<OrderBean> ofCustomer = orders.query(QueryConditional.keyEqualTo(Key.builder().partitionValue("c-1").build()))
        .items().stream().toList();
    List<OrderBean> open = orders.index("byStatus").query(QueryConditional.sortGreaterThanOrEqualTo(
            Key.builder().partitionValue("OPEN").sortValue("2024-05-01").build()))
        .stream().flatMap(page -> page.items().stream()).toList();

    read.setTotal(new BigDecimal("30.00"));
    OrderBean updated = orders.updateItem(UpdateItemEnhancedRequest.builder(OrderBean.class).item(read)
        .conditionExpression(Expression.builder().expression("#status = :open")
            .putExpressionName("#status", "status")
            .putExpressionValue(":open", AttributeValue.fromS("OPEN")).build())
        .build());                                          // version 2, views 1
    // readme: end

    assertEquals(1L, read.getVersion());
    assertEquals(0L, read.getViews());
    assertEquals(List.of("o-1"), ofCustomer.stream().map(OrderBean::getOrderId).toList());
    assertEquals(List.of("o-1"), open.stream().map(OrderBean::getOrderId).toList());
    assertEquals(2L, updated.getVersion());
    assertEquals(1L, updated.getViews());
    assertEquals(new BigDecimal("30.00"), updated.getTotal());
    read.setTotal(BigDecimal.ONE);
    assertThrows(ConditionalCheckFailedException.class, () -> orders.putItem(read),
        "the bean read at version 1 is refused after the update");
  }

  @Test
  void theSameStepsWithTheGeneratedEntity() {
    DynamoDbClient client = DYNAMO.client();

    // readme: migration-enhanced-after
    WebshopService shop = WebshopService.of(Table.of(client, DYNAMO.tableName())); // readme shows: WebshopService shop = WebshopService.of(Table.of(client, "app-table"));
    WebOrderEntity orders = shop.orders();

    orders.put(new WebOrder("c-1", "o-1", OrderStatus.OPEN, Instant.parse("2024-05-01T10:00:00Z"),
        new BigDecimal("25.50"), 0, null, null, null)).execute();   // version 1, views 0

    Optional<WebOrder> read = orders.get("c-1", "o-1").execute();
    List<WebOrder> ofCustomer = orders.query().primary("c-1").list();
    List<WebOrder> open = orders.query().byStatus(OrderStatus.OPEN)
        .placedAtGte(Instant.parse("2024-05-01T00:00:00Z")).list();

    WebOrder updated = orders.update("c-1", "o-1")
        .set(WebOrderEntity.TOTAL, new BigDecimal("30.00"))
        .add(WebOrderEntity.VIEWS, 1L)
        .condition(WebOrderEntity.STATUS.eq(OrderStatus.OPEN))
        .execute();                                         // version 2, views 1
    // readme: end

    assertEquals(1L, read.orElseThrow().version());
    assertEquals(0L, read.orElseThrow().views());
    assertEquals(List.of("o-1"), ofCustomer.stream().map(WebOrder::orderId).toList());
    assertEquals(List.of("o-1"), open.stream().map(WebOrder::orderId).toList());
    assertEquals(2L, updated.version());
    assertEquals(1L, updated.views());
    assertEquals(new BigDecimal("30.00"), updated.total());
    assertThrows(ConditionFailedException.class, () -> orders.put(read.orElseThrow()).execute(),
        "the record read at version 1 is refused after the update");

    Map<String, AttributeValue> stored = new java.util.TreeMap<>(RawItems.scan(Table.of(client, DYNAMO.tableName())).get(0));
    stored.keySet().removeIf(name -> name.startsWith("__token"));   // the exactly-once writes' tokens
    assertEquals(Map.ofEntries(
        Map.entry("pk", AttributeValue.fromS("CUSTOMER#c-1")),
        Map.entry("sk", AttributeValue.fromS("ORDER#o-1")),
        Map.entry("gsi1pk", AttributeValue.fromS("STATUS#OPEN")),
        Map.entry("gsi1sk", AttributeValue.fromS("2024-05-01T10:00:00.000000000Z")),
        Map.entry("__entity", AttributeValue.fromS("order")),
        Map.entry("__version", AttributeValue.fromN("1")),
        Map.entry("customerId", AttributeValue.fromS("c-1")),
        Map.entry("orderId", AttributeValue.fromS("o-1")),
        Map.entry("status", AttributeValue.fromS("OPEN")),
        Map.entry("placedAt", AttributeValue.fromS("2024-05-01T10:00:00.000000000Z")),
        Map.entry("total", AttributeValue.fromN("30.00")),
        Map.entry("views", AttributeValue.fromN("1")),
        Map.entry("version", AttributeValue.fromN("2")),
        Map.entry("createdAt", stored.get("createdAt")),
        Map.entry("updatedAt", stored.get("updatedAt"))), Map.copyOf(stored));
  }

  @Test
  void aTransactionAndABatchAcrossTheServicesEntities() {
    WebshopService shop = WebshopService.of(Table.of(DYNAMO.client(), DYNAMO.tableName()));
    shop.customers().put(new WebCustomer("c-1", "Ada", 0)).execute();

    // readme: migration-enhanced-transaction
    WebOrder placed = WebOrderEntity.completed(new WebOrder("c-1", null, OrderStatus.OPEN, Instant.now(),
        new BigDecimal("12.00"), 0, null, null, null));      // the order's id, drawn before sending
    shop.transactWrite()
        .create(WebOrderEntity.SCHEMA, placed)
        .update(WebCustomerEntity.SCHEMA, shop.customers().update("c-1").add(WebCustomerEntity.ORDERS, 1))
        .execute();

    BatchGetResult read = shop.batchGet()
        .get(WebOrderEntity.SCHEMA, WebOrderEntity.key("c-1", placed.orderId()))
        .get(WebCustomerEntity.SCHEMA, WebCustomerEntity.key("c-1"))
        .execute()
        .requireComplete();
    read.item(WebCustomerEntity.SCHEMA, WebCustomerEntity.key("c-1"));   // Optional[WebCustomer[customerId=c-1, name=Ada, orders=1]]
    // readme: end

    assertEquals(36, placed.orderId().length());
    assertEquals(Optional.of(new WebCustomer("c-1", "Ada", 1)), read.item(WebCustomerEntity.SCHEMA, WebCustomerEntity.key("c-1")));
    assertEquals(List.of(placed.orderId()),
        read.items(WebOrderEntity.SCHEMA).stream().map(WebOrder::orderId).toList());
  }
}
