package dev.singletable.samples.stamped;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @UpdatedAt} in secondary index keys: every write renders the keys from the time it stores,
 * so an item's index keys always match its {@code updatedAt}, and an update moves them.
 */
class UpdatedAtInKeysTest {
  private static final Instant T1 = Instant.parse("2024-05-06T07:00:00Z");
  private static final Instant T2 = Instant.parse("2024-05-06T08:00:00Z");
  private static final Instant T3 = Instant.parse("2024-05-06T09:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "mail", MailThreadEntity.SCHEMA);
  }

  private static MailThreadEntity at(Table table, Instant now) {
    return MailThreadEntity.of(table.withClock(Clock.fixed(now, ZoneOffset.UTC)));
  }

  private static Map<String, AttributeValue> item(Table table, String threadId) {
    return RawItems.scan(table).stream().filter(item -> item.get("sk").s().equals("THREAD#" + threadId))
        .findFirst().orElseThrow();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCreateAndAPutRenderTheIndexKeysFromTheTimeTheyStore(SampleEngine engine) {
    Table table = table(engine);

    MailThread created = at(table, T1).create(new MailThread("ann", "a", "hello", "work", null)).execute();
    MailThread put = at(table, T2).put(new MailThread("ann", "b", "news", "home", T1)).execute();

    assertEquals(T1, created.updatedAt());
    assertEquals(T2, put.updatedAt());
    assertEquals("UPDATED#2024-05-06T07:00:00.000000000Z#a", item(table, "a").get("gsi1sk").s());
    assertEquals("UPDATED#2024-05-06T08:00:00.000000000Z", item(table, "b").get("gsi2sk").s());
    assertEquals(List.of(put, created), MailThreadEntity.of(table).query().inbox("ann").descending().list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateMovesTheKeysOfEveryIndexHoldingTheUpdateTime(SampleEngine engine) {
    Table table = table(engine);
    at(table, T1).create(new MailThread("ann", "a", "hello", "work", null)).execute();
    at(table, T2).create(new MailThread("ann", "b", "news", "work", null)).execute();

    MailThread updated = at(table, T3).update("ann", "a").set(MailThreadEntity.SUBJECT, "re: hello")
        .readingMissingComponents().execute();
    MailThread moved = at(table, T3.plusSeconds(1)).update("ann", "b").setByFolder("home").execute();

    assertEquals(T3, updated.updatedAt());
    assertEquals("UPDATED#2024-05-06T09:00:00.000000000Z#a", item(table, "a").get("gsi1sk").s());
    assertEquals("UPDATED#2024-05-06T09:00:00.000000000Z", item(table, "a").get("gsi2sk").s());
    assertEquals(List.of(moved, updated), MailThreadEntity.of(table).query().inbox("ann").descending().list());
    assertEquals(List.of(moved), MailThreadEntity.of(table).query().byFolder("home").list());
    assertEquals(List.of(updated), MailThreadEntity.of(table).query().byFolder("work").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateThatCannotRenderAnIndexHoldingTheUpdateTimeSaysWhatItLacksAndSendsNothing(SampleEngine engine) {
    Table table = table(engine);
    at(table, T1).create(new MailThread("ann", "a", "hello", "work", null)).execute();

    IncompleteUpdateException refused = assertThrows(IncompleteUpdateException.class,
        () -> at(table, T2).update("ann", "a").set(MailThreadEntity.SUBJECT, "re: hello").execute());

    assertTrue(refused.getMessage().contains("folder"), refused.getMessage());
    assertTrue(refused.getMessage().contains("readingMissingComponents()"), refused.getMessage());
    assertEquals("UPDATED#2024-05-06T07:00:00.000000000Z#a", item(table, "a").get("gsi1sk").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertStoresTheKeysOfTheTimeItStores(SampleEngine engine) {
    Table table = table(engine);

    MailThread upserted = at(table, T1).upsert("ann", "a").set(MailThreadEntity.SUBJECT, "hi")
        .setByFolder("work").execute();
    MailThread again = at(table, T2).upsert("ann", "a").setByFolder("home").execute();

    assertEquals(T1, upserted.updatedAt());
    assertEquals(T2, again.updatedAt());
    assertEquals("UPDATED#2024-05-06T08:00:00.000000000Z#a", item(table, "a").get("gsi1sk").s());
    assertEquals(List.of(again), MailThreadEntity.of(table).query().byFolder("home").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTransactionAndABatchRenderTheKeysFromTheTimeTheyStore(SampleEngine engine) {
    Table table = table(engine);

    TransactWrite.of(table.withClock(Clock.fixed(T1, ZoneOffset.UTC)))
        .put(MailThreadEntity.SCHEMA, new MailThread("ann", "a", "x", "work", null))
        .execute();
    BatchWrite.of(table.withClock(Clock.fixed(T2, ZoneOffset.UTC)))
        .put(MailThreadEntity.SCHEMA, new MailThread("ann", "b", "y", "work", T1))
        .execute();

    assertEquals("UPDATED#2024-05-06T07:00:00.000000000Z#a", item(table, "a").get("gsi1sk").s());
    assertEquals("UPDATED#2024-05-06T08:00:00.000000000Z#b", item(table, "b").get("gsi1sk").s());
    assertEquals(List.of(T2, T1), MailThreadEntity.of(table).query().byFolder("work").descending().list().stream()
        .map(MailThread::updatedAt).toList());
  }
}
