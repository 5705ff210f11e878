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
}
