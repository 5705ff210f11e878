package dev.singletable.samples.rolling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.RawItems;
import dev.singletable.test.DynamoDbEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * A rolling deploy: the new code writes members at version 3 while the old code, at version 2, still
 * runs against the same table. No write of the old code replaces, changes or deletes an item the new
 * code stored, unless it asks for it by name; each refusal names entity, key, the stored version and
 * the writer's, and leaves the item as it was.
 */
class RollingDeployTest {
  private static final Member NEW = new Member("m1", "Ada", "ada@example.com");
  private static final OldMember OLD = new OldMember("m1", "Ada Lovelace");

  private static final AtomicInteger TABLES = new AtomicInteger();

  static Stream<Named<DynamoDbEngine>> engines() {
    return Stream.of(Named.of("moto", DynamoDbEngine.shared()));
  }

  /** A new table for the entity, bound to the engine's sync and async clients. */
  private static Table table(DynamoDbEngine engine, String prefix, EntitySchema<?> schema) {
    String name = prefix + "-" + TABLES.incrementAndGet();
    engine.client().createTable(TableDefinitions.createTableRequest(name, schema));
    return Table.of(engine.client(), engine.asyncClient(), name);
  }

  /** A table holding member m1 as version 3 wrote it. */
  private static Table storedByVersion3(DynamoDbEngine engine) {
    Table table = table(engine, "rolling", MemberEntity.SCHEMA);
    MemberEntity.of(table).put(NEW).execute();
    assertEquals("3", RawItems.scan(table).get(0).get("__version").n());
    return table;
  }

  private static void assertRefused(String operation, EntitySchema<?> schema, String key, Throwable thrown) {
    NewerVersionException e = assertInstanceOf(NewerVersionException.class, thrown, () -> operation + ": " + thrown);
    assertEquals(schema.entityName(), e.entity());
    assertEquals(3, e.storedVersion());
    assertEquals(2, e.writerVersion());
    String message = e.getMessage();
    for (String named : List.of(schema.entityName(), key, "version 3", "version 2")) {
      assertTrue(message.contains(named), operation + ": the message names " + named + ": " + message);
    }
  }

