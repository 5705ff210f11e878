package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static dev.singletable.samples.adopted.LegacyShopTest.withoutToken;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Seed 001's "Unique Field": users keyed {@code USER#<username>} (unique by the key) whose e-mail
 * addresses are claimed by guard items {@code USEREMAIL#<email>} in both keys, holding nothing else,
 * written in the same transaction as the user.
 */
class LegacyUsersTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static Map<String, AttributeValue> item(String pk, String... attributes) {
    return LegacyShopTest.row(pk, pk, null, attributes);
  }

  private static Set<Map<String, AttributeValue>> stored(Table table) {
    return RawItems.scan(table).stream().map(LegacyShopTest::withoutToken).collect(Collectors.toSet());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createStoresTheUserAndItsEmailGuardAsTheSeedShows(SampleEngine engine) {
    Table table = Engines.newTable(engine, "legacyusers", LegacyUserEntity.SCHEMA);

    LegacyUserEntity.of(table).create(new LegacyUser("johndoe", "John", "johndoe@gmail.com")).execute();

    assertEquals(Set.of(
            item("USER#johndoe", "Username", "johndoe", "FirstName", "John", "Email", "johndoe@gmail.com"),
            item("USEREMAIL#johndoe@gmail.com")),
        stored(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void userNamesAndEmailsStayUnique(SampleEngine engine) {
    Table table = Engines.newTable(engine, "legacyusers", LegacyUserEntity.SCHEMA);
    LegacyUserEntity users = LegacyUserEntity.of(table);
    users.create(new LegacyUser("johndoe", "John", "johndoe@gmail.com")).execute();

    UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
        () -> users.create(new LegacyUser("jdoe", "Jane", "johndoe@gmail.com")).execute());
    assertEquals("johndoe@gmail.com", taken.value());
    assertThrows(ConditionFailedException.class,
        () -> users.create(new LegacyUser("johndoe", "Johnny", "johnny@gmail.com")).execute());

    users.update("johndoe").set(LegacyUserEntity.EMAIL, "john@doe.org").execute();
    users.create(new LegacyUser("jdoe", "Jane", "johndoe@gmail.com")).execute();
    assertEquals(Set.of(
            item("USER#johndoe", "Username", "johndoe", "FirstName", "John", "Email", "john@doe.org"),
            item("USEREMAIL#john@doe.org"),
            item("USER#jdoe", "Username", "jdoe", "FirstName", "Jane", "Email", "johndoe@gmail.com"),
            item("USEREMAIL#johndoe@gmail.com")),
        stored(table));

    users.delete("jdoe").execute();
    assertEquals(Set.of(
            item("USER#johndoe", "Username", "johndoe", "FirstName", "John", "Email", "john@doe.org"),
            item("USEREMAIL#john@doe.org")),
        stored(table));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void guardItemsAreNeverReadAsUsersAndStoredUsersReadAsTheyAre(SampleEngine engine) {
    Table table = Engines.newTable(engine, "legacyusers", LegacyUserEntity.SCHEMA);
    LegacyUserEntity users = LegacyUserEntity.of(table);
    // The seed's own row: no e-mail attribute, no type, no version.
    putRaw(table, item("USER#milo", "Username", "milo", "FirstName", "Milo"));
    users.create(new LegacyUser("johndoe", "John", "johndoe@gmail.com")).execute();

    assertEquals(Optional.of(new LegacyUser("milo", "Milo", null)), users.get("milo").execute());
    assertEquals(Set.of("johndoe", "milo"),
        users.scan().list().stream().map(LegacyUser::username).collect(Collectors.toSet()));
    assertEquals(2, users.scan().count(), "the guard USEREMAIL#... is no USER#... key");
    List<LegacyUsersService.Item> parsed = RawItems.scan(table).stream().map(LegacyUsersService::parse).toList();
    assertEquals(1, parsed.stream().filter(i -> i instanceof LegacyUsersService.Unknown).count());
  }
}
