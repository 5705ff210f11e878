package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

class TableDefinitionsTest {
  private static final IndexDefinition BY_DATE = new IndexDefinition("gsi2", "gsi2pk", null);

  @Test
  void coversEveryKeyFieldAndIndexOfAllEntitiesOnce() {
    OrderSchema invoices = new OrderSchema("invoice", 1, "sk", List.of(OrderSchema.BY_STATUS, BY_DATE));
    CreateTableRequest request = TableDefinitions.createTableRequest("app", OrderSchema.ORDERS, invoices);
    assertEquals("app", request.tableName());
    assertEquals(BillingMode.PAY_PER_REQUEST, request.billingMode());
    List<String> attributes = new ArrayList<>();
    for (AttributeDefinition definition : request.attributeDefinitions()) {
      assertEquals(ScalarAttributeType.S, definition.attributeType());
      attributes.add(definition.attributeName());
    }
    assertEquals(List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk"), attributes);
    assertEquals("pk", request.keySchema().get(0).attributeName());
    assertEquals(KeyType.HASH, request.keySchema().get(0).keyType());
    assertEquals("sk", request.keySchema().get(1).attributeName());
    assertEquals(KeyType.RANGE, request.keySchema().get(1).keyType());
    assertEquals(2, request.globalSecondaryIndexes().size());
    GlobalSecondaryIndex byDate = request.globalSecondaryIndexes().get(1);
    assertEquals("gsi2", byDate.indexName());
    assertEquals(1, byDate.keySchema().size());
    assertEquals(ProjectionType.ALL, byDate.projection().projectionType());
  }

  @Test
  void aStreamIsEnabledWithTheGivenViewTypeOnTheSameTable() {
    CreateTableRequest plain = TableDefinitions.createTableRequest("app", OrderSchema.ORDERS);
    CreateTableRequest streamed = TableDefinitions.createTableRequest("app",
        software.amazon.awssdk.services.dynamodb.model.StreamViewType.NEW_AND_OLD_IMAGES, OrderSchema.ORDERS);

    assertEquals(true, streamed.streamSpecification().streamEnabled());
    assertEquals(software.amazon.awssdk.services.dynamodb.model.StreamViewType.NEW_AND_OLD_IMAGES,
        streamed.streamSpecification().streamViewType());
    assertEquals(plain, streamed.toBuilder().streamSpecification((software.amazon.awssdk.services.dynamodb.model
        .StreamSpecification) null).build());
  }

  @Test
  void tableWithoutSortKeyOrIndexesHasNeither() {
    CreateTableRequest request = TableDefinitions.createTableRequest("app", new OrderSchema("order", 1, null, List.of()));
    assertEquals(1, request.keySchema().size());
    assertEquals(1, request.attributeDefinitions().size());
    assertFalse(request.hasGlobalSecondaryIndexes());
  }

  @Test
  void refusesOneIndexMappedToDifferentFieldsNamingBothEntities() {
    OrderSchema invoices = new OrderSchema("invoice", 1, "sk", List.of(new IndexDefinition("gsi1", "gsi1pk", "other")));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.createTableRequest("app", OrderSchema.ORDERS, invoices));
    assertTrue(e.getMessage().contains("order") && e.getMessage().contains("invoice") && e.getMessage().contains("gsi1"), e.getMessage());
  }