  /** Runs the write sync and async: both are refused as a newer version's, and nothing changes. */
  private static void assertBothRefused(Table table, String operation, Executable sync, Supplier<CompletableFuture<?>> async) {
    List<Map<String, AttributeValue>> before = RawItems.scan(table);
    assertRefused(operation, MemberEntity.SCHEMA, "MEMBER#m1", assertThrows(ConditionFailedException.class, sync));
    assertRefused(operation + " async", MemberEntity.SCHEMA, "MEMBER#m1",
        assertThrows(CompletionException.class, () -> async.get().join()).getCause());
    assertEquals(before, RawItems.scan(table), operation + " left the version 3 item as it was");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putByVersion2OfAVersion3ItemIsRefused(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    assertBothRefused(table, "put", () -> old.put(OLD).execute(), () -> old.put(OLD).executeAsync());
    assertBothRefused(table, "put returning old", () -> old.put(OLD).returningOld().execute(),
        () -> old.put(OLD).returningOld().executeAsync());
    assertEquals(NEW, MemberEntity.of(table).get("m1").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createByVersion2OverAVersion3ItemNamesTheNewerVersion(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    assertBothRefused(table, "create", () -> old.create(OLD).execute(), () -> old.create(OLD).executeAsync());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateAndUpsertByVersion2OfAVersion3ItemAreRefused(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    assertBothRefused(table, "update", () -> old.update("m1").set(OldMemberEntity.FULL_NAME, "Ada L.").execute(),
        () -> old.update("m1").set(OldMemberEntity.FULL_NAME, "Ada L.").executeAsync());
    assertBothRefused(table, "upsert", () -> old.upsert("m1").set(OldMemberEntity.FULL_NAME, "Ada L.").execute(),
        () -> old.upsert("m1").set(OldMemberEntity.FULL_NAME, "Ada L.").executeAsync());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deleteByVersion2OfAVersion3ItemIsRefused(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    assertBothRefused(table, "delete", () -> old.delete("m1").execute(), () -> old.delete("m1").executeAsync());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyTransactionalWriteByVersion2OfAVersion3ItemIsRefused(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    Map<String, Supplier<TransactWrite>> writes = Map.of(
        "put", () -> MembersOldService.of(table).transactWrite().put(OldMemberEntity.SCHEMA, OLD),
        "create", () -> MembersOldService.of(table).transactWrite().create(OldMemberEntity.SCHEMA, OLD),
        "update", () -> MembersOldService.of(table).transactWrite()
            .update(OldMemberEntity.SCHEMA, old.update("m1").set(OldMemberEntity.FULL_NAME, "Ada L.")),
        "delete", () -> MembersOldService.of(table).transactWrite().delete(OldMemberEntity.SCHEMA, OldMemberEntity.key("m1")));
    List<Map<String, AttributeValue>> before = RawItems.scan(table);
    for (Map.Entry<String, Supplier<TransactWrite>> write : writes.entrySet()) {
      String operation = write.getKey();
      TransactionCanceledException sync = assertThrows(TransactionCanceledException.class, () -> write.getValue().get().execute());
      TransactionCanceledException async = assertInstanceOf(TransactionCanceledException.class,
          assertThrows(CompletionException.class, () -> write.getValue().get().executeAsync().join()).getCause());
      for (TransactionCanceledException e : List.of(sync, async)) {
        TransactionCanceledException.Reason reason = e.failures().get(0);
        assertNotNull(reason.newerVersion(), operation + ": " + e.getMessage());
        assertRefused("transaction " + operation, MemberEntity.SCHEMA, "MEMBER#m1", reason.newerVersion());
        assertTrue(e.getMessage().contains("version 3") && e.getMessage().contains("version 2"), e.getMessage());
      }
    }
    assertEquals(before, RawItems.scan(table), "no transaction changed the version 3 item");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWriteThatAsksByNameReplacesOrDeletesTheNewerItem(DynamoDbEngine engine) {
    Table table = storedByVersion3(engine);
    OldMemberEntity old = OldMemberEntity.of(table);
    assertThrows(NewerVersionException.class, () -> old.put(OLD).execute());

    assertEquals(OLD, old.put(OLD).overwriteNewerVersion().execute());
    assertEquals("2", RawItems.scan(table).get(0).get("__version").n());
    assertEquals(new Member("m1", "Ada Lovelace", null), MemberEntity.of(table).get("m1").execute().orElseThrow());

    MemberEntity.of(table).put(NEW).execute();
    assertThrows(NewerVersionException.class, () -> old.delete("m1").execute());
    assertEquals(Optional.empty(), old.delete("m1").overwriteNewerVersion().executeAsync().join(),
        "the deleted item is version 3's, which version 2 cannot read");
    assertEquals(List.of(), RawItems.scan(table));

    MemberEntity.of(table).put(NEW).execute();
    MembersOldService.of(table).transactWrite().putOverwritingNewerVersion(OldMemberEntity.SCHEMA, OLD).execute();
    assertEquals("2", RawItems.scan(table).get(0).get("__version").n());
    MemberEntity.of(table).put(NEW).execute();
    MembersOldService.of(table).transactWrite()
        .deleteOverwritingNewerVersion(OldMemberEntity.SCHEMA, OldMemberEntity.key("m1")).execute();
    assertEquals(List.of(), RawItems.scan(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theNewerVersionStillReplacesAndDeletesItemsOfTheOlderOne(DynamoDbEngine engine) {
    Table table = table(engine, "rolling", MemberEntity.SCHEMA);
    OldMemberEntity old = OldMemberEntity.of(table);
    MemberEntity members = MemberEntity.of(table);
    old.put(OLD).execute();
    old.put(new OldMember("m1", "Ada B.")).execute();
    assertEquals(new Member("m1", "Ada B.", null), members.get("m1").execute().orElseThrow());

    members.put(NEW).execute();
    assertEquals(NEW, members.get("m1").execute().orElseThrow());
    members.delete("m1").execute();
    old.create(OLD).execute();
    MembersNewService.of(table).transactWrite().delete(MemberEntity.SCHEMA, MemberEntity.key("m1")).execute();
    assertEquals(List.of(), RawItems.scan(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutSentAsAnUpdateToKeepCreatedAtIsRefusedToo(DynamoDbEngine engine) {
    Table table = table(engine, "rolling-badges", BadgeEntity.SCHEMA);
    Instant created = Instant.parse("2026-01-02T03:04:05Z");
    BadgeEntity.of(table).put(new Badge("b1", "gold", "yellow", created)).execute();
    OldBadgeEntity old = OldBadgeEntity.of(table);
    List<Map<String, AttributeValue>> before = RawItems.scan(table);

    assertRefused("put", BadgeEntity.SCHEMA, "BADGE#b1",
        assertThrows(ConditionFailedException.class, () -> old.put(new OldBadge("b1", "silver", null)).execute()));
    assertRefused("put async", BadgeEntity.SCHEMA, "BADGE#b1", assertThrows(CompletionException.class,
        () -> old.put(new OldBadge("b1", "silver", null)).executeAsync().join()).getCause());
    assertEquals(before, RawItems.scan(table));

    assertEquals(new OldBadge("b1", "silver", created), old.put(new OldBadge("b1", "silver", null)).overwriteNewerVersion().execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWriteWithUniqueValuesSentAsATransactionIsRefusedToo(DynamoDbEngine engine) {
    Table table = table(engine, "rolling-handles", HandleEntity.SCHEMA);
    HandleEntity.of(table).put(new Handle("h1", "ada", "counts")).execute();
    OldHandleEntity old = OldHandleEntity.of(table);
    List<Map<String, AttributeValue>> before = RawItems.scan(table);

    assertRefused("put", HandleEntity.SCHEMA, "HANDLE#h1",
        assertThrows(ConditionFailedException.class, () -> old.put(new OldHandle("h1", "lovelace")).execute()));
    assertRefused("put async", HandleEntity.SCHEMA, "HANDLE#h1", assertThrows(CompletionException.class,
        () -> old.put(new OldHandle("h1", "lovelace")).executeAsync().join()).getCause());
    assertRefused("delete", HandleEntity.SCHEMA, "HANDLE#h1",
        assertThrows(ConditionFailedException.class, () -> old.delete("h1").execute()));
    assertEquals(before, RawItems.scan(table));

    old.put(new OldHandle("h1", "lovelace")).overwriteNewerVersion().execute();
    assertEquals("2", RawItems.scan(table).stream().filter(item -> item.get("pk").s().equals("HANDLE#h1"))
        .findFirst().orElseThrow().get("__version").n());
    old.delete("h1").overwriteNewerVersion().execute();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchPutCarriesNoConditionSoItReplacesTheNewerItemAndItsCreationTime(DynamoDbEngine engine) {
    // What the README says batch writes do: no guard applies, the stored createdAt is not kept.
    Table table = table(engine, "rolling-badges", BadgeEntity.SCHEMA);
    BadgeEntity.of(table).put(new Badge("b1", "gold", "yellow", Instant.parse("2026-01-02T03:04:05Z"))).execute();
    Instant now = Instant.parse("2026-06-01T00:00:00Z");

    BadgesOldService.of(table.withClock(Clock.fixed(now, ZoneOffset.UTC))).batchWrite()
        .put(OldBadgeEntity.SCHEMA, new OldBadge("b1", "silver", null)).execute().requireComplete();

    assertEquals("2", RawItems.scan(table).get(0).get("__version").n());
    assertEquals(new OldBadge("b1", "silver", now), OldBadgeEntity.of(table).get("b1").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemOfTheEntityWithoutVersionAttributeIsNotReplaced(DynamoDbEngine engine) {
    Table table = table(engine, "rolling", MemberEntity.SCHEMA);
    // A read refuses it (no version), so a put must not replace it either.
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(Map.of(
        "pk", AttributeValue.fromS("MEMBER#m1"), "sk", AttributeValue.fromS("#MEMBER"),
        "__entity", AttributeValue.fromS("member"), "id", AttributeValue.fromS("m1"))).build());

    assertThrows(ConditionFailedException.class, () -> OldMemberEntity.of(table).put(OLD).execute());

    assertEquals(null, RawItems.scan(table).get(0).get("__version"));
  }
}
