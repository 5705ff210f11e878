package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.account;
import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.partitions;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.UserEntity;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The twin of {@code TransactionAddAtomicityTest}: a refused add leaves the transaction whole, sent async. */
class AsyncTransactionAddAtomicityTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aRefusedAddLeavesNothingBehindAndOtherAddsFollow(AsyncEngines.Engine engine) {
    Table table = engine.newTable("tx-atomic", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    TransactWrite transaction = AccountsService.of(table).transactWrite()
        .create(AccountEntity.SCHEMA, account("a-1", "ada@example.com"));
    int before = transaction.size();

    assertThrows(IllegalArgumentException.class,
        () -> transaction.create(AccountEntity.SCHEMA, account("a-2", "ada@example.com")));

    assertEquals(before, transaction.size(), "the refused create left none of its operations behind");
    await(transaction.create(AccountEntity.SCHEMA, account("a-2", "grace@example.com")).executeAsync());
    assertEquals(Set.of("_unique#account#email#ada@example.com", "_unique#account#email#grace@example.com",
        "account/a-1", "account/a-2"), partitions(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCreateTakingOverTheValueOfADeleteInTheSameTransactionIsRefusedWhole(AsyncEngines.Engine engine) {
    Table table = engine.newTable("tx-atomic", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    AccountsService service = AccountsService.of(table);
    await(service.accounts().create(account("old", "ada@example.com")).executeAsync());
    TransactWrite transaction = service.transactWrite().delete(AccountEntity.SCHEMA, AccountEntity.key("old"));
    int before = transaction.size();

    assertThrows(IllegalArgumentException.class,
        () -> transaction.create(AccountEntity.SCHEMA, account("new", "ada@example.com")));

    assertEquals(before, transaction.size(), "the refused create left none of its operations behind");
    await(transaction.executeAsync());
    assertEquals(Set.of(), partitions(table), "the delete released the value; no account without its guard");
  }
}
