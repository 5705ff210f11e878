package dev.singletable.samples.indexes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TableQuery;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Local secondary indexes: the table definition, queries of one partition in another
 * order with strongly consistent reads, ranges, sparseness, updates that move an item within the
 * index, and partitions that share a prefix.
 */
class LocalIndexTest {
  private static final Instant T0 = Instant.parse("2026-02-01T09:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static List<Purchase> purchases() {
    List<Purchase> purchases = new ArrayList<>();
    purchases.add(new Purchase("c1", "o1", T0.plusSeconds(300), new BigDecimal("19.99"), "paid"));
    purchases.add(new Purchase("c1", "o2", T0.plusSeconds(100), new BigDecimal("5"), "paid"));
    purchases.add(new Purchase("c1", "o3", T0.plusSeconds(200), new BigDecimal("120.5"), "paid"));
    purchases.add(new Purchase("c1", "o4", null, new BigDecimal("-3"), "refund"));
    purchases.add(new Purchase("c1", "o5", T0.plusSeconds(400), new BigDecimal("9.5"), "paid"));
    purchases.add(new Purchase("c1-evil", "o6", T0.plusSeconds(150), new BigDecimal("7"), "paid"));
    return purchases;
  }

  private static PurchaseEntity filled(SampleEngine engine) {
    Table table = Engines.newTable(engine, "purchases", PurchaseEntity.SCHEMA);
    PurchaseEntity entity = PurchaseEntity.of(table);
    purchases().forEach(purchase -> entity.put(purchase).execute());
    return entity;
  }

  private static List<Purchase> ofC1(Comparator<Purchase> order) {
    return purchases().stream().filter(p -> p.customerId().equals("c1")).sorted(order).toList();
  }

  @Test
  void tableDefinitionHasTheLocalIndexesOnTheTablePartitionKey() {
    CreateTableRequest request = PurchasesService.createTableRequest("t");
    assertEquals(2, request.localSecondaryIndexes().size());
    LocalSecondaryIndex lsi1 = request.localSecondaryIndexes().get(0);
    assertEquals("lsi1", lsi1.indexName());
    assertEquals(List.of(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
        KeySchemaElement.builder().attributeName("lsi1sk").keyType(KeyType.RANGE).build()), lsi1.keySchema());
    assertEquals(ProjectionType.ALL, lsi1.projection().projectionType());
    assertEquals(List.of(), request.globalSecondaryIndexes());
    assertEquals(true, request.attributeDefinitions().contains(
        AttributeDefinition.builder().attributeName("lsi2sk").attributeType(ScalarAttributeType.S).build()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void consistentQueryReadsThePartitionInTimeOrderLeavingOutUnplacedPurchases(SampleEngine engine) {
    PurchaseEntity entity = filled(engine);
    List<Purchase> placed = ofC1(Comparator.comparing(Purchase::placedAt, Comparator.nullsFirst(Comparator.naturalOrder())))
        .stream().filter(p -> p.placedAt() != null).toList();
    assertEquals(placed, entity.query().byPlacedAt("c1").consistent().list());
    assertEquals(placed.subList(1, 4), entity.query().byPlacedAt("c1").placedAtGte(T0.plusSeconds(200)).consistent()
        .list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void amountRangesCompareNumbersNotText(SampleEngine engine) {
    PurchaseEntity entity = filled(engine);
    List<Purchase> byAmount = ofC1(Comparator.comparing(Purchase::amount));
    assertEquals(byAmount, entity.query().byAmount("c1").list());
    assertEquals(byAmount.stream().filter(p -> p.amount().compareTo(BigDecimal.TEN) > 0).toList(),
        entity.query().byAmount("c1").amountGt(BigDecimal.TEN).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateOfTheSortComponentMovesTheItemWithinTheIndex(SampleEngine engine) {
    PurchaseEntity entity = filled(engine);
    entity.update("c1", "o4").set(PurchaseEntity.PLACED_AT, T0).execute();
    assertEquals("o4", entity.query().byPlacedAt("c1").consistent().list().get(0).orderId());
    entity.update("c1", "o2").remove(PurchaseEntity.PLACED_AT).execute();
    assertEquals(List.of("o4", "o3", "o1", "o5"), entity.query().byPlacedAt("c1").consistent().list().stream()
        .map(Purchase::orderId).toList());
    assertEquals(null, Objects.requireNonNull(entity.get("c1", "o2").execute().orElseThrow()).placedAt());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aGlobalIndexQueryOffersNoConsistentReads(SampleEngine engine) throws NoSuchMethodException {
    Table table = Engines.newTable(engine, "catalog", ArticleEntity.SCHEMA, ReviewEntity.SCHEMA);
    Class<?> step = ArticleEntity.Query.class.getMethod("byTag", String.class).getReturnType();
    assertThrows(NoSuchMethodException.class, () -> step.getMethod("consistent"));
    assertFalse(ArticleEntity.of(table).query().byTag("java").operation() instanceof TableQuery);
  }
}
