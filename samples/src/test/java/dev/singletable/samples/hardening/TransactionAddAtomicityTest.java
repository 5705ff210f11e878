package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.accounts.UserEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An add that a transaction refuses half-way leaves the transaction exactly as it was: an
 * account's put must never be sent without the guard item of its unique e-mail address.
 */
class TransactionAddAtomicityTest {

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  /** Every stored item's partition key, guard items included. */
  private static Set<String> partitions(Table table) {
    Set<String> keys = new TreeSet<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      keys.add(item.get("pk").s());
    }
    return keys;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aSecondCreateClaimingTheSameUniqueValueIsRefusedWhole(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tx-atomic", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    TransactWrite transaction = AccountsService.of(table).transactWrite()
        .create(AccountEntity.SCHEMA, account("a-1", "ada@example.com"));
    int before = transaction.size();

    assertThrows(IllegalArgumentException.class,
        () -> transaction.create(AccountEntity.SCHEMA, account("a-2", "ada@example.com")));

    assertEquals(before, transaction.size(), "the refused create left none of its operations behind");
    transaction.execute();
    assertEquals(Set.of("_unique#account#email#ada@example.com", "account/a-1"), partitions(table),
        "one account holds the value, with its one guard");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCreateTakingOverTheValueOfADeleteInTheSameTransactionIsRefusedWhole(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tx-atomic", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    AccountsService service = AccountsService.of(table);
    service.accounts().create(account("old", "ada@example.com")).execute();
    TransactWrite transaction = service.transactWrite()
        .delete(AccountEntity.SCHEMA, AccountEntity.key("old"));
    int before = transaction.size();

    assertThrows(IllegalArgumentException.class,
        () -> transaction.create(AccountEntity.SCHEMA, account("new", "ada@example.com")));

    assertEquals(before, transaction.size(), "the refused create left none of its operations behind");
    transaction.execute();
    assertEquals(Set.of(), partitions(table), "the delete released the value; no account without its guard");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aRefusedAddCanBeFollowedByOtherAdds(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tx-atomic", AccountEntity.SCHEMA, UserEntity.SCHEMA);
    TransactWrite transaction = AccountsService.of(table).transactWrite()
        .create(AccountEntity.SCHEMA, account("a-1", "ada@example.com"));
    assertThrows(IllegalArgumentException.class,
        () -> transaction.create(AccountEntity.SCHEMA, account("a-2", "ada@example.com")));

    transaction.create(AccountEntity.SCHEMA, account("a-2", "grace@example.com")).execute();

    assertEquals(Set.of("_unique#account#email#ada@example.com", "_unique#account#email#grace@example.com",
        "account/a-1", "account/a-2"), partitions(table));
  }
}
