package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A collection whose members are told apart three ways (a type attribute of their own, the
 * library's identity, keys alone) reads each item as its member, skips and does not count what is
 * none of theirs, and parses stream images the same way.
 */
class MixedIdentitiesTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachItemIsReadByTheMemberThatOwnsIt(SampleEngine engine) {
    Table table = Engines.newTable(engine, "mixed", MixedIdentities_AccountEntity.SCHEMA,
        MixedIdentities_PaymentEntity.SCHEMA, MixedIdentities_StatementEntity.SCHEMA);
    MixedService mixed = MixedService.of(table);
    mixed.accounts().create(new MixedIdentities.Account("A1", "Ann")).execute();
    mixed.payments().create(new MixedIdentities.Payment("A1", "P1", 1250)).execute();
    mixed.statements().create(new MixedIdentities.Statement("A1", "2024-01", "one payment")).execute();
    // Not the account's: another KIND; not a payment: no __entity; not a statement: its key says NOTE.
    putRaw(table, Map.of("PK", s("ACCOUNT#A1"), "SK", s("ACCOUNT#ARCHIVE"), "KIND", s("ARCHIVE")));
    putRaw(table, Map.of("PK", s("ACCOUNT#A1"), "SK", s("PAYMENT#P2"), "cents", AttributeValue.fromN("5")));
    putRaw(table, Map.of("PK", s("ACCOUNT#A1"), "SK", s("NOTE#1"), "text", s("call back")));

    MixedService.AccountCollection read = mixed.account("A1").list();

    assertEquals(Optional.of(new MixedIdentities.Account("A1", "Ann")), read.account());
    assertEquals(List.of(new MixedIdentities.Payment("A1", "P1", 1250)), read.payments());
    assertEquals(List.of(new MixedIdentities.Statement("A1", "2024-01", "one payment")), read.statements());
    assertEquals(3, mixed.account("A1").count());
    assertEquals(1, mixed.statements().query().primary("A1").count(), "a query counts a key-owned entity by its keys");
    assertEquals(List.of(new MixedIdentities.Statement("A1", "2024-01", "one payment")),
        mixed.statements().query().primary("A1").list());
    assertEquals(1, mixed.accounts().query().primary("A1").count());
    assertEquals(1, mixed.payments().query().primary("A1").count());
    assertEquals(3, mixed.scan().count());
    assertEquals(3, mixed.scan().list().size());
    assertEquals(3, mixed.scan().result().foreignItems());
    assertEquals(new MixedService.StatementItem(new MixedIdentities.Statement("A1", "2024-02", "x")),
        MixedService.parse(Map.of("PK", s("ACCOUNT#A1"), "SK", s("STATEMENT#2024-02"), "text", s("x"))));
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
