package dev.singletable.samples.electrodb.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * ElectroDB's layout ({@code @Entity(layout = KeyLayout.ELECTRODB)}): the port names only each key's
 * components, and the library renders ElectroDB's keys from the service, the entity, its version and
 * the components' names, and stores ElectroDB's identity. Every item it writes is, byte for byte, the
 * item ElectroDB stores for the same record.
 */
class ElectroLibraryLayoutTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static final Author KING = new Author("Stephen", "King", "Sun Sep 21 1947", "Writes in Maine.",
      Set.of("Horror", "Fantasy"));
  private static final Book SHINING_ON_LOAN = new Book("B-1", "The Shining", "A winter at the Overlook.", "Doubleday",
      "Tue Jan 28 1977", "Stephen", "King", "978-0-385-12167-5", "Thu Feb 01 2024", "Fri Mar 01 2024", "M-7");
  private static final Book SHINING_AVAILABLE = new Book("B-2", "The Shining", "A winter at the Overlook.",
      "Doubleday", "Tue Jan 28 1977", "Stephen", "King", "978-0-385-12167-5", null, Book.AVAILABLE, null);
  private static final Genre HORROR = new Genre("Horror", "978-0-385-12167-5", "B-1", "The Shining", "Stephen", "King",
      "Psychological");
  private static final Member MEMBER = new Member("M-7", "Mon Jan 01 2024", "Tue Dec 31 2024",
      new Member.Address("1 Main St", "Bangor", "ME", "04401"));

  @ParameterizedTest
  @MethodSource("engines")
  void everyItemWrittenIsTheItemElectroDbStores(SampleEngine engine) {
    Table table = table(engine);
    AuthorEntity.of(table).put(KING).execute();
    BookEntity.of(table).put(SHINING_ON_LOAN).execute();
    BookEntity.of(table).put(SHINING_AVAILABLE).execute();
    GenreEntity.of(table).put(HORROR).execute();
    MemberEntity.of(table).put(MEMBER).execute();

    assertStored(table, ElectroLibraryItems.stephenKing());
    assertStored(table, ElectroLibraryItems.shiningOnLoan());
    assertStored(table, ElectroLibraryItems.shiningAvailable());
    assertStored(table, ElectroLibraryItems.member());
    Map<String, AttributeValue> genre = ElectroLibraryItems.shiningHorror();
    // ElectroDB's example maps the genre's gsi3 sort key to gsi13sk; the port leaves that index out.
    genre.remove("gsi3pk");
    genre.remove("gsi13sk");
    assertStored(table, genre);
    assertEquals(5, RawItems.scan(table).size(), "no item besides ElectroDB's");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsElectroDbWroteAreReadAndQueriedByTheirComponents(SampleEngine engine) {
    Table table = table(engine);
    for (Map<String, AttributeValue> item : List.of(ElectroLibraryItems.stephenKing(),
        ElectroLibraryItems.shiningOnLoan(), ElectroLibraryItems.shiningAvailable(),
        ElectroLibraryItems.shiningHorror(), ElectroLibraryItems.member())) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }

    assertEquals(Optional.of(KING), AuthorEntity.of(table).get("King", "Stephen", "Sun Sep 21 1947").execute());
    assertEquals(Optional.of(MEMBER), MemberEntity.of(table).get("M-7").execute());
    assertEquals(List.of(SHINING_ON_LOAN, SHINING_AVAILABLE),
        BookEntity.of(table).query().editions("The Shining").list());
    assertEquals(List.of(SHINING_AVAILABLE), BookEntity.of(table).query().author("King", "Stephen")
        .loanEndDate(Book.AVAILABLE).list());
    assertEquals(List.of(HORROR), GenreEntity.of(table).query().author("King", "Stephen").list());
  }

  /**
   * The item stored at the key of ElectroDB's {@code item}, as another tool sees it, and {@code item},
   * their string sets in one order (a set's order is not stored).
   */
  private static void assertStored(Table table, Map<String, AttributeValue> item) {
    Map<String, AttributeValue> key = new HashMap<>();
    key.put("pk", item.get("pk"));
    key.put("sk", item.get("sk"));
    assertEquals(sorted(item), sorted(RawItems.withoutTokens(table, key)));
  }

  private static Map<String, AttributeValue> sorted(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> sorted = new HashMap<>(item);
    sorted.replaceAll((name, value) -> value.hasSs() ? AttributeValue.fromSs(value.ss().stream().sorted().toList())
        : value);
    return sorted;
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "electrolayout", AuthorEntity.SCHEMA, BookEntity.SCHEMA, GenreEntity.SCHEMA,
        MemberEntity.SCHEMA);
  }
}
