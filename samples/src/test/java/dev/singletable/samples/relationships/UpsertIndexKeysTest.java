package dev.singletable.samples.relationships;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An upsert that creates an item writes the keys of every index whose components it knows, as a
 * put of the record does: the flipped index of {@code studentSport} is rendered from the primary
 * key's components only ({@code SPORT#${sportId} / STUDENT#${studentId}}), so an upsert that sets
 * none of them still puts the item into that index and its {@code sport} collection.
 */
class UpsertIndexKeysTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static AdjacencyService service(SampleEngine engine) {
    return AdjacencyService.of(Engines.newTable(engine, "upsertindex", StudentEntity.SCHEMA, SportEntity.SCHEMA,
        StudentSportEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertThatCreatesTheItemPutsItIntoTheIndexRenderedFromItsKey(SampleEngine engine) {
    AdjacencyService service = service(engine);
    service.sports().put(new Sport("CHESS", "Chess", "Ann")).execute();

    StudentSport created = service.studentSports().upsert("XYQ", "CHESS")
        .set(StudentSportEntity.STUDENT_NAME, "Tom").execute();

    Map<String, AttributeValue> item = RawItems.scan(service.table()).stream()
        .filter(stored -> stored.get("PK").s().equals("STUDENT#XYQ")).findFirst().orElseThrow();
    assertEquals("SPORT#CHESS", item.get("GSIPK1").s());
    assertEquals("STUDENT#XYQ", item.get("GSISK1").s());
    assertEquals(List.of(created), service.studentSports().query().inverted("CHESS").list());
    AdjacencyService.SportCollection chess = service.sport("CHESS").list();
    assertEquals(Optional.of(new Sport("CHESS", "Chess", "Ann")), chess.sport());
    assertEquals(List.of(created), chess.studentSports());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertOfAnExistingItemKeepsItInTheIndex(SampleEngine engine) {
    AdjacencyService service = service(engine);
    service.studentSports().put(new StudentSport("XYQ", "CHESS", "Tom", "Chess")).execute();

    StudentSport updated = service.studentSports().upsert("XYQ", "CHESS")
        .set(StudentSportEntity.SPORT_NAME, "Chess960").execute();

    assertEquals(new StudentSport("XYQ", "CHESS", "Tom", "Chess960"), updated);
    assertEquals(List.of(updated), service.sport("CHESS").list().studentSports());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void upsertInATransactionPutsTheItemIntoTheIndexToo(SampleEngine engine) {
    AdjacencyService service = service(engine);
    Table table = service.table();

    service.transactWrite()
        .update(StudentSportEntity.SCHEMA, service.studentSports().upsert("VLD", "GOLF")
            .set(StudentSportEntity.STUDENT_NAME, "Val"))
        .execute();

    assertEquals(List.of(new StudentSport("VLD", "GOLF", "Val", null)),
        service.studentSports().query().inverted("GOLF").list());
    assertEquals(1, RawItems.scan(table).size());
  }
  @ParameterizedTest
  @MethodSource("engines")
  void updateOfAnItemLeftOutOfTheIndexPutsItBack(SampleEngine engine) {
    AdjacencyService service = service(engine);
    Table table = service.table();
    service.studentSports().put(new StudentSport("XYQ", "CHESS", "Tom", "Chess")).execute();
    // As an upsert of an earlier version left it: without the keys of the index rendered from its key.
    table.client().updateItem(b -> b.tableName(table.name()).key(StudentSportEntity.key("XYQ", "CHESS"))
        .updateExpression("REMOVE GSIPK1, GSISK1"));
    assertEquals(List.of(), service.studentSports().query().inverted("CHESS").list());

    StudentSport updated = service.studentSports().update("XYQ", "CHESS")
        .set(StudentSportEntity.SPORT_NAME, "Chess960").execute();

    assertEquals(List.of(updated), service.studentSports().query().inverted("CHESS").list());
    assertEquals(List.of(updated), service.sport("CHESS").list().studentSports());
  }
}
