package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.account;
import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static dev.singletable.samples.async.Twins.partitions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.SeedData;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.UserEntity;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The twin of {@code UniqueEmailTest}: guard items of {@code @Unique} e-mails claimed and released by async writes. */
class AsyncUniqueEmailTest {
  private static final String ADA = "_unique#account#email#ada@example.com";

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  private static AccountsService service(AsyncEngines.Engine engine) {
    return AccountsService.of(engine.newTable("unique", AccountEntity.SCHEMA, UserEntity.SCHEMA));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void twoCreatesInFlightWithOneEmailLetExactlyOneSucceed(AsyncEngines.Engine engine) {
    AccountsService service = service(engine);
    List<CompletableFuture<Account>> creates = List.of(
        service.accounts().create(account("a-1", "ada@example.com")).executeAsync(),
        service.accounts().create(account("a-2", "ada@example.com")).executeAsync());
    List<Account> created = new ArrayList<>();
    List<Throwable> refused = new ArrayList<>();
    for (CompletableFuture<Account> create : creates) {
      try {
        created.add(create.join());
      } catch (CompletionException e) {
        refused.add(e.getCause());
      }
    }

    assertEquals(1, created.size(), "exactly one create succeeds");
    assertEquals(1, refused.size());
    UniqueConstraintException e = assertInstanceOf(UniqueConstraintException.class, refused.get(0));
    assertEquals("account", e.entity());
    assertEquals("email", e.attribute());
    assertEquals("ada@example.com", e.value());
    assertTrue(e.getMessage().contains("email \"ada@example.com\" is already taken by another account item"),
        e.getMessage());
    assertEquals(Set.of(ADA, "account/" + created.get(0).accountId()), partitions(service.table()),
        "the loser wrote nothing");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void deletingTheAccountFreesItsEmail(AsyncEngines.Engine engine) {
    AccountsService service = service(engine);
    await(service.accounts().create(account("a-1", "ada@example.com")).executeAsync());
    failure(UniqueConstraintException.class, service.accounts().create(account("a-2", "ada@example.com")).executeAsync());

    Optional<Account> deleted = await(service.accounts().delete("a-1").executeAsync());
    Account second = await(service.accounts().create(account("a-2", "ada@example.com")).executeAsync());

    assertEquals("a-1", deleted.orElseThrow().accountId());
    assertEquals("ada@example.com", second.email());
    assertEquals(Set.of(ADA, "account/a-2"), partitions(service.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void changingTheEmailMovesTheGuard(AsyncEngines.Engine engine) {
    AccountsService service = service(engine);
    await(service.accounts().create(account("a-1", "ada@example.com")).executeAsync());
    await(service.accounts().create(account("a-2", "bob@example.com")).executeAsync());

    UniqueConstraintException taken = failure(UniqueConstraintException.class, service.accounts()
        .update("a-1").set(AccountEntity.EMAIL, "bob@example.com").executeAsync());
    Account moved = await(service.accounts().update("a-1").set(AccountEntity.EMAIL, "ada@lovelace.org").executeAsync());
    await(service.accounts().create(account("a-3", "ada@example.com")).executeAsync());
    Account renamed = await(service.accounts().update("a-3").set(AccountEntity.DISPLAY_NAME, "Countess").executeAsync());
    Account put = await(service.accounts().put(new Account("a-3", "countess@example.com", "Countess",
        renamed.revision(), null, null, null)).executeAsync());

    assertEquals("bob@example.com", taken.value());
    assertEquals("ada@lovelace.org", moved.email());
    assertEquals(renamed.createdAt(), put.createdAt());
    assertEquals(Set.of("_unique#account#email#ada@lovelace.org", "_unique#account#email#bob@example.com",
        "_unique#account#email#countess@example.com", "account/a-1", "account/a-2", "account/a-3"),
        partitions(service.table()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOfATakenEmailInATransactionNamesTheClaimThatFailed(AsyncEngines.Engine engine) {
    AccountsService service = service(engine);
    await(service.accounts().create(account("a-1", "ada@example.com")).executeAsync());

    TransactionCanceledException e = failure(TransactionCanceledException.class, service.transactWrite()
        .put(UserEntity.SCHEMA, SeedData.user())
        .create(AccountEntity.SCHEMA, account("a-2", "ada@example.com"))
        .executeAsync());

    TransactionCanceledException.Reason reason = e.failures().get(0);
    assertEquals(2, reason.index());
    assertEquals("account", reason.entity());
    assertEquals("claim unique email", reason.operation());
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, reason.code());
    assertEquals(AttributeValue.fromS(ADA), reason.key().get("pk"));
    assertFalse(partitions(service.table()).contains("user/test@example.com"), "nothing of the transaction was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createOverAnExistingAccountFailsAsAnExistingKeyNotAsATakenEmail(AsyncEngines.Engine engine) {
    AccountsService service = service(engine);
    await(service.accounts().create(account("a-1", "ada@example.com")).executeAsync());

    ConditionFailedException e = failure(ConditionFailedException.class,
        service.accounts().create(account("a-1", "other@example.com")).executeAsync());

    assertFalse(e instanceof UniqueConstraintException);
    assertTrue(e.getMessage().endsWith("an item of account has this key already (its revision is 1)"), e.getMessage());
    assertEquals(Set.of(ADA, "account/a-1"), partitions(service.table()));
  }
}
