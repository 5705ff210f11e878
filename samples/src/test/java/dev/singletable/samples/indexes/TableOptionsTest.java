package dev.singletable.samples.indexes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Capacity;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Billing mode and provisioned capacity in the generated table definition: the table's from
 * {@code @Provisioned}, an index's own from {@code @Gsi(readCapacity, writeCapacity)} or else the
 * table's, and on-demand billing for services without it; tables created from it.
 */
class TableOptionsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @Test
  void provisionedServiceDeclaresTableAndIndexCapacity() {
    CreateTableRequest request = CatalogService.createTableRequest("t");
    assertEquals(BillingMode.PROVISIONED, request.billingMode());
    assertEquals(5L, request.provisionedThroughput().readCapacityUnits());
    assertEquals(4L, request.provisionedThroughput().writeCapacityUnits());
    assertEquals("gsi1", request.globalSecondaryIndexes().get(0).indexName());
    assertEquals(2L, request.globalSecondaryIndexes().get(0).provisionedThroughput().readCapacityUnits());
    assertEquals(1L, request.globalSecondaryIndexes().get(0).provisionedThroughput().writeCapacityUnits());
    assertEquals("gsi2", request.globalSecondaryIndexes().get(1).indexName());
    assertEquals(5L, request.globalSecondaryIndexes().get(1).provisionedThroughput().readCapacityUnits());
    assertEquals(4L, request.globalSecondaryIndexes().get(1).provisionedThroughput().writeCapacityUnits());
  }

  @Test
  void serviceWithoutProvisionedCapacityIsBilledOnDemand() {
    CreateTableRequest request = PurchasesService.createTableRequest("t");
    assertEquals(BillingMode.PAY_PER_REQUEST, request.billingMode());
    assertEquals(null, request.provisionedThroughput());
  }

  @Test
  void capacityOfAnIndexTheTableDoesNotHaveIsRefused() {
    CreateTableRequest request = PurchasesService.createTableRequest("t");
    assertThrows(IllegalArgumentException.class,
        () -> TableDefinitions.withCapacity(request, new Capacity(1, 1), Map.of("gsi9", new Capacity(1, 1))));
    assertThrows(IllegalArgumentException.class, () -> new Capacity(0, 1));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theCreatedTableHasTheDeclaredCapacity(SampleEngine engine) {
    String name = "catalog-capacity-" + System.nanoTime();
    engine.client().createTable(CatalogService.createTableRequest(name));
    TableDescription table = engine.client().describeTable(builder -> builder.tableName(name)).table();
    assertEquals(5L, table.provisionedThroughput().readCapacityUnits());
    assertEquals(4L, table.provisionedThroughput().writeCapacityUnits());
    Map<String, GlobalSecondaryIndexDescription> indexes = new java.util.HashMap<>();
    table.globalSecondaryIndexes().forEach(index -> indexes.put(index.indexName(), index));
    assertEquals(2L, indexes.get("gsi1").provisionedThroughput().readCapacityUnits());
    assertEquals(1L, indexes.get("gsi1").provisionedThroughput().writeCapacityUnits());
    assertEquals(5L, indexes.get("gsi2").provisionedThroughput().readCapacityUnits());
  }
}
