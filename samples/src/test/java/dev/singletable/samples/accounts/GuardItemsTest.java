package dev.singletable.samples.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ReservedItemException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.RawItems;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.test.DynamoDbEngine;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The guard items of {@code @Unique} values are the library's own: they carry its identity, an item
 * of the user's at a guard's key is neither taken for a claimed value nor ever deleted, and the
 * write that would claim or release it is refused saying so.
 */
class GuardItemsTest {
  private static final String GUARD = "_unique#account#email#ada@example.com";

  private static final AtomicInteger TABLES = new AtomicInteger();

  static Stream<Named<DynamoDbEngine>> engines() {
    return Stream.of(Named.of("moto", DynamoDbEngine.shared()));
  }

  private static AccountsService service(DynamoDbEngine engine) {
    String name = "guards-" + TABLES.incrementAndGet();
    engine.client().createTable(TableDefinitions.createTableRequest(name, AccountEntity.SCHEMA, UserEntity.SCHEMA));
    return AccountsService.of(Table.of(engine.client(), engine.asyncClient(), name));
  }

  private static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  private static Map<String, AttributeValue> usersItemAtTheGuard() {
    return RawItems.usersItemAt("pk", "sk", GUARD);
  }

  private static Map<String, AttributeValue> stored(Table table) {
    return table.client().getItem(b -> b.tableName(table.name())
        .key(Map.of("pk", AttributeValue.fromS(GUARD), "sk", AttributeValue.fromS(GUARD))).consistentRead(true)).item();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aGuardCarriesTheLibrarysIdentity(DynamoDbEngine engine) {
    AccountsService service = service(engine);

    service.accounts().create(account("a-1", "ada@example.com")).execute();

    Map<String, AttributeValue> guard = stored(service.table());
    assertEquals("__unique", guard.get("__entity").s());
    assertEquals("account.email", guard.get("__reserved").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemAtAGuardsKeyIsNotTakenForAClaimedValue(DynamoDbEngine engine) {
    AccountsService service = service(engine);
    Map<String, AttributeValue> users = usersItemAtTheGuard();
    service.table().client().putItem(b -> b.tableName(service.table().name()).item(users));

    ReservedItemException refused = assertThrows(ReservedItemException.class,
        () -> service.accounts().create(account("a-1", "ada@example.com")).execute());
    CompletionException async = assertThrows(CompletionException.class,
        () -> service.accounts().create(account("a-2", "ada@example.com")).executeAsync().join());

    assertTrue(refused.getMessage().contains("an item of __entity invoice is there"), refused.getMessage());
    assertInstanceOf(ReservedItemException.class, async.getCause());
    assertEquals(users, stored(service.table()));
    assertEquals(1, service.table().client().scan(b -> b.tableName(service.table().name())).count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReleaseNeverDeletesAnItemThatIsNotAGuard(DynamoDbEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();
    // Someone replaced the guard with an item of their own, past the library.
    Map<String, AttributeValue> users = usersItemAtTheGuard();
    service.table().client().putItem(b -> b.tableName(service.table().name()).item(users));

    assertThrows(ReservedItemException.class,
        () -> service.accounts().update("a-1").set(AccountEntity.EMAIL, "ada@lovelace.org").execute());
    assertThrows(ReservedItemException.class, () -> service.accounts().delete("a-1").execute());

    assertEquals(users, stored(service.table()));
    assertEquals("ada@example.com", service.accounts().get("a-1").execute().orElseThrow().email());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTakenValueIsStillRefusedAsTaken(DynamoDbEngine engine) {
    AccountsService service = service(engine);
    service.accounts().create(account("a-1", "ada@example.com")).execute();

    UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
        () -> service.accounts().create(account("a-2", "ada@example.com")).execute());

    assertEquals("ada@example.com", taken.value());
  }
}
