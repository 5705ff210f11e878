package dev.singletable.samples.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @Unique} e-mail addresses of {@link Account} (seed 001, "Unique Field"): guard items
 * claimed and released in the same transaction as the account's own write.
 */
class UniqueEmailTest {

  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static AccountsService service(SampleEngine engine) {
    return AccountsService.of(Engines.newTable(engine, "unique", AccountEntity.SCHEMA, UserEntity.SCHEMA));
  }

  private static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  /** The partition keys of every item of the table, guard items included. */
  private static Set<String> partitions(Table table) {
    Set<String> keys = new TreeSet<>();
    for (var item : RawItems.scan(table)) {
      keys.add(item.get("pk").s());
    }
    return keys;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void twoConcurrentCreatesWithOneEmailLetExactlyOneSucceed(SampleEngine engine) throws Exception {
    AccountsService service = service(engine);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<Account>> creates = new ArrayList<>();
    for (String id : List.of("a-1", "a-2")) {
      creates.add(pool.submit((Callable<Account>) () -> {
        start.await();
        return service.accounts().create(account(id, "ada@example.com")).execute();
      }));
    }
    start.countDown();
    List<Account> created = new ArrayList<>();
    List<Throwable> refused = new ArrayList<>();
    for (Future<Account> create : creates) {
      try {
        created.add(create.get());
      } catch (ExecutionException e) {
        refused.add(e.getCause());
      }
    }
    pool.shutdown();

    assertEquals(1, created.size(), "exactly one create succeeds");
    assertEquals(1, refused.size());
    UniqueConstraintException e = assertInstanceOf(UniqueConstraintException.class, refused.get(0));
    assertEquals("account", e.entity());
    assertEquals("email", e.attribute());
    assertEquals("ada@example.com", e.value());
    assertTrue(e.getMessage().contains("email \"ada@example.com\" is already taken by another account item"),
        e.getMessage());
    String loser = created.get(0).accountId().equals("a-1") ? "a-2" : "a-1";
    assertEquals(Set.of("_unique#account#email#ada@example.com", "account/" + created.get(0).accountId()),
        partitions(service.table()), "the loser wrote nothing: no account " + loser);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletingTheAccountFreesItsEmail(SampleEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();
    assertThrows(UniqueConstraintException.class,
        () -> service.accounts().create(account("a-2", "ada@example.com")).execute());

    Optional<Account> deleted = service.accounts().delete("a-1").execute();
    Account second = service.accounts().create(account("a-2", "ada@example.com")).execute();

    assertEquals("a-1", deleted.orElseThrow().accountId());
    assertEquals("ada@example.com", second.email());
    assertEquals(Set.of("_unique#account#email#ada@example.com", "account/a-2"), partitions(service.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatingTheEmailReleasesTheOldAddressAndClaimsTheNew(SampleEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();
    service.accounts().create(account("a-2", "bob@example.com")).execute();

    UniqueConstraintException taken = assertThrows(UniqueConstraintException.class, () -> service.accounts()
        .update("a-1").set(AccountEntity.EMAIL, "bob@example.com").execute());
    Account moved = service.accounts().update("a-1").set(AccountEntity.EMAIL, "ada@lovelace.org").execute();
    service.accounts().create(account("a-3", "ada@example.com")).execute();

    assertEquals("bob@example.com", taken.value());
    assertEquals("ada@lovelace.org", moved.email());
    assertEquals(Set.of("_unique#account#email#ada@example.com", "_unique#account#email#ada@lovelace.org",
        "_unique#account#email#bob@example.com", "account/a-1", "account/a-2", "account/a-3"),
        partitions(service.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void putWithANewEmailMovesTheGuardAndAnUpdateOfOtherFieldsLeavesItAlone(SampleEngine engine) {
    AccountsService service = service(engine);
    Account first = service.accounts().create(account("a-1", "ada@example.com")).execute();

    Account renamed = service.accounts().update("a-1").set(AccountEntity.DISPLAY_NAME, "Countess").execute();
    Account put = service.accounts().put(new Account("a-1", "countess@example.com", "Countess", renamed.revision(),
        null, null, null)).execute();

    assertEquals("Countess", renamed.displayName());
    assertEquals(first.createdAt(), put.createdAt());
    assertEquals(Set.of("_unique#account#email#countess@example.com", "account/a-1"), partitions(service.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfATakenEmailInATransactionNamesTheClaimThatFailed(SampleEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();

    TransactionCanceledException e = assertThrows(TransactionCanceledException.class, () -> service.transactWrite()
        .put(UserEntity.SCHEMA, SeedData.user())
        .create(AccountEntity.SCHEMA, account("a-2", "ada@example.com"))
        .execute());

    TransactionCanceledException.Reason reason = e.failures().get(0);
    assertEquals(2, reason.index());
    assertEquals("account", reason.entity());
    assertEquals("claim unique email", reason.operation());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, reason.code());
    assertEquals(AttributeValue.fromS("_unique#account#email#ada@example.com"), reason.key().get("pk"));
    assertFalse(partitions(service.table()).contains("user/test@example.com"), "nothing of the transaction was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void batchWritesOfAnEntityWithUniqueAttributesAreRefused(SampleEngine engine) {
    AccountsService service = service(engine);

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> service.batchWrite().put(AccountEntity.SCHEMA, account("a-1", "ada@example.com")));

    assertTrue(e.getMessage().startsWith("account has unique attributes [email]"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOverAnExistingAccountFailsAsAnExistingKeyNotAsATakenEmail(SampleEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();

    ConditionFailedException e = assertThrows(ConditionFailedException.class,
        () -> service.accounts().create(account("a-1", "other@example.com")).execute());

    assertFalse(e instanceof UniqueConstraintException);
    assertTrue(e.getMessage().endsWith("an item of account has this key already (its revision is 1)"), e.getMessage());
    assertEquals(Set.of("_unique#account#email#ada@example.com", "account/a-1"), partitions(service.table()));
  }
}
