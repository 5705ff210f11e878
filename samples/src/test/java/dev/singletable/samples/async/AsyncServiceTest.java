package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.UserEntity;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.SnapshotEntity;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;


/**
 * Generated services driven by their async terminals: {@code @Version} and
 * {@code @Unique} writes, conditions, and the async twin of a collection read.
 */
class AsyncServiceTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  /** The value of a future, or the very exception it failed with. */
  static <V> V await(CompletableFuture<V> future) throws Throwable {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    // get() can return before this callback has run: its own stage completes once it has.
    CompletableFuture<V> observed = future.whenComplete((value, thrown) -> failure.set(thrown));
    try {
      return future.get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      observed.handle((value, thrown) -> null).get(30, TimeUnit.SECONDS);
      assertSame(e.getCause(), failure.get(), "the future fails with the exception itself, not a wrapper");
      throw e.getCause();
    }
  }

  private static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void versionedAndUniqueWritesBehaveAsTheirSyncTwins(AsyncEngines.Engine engine) throws Throwable {
    AccountsService service = AccountsService.of(engine.newTable("accounts", AccountEntity.SCHEMA, UserEntity.SCHEMA));
    AccountEntity accounts = service.accounts();

    Account created = await(accounts.create(account("a-1", "ada@example.com")).executeAsync());
    assertEquals(1L, created.revision());
    UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
        () -> await(accounts.create(account("a-2", "ada@example.com")).executeAsync()));
    assertEquals("email", taken.attribute());

    Account put = await(accounts.put(created).executeAsync());
    assertEquals(2L, put.revision());
    assertThrows(ConditionFailedException.class, () -> await(accounts.put(created).executeAsync()),
        "a put of a stale version is refused");

    Account renamed = await(accounts.update("a-1").set(AccountEntity.EMAIL, "countess@example.com").executeAsync());
    assertEquals("countess@example.com", renamed.email());
    assertThrows(ConditionFailedException.class, () -> await(accounts.update("a-1")
        .set(AccountEntity.DISPLAY_NAME, "X").condition(AccountEntity.REVISION.eq(7L)).executeAsync()));
    assertEquals("ada@example.com",
        await(accounts.create(account("a-2", "ada@example.com")).executeAsync()).email(), "the old e-mail is free");

    assertThrows(InvalidValueException.class, () -> await(accounts.create(account(null, "x@example.com")).executeAsync()),
        "a value refused before sending fails the future");

    assertEquals("a-1", await(accounts.delete("a-1").executeAsync()).orElseThrow().accountId());
    assertEquals(Optional.empty(), await(accounts.get("a-1").executeAsync()));
    assertEquals("countess@example.com",
        await(accounts.create(account("a-3", "countess@example.com")).executeAsync()).email(),
        "the delete released the e-mail");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theCollectionHasAnAsyncTwin(AsyncEngines.Engine engine) throws Throwable {
    Table table = engine.newTable("aggregate", AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA)
        .withClock(SeedData.clock());
    EventsService service = EventsService.of(table);
    await(service.aggregateMetas().put(SeedData.orderMeta()).executeAsync());
    for (Event event : SeedData.orderEvents()) {
      await(service.events().create(event).executeAsync());
    }
    await(service.snapshots().put(SeedData.orderSnapshot()).executeAsync());

    EventsService.AggregateCollection aggregate = await(service.aggregate("order", "1234").listAsync());

    assertEquals(service.aggregate("order", "1234").list(), aggregate);
    assertEquals(SeedData.orderEvents(), aggregate.events());
    assertEquals(Optional.of(SeedData.orderMeta()), aggregate.aggregateMeta());
    assertTrue(await(service.aggregate("order", "9999").listAsync()).events().isEmpty());
    assertThrows(InvalidValueException.class, () -> await(service.aggregate(null, "1").listAsync()));
  }
}
