package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.samples.ChangeRecords;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Members told apart by their keys (a statement has no type attribute) are asked in turn, in order,
 * and the first that owns an item decodes it without asking again: an item with a statement's keys
 * and attributes whose type attribute names the account is the account's (and does not decode as
 * one), never a statement, in a collection page, a stream change and a stream image alike.
 */
class MixedIdentitiesMembershipTest {
  private static final MixedIdentities.Statement JANUARY = new MixedIdentities.Statement("A1", "2024-01", "one payment");

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static Map<String, AttributeValue> statementNamingTheAccount() {
    Map<String, AttributeValue> item = new HashMap<>(MixedIdentities_StatementEntity.toItem(
        new MixedIdentities.Statement("A1", "2024-02", "not a statement")));
    item.put("KIND", AttributeValue.fromS("ACCOUNT"));
    return item;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemWithAStatementsKeysNamingTheAccountIsAnInvalidAccountNotAStatement(SampleEngine engine) {
    Table table = Engines.newTable(engine, "mixedmembers", MixedIdentities_AccountEntity.SCHEMA,
        MixedIdentities_PaymentEntity.SCHEMA, MixedIdentities_StatementEntity.SCHEMA);
    MixedService mixed = MixedService.of(table);
    mixed.accounts().create(new MixedIdentities.Account("A1", "Ann")).execute();
    mixed.statements().create(JANUARY).execute();
    putRaw(table, statementNamingTheAccount());

    MixedService.AccountCollection read = mixed.skipInvalid().account("A1").list();

    assertEquals(Optional.of(new MixedIdentities.Account("A1", "Ann")), read.account());
    assertEquals(List.of(JANUARY), read.statements());
    assertEquals(List.of("account"), read.invalidItems().stream().map(InvalidItem::entity).collect(Collectors.toList()));
    assertEquals(List.of(new MixedService.AccountItem(new MixedIdentities.Account("A1", "Ann")),
            new MixedService.StatementItem(JANUARY)),
        mixed.skipInvalid().account("A1").stream().collect(Collectors.toList()));
    assertThrows(InvalidItemException.class, () -> mixed.account("A1").list());
  }

  private static MixedService.Change change(Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    return MixedService.change(ChangeRecords.of(oldImage, newImage, "PK", "SK"));
  }

  @Test
  void aStatementIsFoundByItsKeysInChangesAndImagesAndAnItemNamingTheAccountIsNot() {
    Map<String, AttributeValue> january = MixedIdentities_StatementEntity.toItem(JANUARY);
    MixedService.StatementChange inserted = assertInstanceOf(MixedService.StatementChange.class, change(null, january));
    assertEquals(Optional.of(JANUARY), inserted.newValue());
    MixedService.StatementChange removed = assertInstanceOf(MixedService.StatementChange.class, change(january, null));
    assertEquals(Optional.of(JANUARY), removed.oldValue());

    assertInstanceOf(MixedService.UnknownChange.class, change(null, statementNamingTheAccount()));
    assertInstanceOf(MixedService.UnknownChange.class, change(statementNamingTheAccount(), null));
    assertEquals(new MixedService.StatementItem(JANUARY), MixedService.parse(january));
    assertThrows(InvalidItemException.class, () -> MixedService.parse(statementNamingTheAccount()));
  }
}
