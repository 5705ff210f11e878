package dev.singletable.samples.indexes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * An index keyed by two partition attributes and two sort attributes, each stored as its own typed
 * attribute: the table definition, the query steps and their ranges, sparseness,
 * tenant isolation and paging.
 */
class AttributeKeyedIndexTest {
  private static final Instant T0 = Instant.parse("2025-11-20T10:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static List<Score> scores() {
    List<Score> scores = new ArrayList<>();
    // Points descending by player number, two of them tied at 70 at different times.
    scores.add(new Score("p1", "g1", "acme", "eu", 90, T0.plusSeconds(10)));
    scores.add(new Score("p2", "g1", "acme", "eu", 70, T0.plusSeconds(30)));
    scores.add(new Score("p3", "g1", "acme", "eu", 70, T0.plusSeconds(20)));
    scores.add(new Score("p4", "g1", "acme", "eu", 9, T0.plusSeconds(40)));
    scores.add(new Score("p5", "g1", "acme", "eu", 100, T0.plusSeconds(50)));
    scores.add(new Score("p6", "g1", "acme", "us", 80, T0));
    scores.add(new Score("p7", "g1", "acme-evil", "eu", 75, T0));
    scores.add(new Score("p8", "g1", "acme", "eu", 60, null));
    return scores;
  }

  private static ScoreEntity filled(SampleEngine engine) {
    Table table = Engines.newTable(engine, "leaderboard", ScoreEntity.SCHEMA);
    ScoreEntity entity = ScoreEntity.of(table);
    scores().forEach(score -> entity.put(score).execute());
    return entity;
  }

  /** What DynamoDB should return for acme/eu: timed scores, by points as numbers, then by time. */
  private static List<Score> acmeEu() {
    return scores().stream()
        .filter(s -> s.tenant().equals("acme") && s.region().equals("eu") && s.achievedAt() != null)
        .sorted(Comparator.comparingInt(Score::points).thenComparing(Score::achievedAt))
        .toList();
  }

  @Test
  void tableDefinitionKeysTheIndexWithTypedHashAndRangeAttributesInOrder() {
    CreateTableRequest request = LeaderboardService.createTableRequest("t");
    GlobalSecondaryIndex index = request.globalSecondaryIndexes().get(0);
    assertEquals("byRegion", index.indexName());
    assertEquals(List.of(
            KeySchemaElement.builder().attributeName("tenant").keyType(KeyType.HASH).build(),
            KeySchemaElement.builder().attributeName("region").keyType(KeyType.HASH).build(),
            KeySchemaElement.builder().attributeName("points").keyType(KeyType.RANGE).build(),
            KeySchemaElement.builder().attributeName("achievedAt").keyType(KeyType.RANGE).build()),
        index.keySchema());
    assertTrue(request.attributeDefinitions().contains(
        AttributeDefinition.builder().attributeName("points").attributeType(ScalarAttributeType.N).build()));
    assertTrue(request.attributeDefinitions().contains(
        AttributeDefinition.builder().attributeName("tenant").attributeType(ScalarAttributeType.S).build()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void partitionReturnsOnlyItsTenantAndRegionSortedByPointsAsNumbersThenTime(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    // 9 sorts before 60 and 70 as a number, after them as text.
    assertEquals(acmeEu(), entity.query().byRegion("acme", "eu").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void rangeOnFirstSortAttribute(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    assertEquals(acmeEu().stream().filter(s -> s.points() > 70).toList(),
        entity.query().byRegion("acme", "eu").pointsGt(70).list());
    assertEquals(acmeEu().stream().filter(s -> s.points() >= 70).toList(),
        entity.query().byRegion("acme", "eu").pointsGte(70).list());
    assertEquals(acmeEu().stream().filter(s -> s.points() < 70).toList(),
        entity.query().byRegion("acme", "eu").pointsLt(70).list());
    assertEquals(acmeEu().stream().filter(s -> s.points() >= 9 && s.points() <= 90).toList(),
        entity.query().byRegion("acme", "eu").pointsBetween(9, 90).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void equalityOnFirstSortAttributeThenRangeOnTheSecond(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    assertEquals(List.of(scores().get(2), scores().get(1)),
        entity.query().byRegion("acme", "eu").points(70).list());
    assertEquals(List.of(scores().get(1)),
        entity.query().byRegion("acme", "eu").points(70).achievedAtGt(T0.plusSeconds(20)).list());
    assertEquals(Optional.of(scores().get(2)),
        entity.query().byRegion("acme", "eu").points(70).achievedAt(T0.plusSeconds(20)).first());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aRangeGivenNullLeavesTheSortAttributeOpenAsAKeyStepDoes(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    Instant none = null;
    assertEquals(List.of(scores().get(2), scores().get(1)),
        entity.query().byRegion("acme", "eu").points(70).achievedAtGt(none).list());
    assertEquals(List.of(scores().get(2), scores().get(1)),
        entity.query().byRegion("acme", "eu").points(70).achievedAtBetween(none, none).list());
    assertEquals(List.of(scores().get(1)),
        entity.query().byRegion("acme", "eu").points(70).achievedAtBetween(T0.plusSeconds(21), none).list());
    assertEquals(List.of(scores().get(2)),
        entity.query().byRegion("acme", "eu").points(70).achievedAtBetween(none, T0.plusSeconds(20)).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesThroughTheCursorReturnEveryItemOnceInOrder(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    List<Score> read = new ArrayList<>();
    Page<Score> page = entity.query().byRegion("acme", "eu").descending().limit(2).page();
    read.addAll(page.items());
    int pages = 1;
    while (page.cursor().isPresent()) {
      page = entity.query().byRegion("acme", "eu").descending().limit(2).startAfter(page.cursor().get()).page();
      read.addAll(page.items());
      pages++;
    }
    List<Score> expected = new ArrayList<>(acmeEu());
    java.util.Collections.reverse(expected);
    assertEquals(expected, read);
    assertTrue(pages >= 3, "pages: " + pages);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void cursorOfAnotherTenantIsRefused(SampleEngine engine) {
    ScoreEntity entity = filled(engine);
    String cursor = entity.query().byRegion("acme", "eu").limit(1).page().cursor().orElseThrow();
    assertThrows(SingleTableException.class,
        () -> entity.query().byRegion("acme-evil", "eu").startAfter(cursor));
  }
}
