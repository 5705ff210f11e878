package dev.singletable.samples.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt} and {@code @Ttl}, kept by the library. */
class LifecycleTest {
  private static final Instant MONDAY = Instant.parse("2024-05-06T08:00:00Z");
  private static final Instant TUESDAY = MONDAY.plusSeconds(86_400);
  private static final Instant WEDNESDAY = TUESDAY.plusSeconds(86_400);

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "lifecycle", AccountEntity.SCHEMA, AggregateMetaEntity.SCHEMA);
  }

  private static AccountEntity accountsAt(Table table, Instant now) {
    return AccountEntity.of(table.withClock(Clock.fixed(now, ZoneOffset.UTC)));
  }

  private static Account account(String email, long revision) {
    return new Account("a-1", email, "Ada", revision, null, null, null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createStampsBothTimesAndVersionOne(SampleEngine engine) {
    Table table = table(engine);

    Account created = accountsAt(table, MONDAY).create(account("ada@example.com", 0)).execute();

    assertEquals(new Account("a-1", "ada@example.com", "Ada", 1, MONDAY, MONDAY, null), created);
    assertEquals(Optional.of(created), AccountEntity.of(table).get("a-1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void laterPutAndUpdateKeepCreatedAtAndMoveUpdatedAtAndVersion(SampleEngine engine) {
    Table table = table(engine);
    accountsAt(table, MONDAY).create(account("ada@example.com", 0)).execute();

    Account put = accountsAt(table, TUESDAY)
        .put(new Account("a-1", "ada@example.com", "Ada L.", 1, TUESDAY, null, null)).execute();
    Account updated = accountsAt(table, WEDNESDAY).update("a-1").set(AccountEntity.DISPLAY_NAME, "Countess").execute();

    assertEquals(MONDAY, put.createdAt(), "a put never overwrites createdAt, even with another value");
    assertEquals(TUESDAY, put.updatedAt());
    assertEquals(2, put.revision());
    assertEquals(new Account("a-1", "ada@example.com", "Countess", 3, MONDAY, WEDNESDAY, null), updated);
    assertEquals(Optional.of(updated), AccountEntity.of(table).get("a-1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putOfAStaleVersionIsRefusedNamingTheStoredVersion(SampleEngine engine) {
    Table table = table(engine);
    AccountEntity accounts = accountsAt(table, MONDAY);
    accounts.create(account("ada@example.com", 0)).execute();
    accounts.put(account("ada@example.com", 1)).execute();

    ConditionFailedException stale = assertThrows(ConditionFailedException.class,
        () -> accounts.put(new Account("a-1", "ada@example.com", "Stale", 1, null, null, null)).execute());
    ConditionFailedException fresh = assertThrows(ConditionFailedException.class,
        () -> accounts.put(new Account("a-1", "ada@example.com", "New", 0, null, null, null)).execute());

    assertTrue(stale.getMessage().endsWith("does not meet the condition (its revision is 2)"), stale.getMessage());
    assertEquals("account", fresh.entity());
    assertEquals("Ada", accounts.get("a-1").execute().orElseThrow().displayName());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updateAndDeleteCheckTheVersionWhenAskedTo(SampleEngine engine) {
    Table table = table(engine);
    AccountEntity accounts = accountsAt(table, MONDAY);
    accounts.create(account("ada@example.com", 0)).execute();

    assertThrows(ConditionFailedException.class, () -> accounts.update("a-1")
        .set(AccountEntity.DISPLAY_NAME, "X").condition(AccountEntity.REVISION.eq(7L)).execute());
    assertThrows(ConditionFailedException.class,
        () -> accounts.delete("a-1").condition(AccountEntity.REVISION.eq(7L)).execute());
    Optional<Account> deleted = accounts.delete("a-1").condition(AccountEntity.REVISION.eq(1L)).execute();

    assertEquals(1L, deleted.orElseThrow().revision());
    assertEquals(Optional.empty(), accounts.get("a-1").execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putRemovesAttributesTheNewValueLacks(SampleEngine engine) {
    Table table = table(engine);
    AggregateMetaEntity metas = AggregateMetaEntity.of(table.withClock(Clock.fixed(MONDAY, ZoneOffset.UTC)));
    metas.put(new AggregateMeta("order", "1", 1, null, null)).execute();

    AggregateMeta second = AggregateMetaEntity.of(table.withClock(Clock.fixed(TUESDAY, ZoneOffset.UTC)))
        .put(new AggregateMeta("order", "1", 2, null, null)).execute();

    assertEquals(new AggregateMeta("order", "1", 2, MONDAY, TUESDAY), second);
    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    assertEquals("2", stored.get("currentSeqNum").n());
    assertEquals("2024-05-06T08:00:00.000000000Z", stored.get("createdAt").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void ttlIsStoredAsEpochSecondsAndReadBackToTheSecond(SampleEngine engine) {
    Table table = table(engine);
    Instant purgeAt = Instant.parse("2024-06-01T12:00:00.750Z");

    accountsAt(table, MONDAY).create(new Account("a-1", null, "Ada", 0, null, null, purgeAt)).execute();

    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    assertEquals(AttributeValue.fromN("1717243200"), stored.get("purgeAt"));
    assertFalse(stored.containsKey("email"), "a null unique value claims nothing");
    assertEquals(Instant.parse("2024-06-01T12:00:00Z"), AccountEntity.of(table).get("a-1").execute().orElseThrow().purgeAt());
    assertEquals("purgeAt", AccountsService.timeToLiveRequest("t").timeToLiveSpecification().attributeName());
  }
}