  @Test
  void refusesEntitiesWithDifferentPrimaryKeysNamingBoth() {
    OrderSchema noSortKey = new OrderSchema("invoice", 1, null, List.of());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.createTableRequest("app", OrderSchema.ORDERS, noSortKey));
    assertEquals("entities order and invoice cannot share a table: their primary keys are (pk, sk) and (pk)", e.getMessage());
  }

  @Test
  void refusesNoEntities() {
    assertThrows(IllegalArgumentException.class, () -> TableDefinitions.createTableRequest("app"));
  }

  @Test
  void indexDefinitionEqualityCoversAllThreeParts() {
    assertEquals(new IndexDefinition("g", "p", null), new IndexDefinition("g", "p", null));
    assertEquals(new IndexDefinition("g", "p", "s").hashCode(), new IndexDefinition("g", "p", "s").hashCode());
    assertFalse(new IndexDefinition("g", "p", "s").equals(new IndexDefinition("g", "p", null)));
    assertEquals("g(p, s)", new IndexDefinition("g", "p", "s").toString());
    assertThrows(NullPointerException.class, () -> new IndexDefinition(null, "p", null));
  }

  @Test
  void aProjectedIndexStoresTheIdentityAndTheIncludedAttributesOfEveryEntitySharingIt() {
    OrderSchema keysOnly = new OrderSchema("order", 1, "sk",
        List.of(new IndexDefinition("gsi1", "gsi1pk", "gsi1sk", ProjectionType.KEYS_ONLY, List.of())));
    assertEquals(Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes("__entity", "__version")
        .build(), TableDefinitions.createTableRequest("app", keysOnly).globalSecondaryIndexes().get(0).projection());
    OrderSchema titles = new OrderSchema("order", 1, "sk",
        List.of(new IndexDefinition("gsi1", "gsi1pk", "gsi1sk", ProjectionType.INCLUDE, List.of("title", "total"))));
    OrderSchema totals = new OrderSchema("invoice", 1, "sk",
        List.of(new IndexDefinition("gsi1", "gsi1pk", "gsi1sk", ProjectionType.INCLUDE, List.of("total", "due"))));
    assertEquals(List.of("__entity", "__version", "title", "total", "due"), TableDefinitions
        .createTableRequest("app", titles, totals).globalSecondaryIndexes().get(0).projection().nonKeyAttributes());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.createTableRequest("app", keysOnly, OrderSchema.ORDERS));
    assertTrue(e.getMessage().contains("gsi1") && e.getMessage().contains("KEYS_ONLY"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> new IndexDefinition("gsi1", "gsi1pk", null, ProjectionType.KEYS_ONLY, List.of("title")));
  }

  @Test
  void localIndexesShareThePartitionKeyAndAreRefusedWhenTheyClashOrExceedFive() {
    CreateTableRequest request = TableDefinitions.createTableRequest("app", withLocal("lsi1", "lsi2"));
    assertEquals(2, request.localSecondaryIndexes().size());
    assertEquals("pk", request.localSecondaryIndexes().get(0).keySchema().get(0).attributeName());
    assertEquals("lsi1sk", request.localSecondaryIndexes().get(0).keySchema().get(1).attributeName());
    assertTrue(request.attributeDefinitions().contains(
        AttributeDefinition.builder().attributeName("lsi2sk").attributeType(ScalarAttributeType.S).build()));
    assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.createTableRequest("app", withLocal("l1", "l2", "l3", "l4", "l5", "l6")));
    assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.createTableRequest("app", OrderSchema.ORDERS, withLocal("gsi1")));
  }

  @Test
  void provisionedCapacityGoesToTheTableAndEveryGlobalIndex() {
    CreateTableRequest request = TableDefinitions.withCapacity(TableDefinitions.createTableRequest("app",
            new OrderSchema("order", 1, "sk", List.of(OrderSchema.BY_STATUS, BY_DATE))),
        new Capacity(10, 5), java.util.Map.of("gsi2", new Capacity(3, 2)));
    assertEquals(BillingMode.PROVISIONED, request.billingMode());
    assertEquals(10L, request.provisionedThroughput().readCapacityUnits());
    assertEquals(5L, request.globalSecondaryIndexes().get(0).provisionedThroughput().writeCapacityUnits());
    assertEquals(3L, request.globalSecondaryIndexes().get(1).provisionedThroughput().readCapacityUnits());
    assertEquals(2L, request.globalSecondaryIndexes().get(1).provisionedThroughput().writeCapacityUnits());
  }

  /** The orders entity with local indexes of these names, each sorted by {@code <name>sk}. */
  private static EntitySchema<OrderSchema.Order> withLocal(String... names) {
    List<IndexDefinition> local = new ArrayList<>();
    for (String name : names) {
      local.add(new IndexDefinition(name, "pk", name + "sk"));
    }
    EntitySchema<OrderSchema.Order> orders = OrderSchema.ORDERS;
    return new EntitySchema<>() {
      @Override
      public String service() {
        return orders.service();
      }

      @Override
      public String entityName() {
        return "localOrder";
      }

      @Override
      public int entityVersion() {
        return 1;
      }

      @Override
      public String partitionKeyField() {
        return orders.partitionKeyField();
      }

      @Override
      public String sortKeyField() {
        return orders.sortKeyField();
      }

      @Override
      public List<IndexDefinition> indexes() {
        return List.of();
      }

      @Override
      public List<IndexDefinition> localIndexes() {
        return local;
      }

      @Override
      public java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toItem(
          OrderSchema.Order value) {
        return orders.toItem(value);
      }

      @Override
      public OrderSchema.Order fromItem(
          java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        return orders.fromItem(item);
      }

      @Override
      public Key<OrderSchema.Order> keyOf(OrderSchema.Order value) {
        return orders.keyOf(value);
      }

      @Override
      public boolean owns(java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        return orders.owns(item);
      }
    };
  }
}
