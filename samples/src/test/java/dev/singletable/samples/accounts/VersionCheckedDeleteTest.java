package dev.singletable.samples.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.events.AggregateMetaEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code delete(record)} deletes only while the stored {@code @Version} is the record's, as a put
 * checks it: a record read before another writer changed the item does not delete the change. The
 * account has a {@code @Unique} email, so the delete is the transaction that also releases its guard
 * item, and the guard must hold there too; the transaction's form checks the same.
 */
class VersionCheckedDeleteTest {
  static java.util.stream.Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "version-delete", AccountEntity.SCHEMA, AggregateMetaEntity.SCHEMA);
  }

  private static Account created(AccountEntity accounts) {
    return accounts.create(new Account("a-1", "ada@example.com", "Ada", 0, null, null, null)).execute();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStaleRecordDeletesNothingAndTheCurrentOneDeletes(SampleEngine engine) {
    AccountEntity accounts = AccountEntity.of(table(engine));
    Account read = created(accounts);
    Account changed = accounts.update("a-1").set(AccountEntity.DISPLAY_NAME, "Countess").execute();

    assertThrows(ConditionFailedException.class, () -> accounts.delete(read).execute());
    assertEquals(Optional.of(changed), accounts.get("a-1").execute(), "the other writer's change is kept");

    assertEquals(Optional.of(changed), accounts.delete(changed).execute());
    assertTrue(accounts.get("a-1").execute().isEmpty());
    // The email's guard item went with it: the address can be claimed again.
    created(accounts);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aStaleRecordCancelsTheTransactionAndTheCurrentOneDeletes(SampleEngine engine) {
    Table table = table(engine);
    AccountEntity accounts = AccountEntity.of(table);
    AccountsService service = AccountsService.of(table);
    Account read = created(accounts);
    Account changed = accounts.update("a-1").set(AccountEntity.DISPLAY_NAME, "Countess").execute();

    assertThrows(TransactionCanceledException.class,
        () -> service.transactWrite().delete(AccountEntity.SCHEMA, read).execute());
    assertEquals(Optional.of(changed), accounts.get("a-1").execute());

    service.transactWrite().delete(AccountEntity.SCHEMA, changed).execute();
    assertTrue(accounts.get("a-1").execute().isEmpty());
  }
}
