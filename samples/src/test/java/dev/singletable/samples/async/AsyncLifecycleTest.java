package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.events.AggregateMeta;
import dev.singletable.samples.events.AggregateMetaEntity;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The twin of {@code LifecycleTest}: {@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt} and {@code @Ttl} on async writes. */
class AsyncLifecycleTest {
  private static final Instant MONDAY = Instant.parse("2024-05-06T08:00:00Z");
  private static final Instant TUESDAY = MONDAY.plusSeconds(86_400);
  private static final Instant WEDNESDAY = TUESDAY.plusSeconds(86_400);

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static Table table(AsyncEngines.Engine engine) {
    return engine.newTable("lifecycle", AccountEntity.SCHEMA, AggregateMetaEntity.SCHEMA);
  }

  private static AccountEntity accountsAt(Table table, Instant now) {
    return AccountEntity.of(table.withClock(Clock.fixed(now, ZoneOffset.UTC)));
  }

  private static Account account(String email, long revision) {
    return new Account("a-1", email, "Ada", revision, null, null, null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createPutAndUpdateKeepTheTimesAndTheVersion(AsyncEngines.Engine engine) {
    Table table = table(engine);

    Account created = await(accountsAt(table, MONDAY).create(account("ada@example.com", 0)).executeAsync());
    assertEquals(new Account("a-1", "ada@example.com", "Ada", 1, MONDAY, MONDAY, null), created);
    assertEquals(Optional.of(created), await(AccountEntity.of(table).get("a-1").executeAsync()));

    Account put = await(accountsAt(table, TUESDAY)
        .put(new Account("a-1", "ada@example.com", "Ada L.", 1, TUESDAY, null, null)).executeAsync());
    Account updated = await(accountsAt(table, WEDNESDAY).update("a-1").set(AccountEntity.DISPLAY_NAME, "Countess")
        .executeAsync());

    assertEquals(MONDAY, put.createdAt(), "a put never overwrites createdAt, even with another value");
    assertEquals(TUESDAY, put.updatedAt());
    assertEquals(2, put.revision());
    assertEquals(new Account("a-1", "ada@example.com", "Countess", 3, MONDAY, WEDNESDAY, null), updated);
    assertEquals(Optional.of(updated), await(AccountEntity.of(table).get("a-1").executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void staleVersionsAreRefusedOnPutUpdateAndDelete(AsyncEngines.Engine engine) {
    AccountEntity accounts = accountsAt(table(engine), MONDAY);
    await(accounts.create(account("ada@example.com", 0)).executeAsync());
    await(accounts.put(account("ada@example.com", 1)).executeAsync());

    ConditionFailedException stale = failure(ConditionFailedException.class,
        accounts.put(new Account("a-1", "ada@example.com", "Stale", 1, null, null, null)).executeAsync());
    ConditionFailedException fresh = failure(ConditionFailedException.class,
        accounts.put(new Account("a-1", "ada@example.com", "New", 0, null, null, null)).executeAsync());
    assertTrue(stale.getMessage().endsWith("does not meet the condition (its revision is 2)"), stale.getMessage());
    assertEquals("account", fresh.entity());
    assertEquals("Ada", await(accounts.get("a-1").executeAsync()).orElseThrow().displayName());

    failure(ConditionFailedException.class, accounts.update("a-1")
        .set(AccountEntity.DISPLAY_NAME, "X").condition(AccountEntity.REVISION.eq(7L)).executeAsync());
    failure(ConditionFailedException.class,
        accounts.delete("a-1").condition(AccountEntity.REVISION.eq(7L)).executeAsync());
    Optional<Account> deleted = await(accounts.delete("a-1").condition(AccountEntity.REVISION.eq(2L)).executeAsync());

    assertEquals(2L, deleted.orElseThrow().revision());
    assertEquals(Optional.empty(), await(accounts.get("a-1").executeAsync()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putRemovesAttributesTheNewValueLacks(AsyncEngines.Engine engine) {
    Table table = table(engine);
    await(AggregateMetaEntity.of(table.withClock(Clock.fixed(MONDAY, ZoneOffset.UTC)))
        .put(new AggregateMeta("order", "1", 1, null, null)).executeAsync());

    AggregateMeta second = await(AggregateMetaEntity.of(table.withClock(Clock.fixed(TUESDAY, ZoneOffset.UTC)))
        .put(new AggregateMeta("order", "1", 2, null, null)).executeAsync());

    assertEquals(new AggregateMeta("order", "1", 2, MONDAY, TUESDAY), second);
    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    assertEquals("2", stored.get("currentSeqNum").n());
    assertEquals("2024-05-06T08:00:00.000000000Z", stored.get("createdAt").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void ttlIsStoredAsEpochSecondsAndReadBackToTheSecond(AsyncEngines.Engine engine) {
    Table table = table(engine);
    Instant purgeAt = Instant.parse("2024-06-01T12:00:00.750Z");

    await(accountsAt(table, MONDAY).create(new Account("a-1", null, "Ada", 0, null, null, purgeAt)).executeAsync());

    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    assertEquals(AttributeValue.fromN("1717243200"), stored.get("purgeAt"));
    assertFalse(stored.containsKey("email"), "a null unique value claims nothing");
    assertEquals(Instant.parse("2024-06-01T12:00:00Z"),
        await(AccountEntity.of(table).get("a-1").executeAsync()).orElseThrow().purgeAt());
  }
}
