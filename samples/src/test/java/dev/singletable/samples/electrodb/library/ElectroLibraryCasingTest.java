package dev.singletable.samples.electrodb.library;

import static dev.singletable.samples.electrodb.library.ElectroLibraryItems.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
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
 * Keys folded to lower case ({@code casing = KeyCasing.LOWER}), as ElectroDB stores them by default:
 * the items ElectroDB wrote with upper-case values are found, queried case-insensitively and read
 * back with each attribute's own case, and the library's writes store the keys ElectroDB stores.
 */
class ElectroLibraryCasingTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static final Author KING = new Author("Stephen", "King", "Sun Sep 21 1947", "Writes in Maine.",
      Set.of("Horror", "Fantasy"));
  private static final Book SHINING_ON_LOAN = new Book("B-1", "The Shining", "A winter at the Overlook.", "Doubleday",
      "Tue Jan 28 1977", "Stephen", "King", "978-0-385-12167-5", "Thu Feb 01 2024", "Fri Mar 01 2024", "M-7");

  @ParameterizedTest
  @MethodSource("engines")
  void itemsElectroDbWroteWithUpperCaseValuesAreFoundInAnyCaseAndKeepTheirCase(SampleEngine engine) {
    Table table = seeded(engine);
    AuthorEntity authors = AuthorEntity.of(table);
    BookEntity books = BookEntity.of(table);

    assertEquals(Optional.of(KING), authors.get("King", "Stephen", "Sun Sep 21 1947").execute());
    assertEquals(Optional.of(KING), authors.get("KING", "stephen", "sun sep 21 1947").execute(),
        "ElectroDB's keys are case-insensitive: one author under any case");
    assertEquals(List.of(KING), authors.query().primary("king").authorFirstNameBeginsWith("STE").list());
    assertEquals(List.of(KING), authors.query().info("KING", "STEPHEN").list());
    assertEquals(Optional.of(SHINING_ON_LOAN), books.get("978-0-385-12167-5", "b-1").execute());
    assertEquals(List.of(SHINING_ON_LOAN), books.query().loans("m-7").list());
    assertEquals(List.of(SHINING_ON_LOAN), books.query().author("King", "Stephen")
        .loanEndDate("FRI MAR 01 2024").list());
    assertEquals(List.of(new Genre("Horror", "978-0-385-12167-5", "B-1", "The Shining", "Stephen", "King",
        "Psychological")), GenreEntity.of(table).query().categories("HORROR").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesStoreTheKeysElectroDbStores(SampleEngine engine) {
    Table table = seeded(engine);
    AuthorEntity authors = AuthorEntity.of(table);
    Author straub = new Author("Peter", "Straub", "Thu Mar 02 1943", "Wrote Ghost Story.", Set.of("Horror"));
    authors.create(straub).execute();

    Map<String, AttributeValue> stored = raw(table, "$library#authorlastname_straub");
    assertEquals(s("$author_1#authorfirstname_peter#birthday_thu mar 02 1943"), stored.get("sk"));
    assertEquals(s("$library#authorlastname_straub#authorfirstname_peter"), stored.get("gsi2pk"));
    assertEquals(s("$works#author_1"), stored.get("gsi2sk"));
    assertEquals(s("Peter"), stored.get("authorFirstName"), "the attribute keeps its case");
    assertEquals(s("author"), stored.get("__edb_e__"));
    assertEquals(s("1"), stored.get("__edb_v__"));
    assertThrows(ConditionFailedException.class, () -> authors.create(new Author("STEPHEN", "KING",
        "SUN SEP 21 1947", "another", Set.of())).execute(), "KING, STEPHEN is the author ElectroDB stored");

    Book returned = BookEntity.of(table).update("978-0-385-12167-5", "B-1")
        .set(BookEntity.LOAN_END_DATE, "Fri Mar 15 2024")
        .readingMissingComponents()
        .execute();
    assertEquals("Fri Mar 15 2024", returned.loanEndDate());
    Map<String, AttributeValue> book = raw(table, "$library#isbn_978-0-385-12167-5", "$detail#book_1#bookid_b-1");
    assertEquals(s("$account#book_1#loanenddate_fri mar 15 2024"), book.get("gsi1sk"));
    assertEquals(s("$works#book_1#loanenddate_fri mar 15 2024"), book.get("gsi2sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aComponentStoredOnlyInAFoldedKeyReadsBackFolded(SampleEngine engine) {
    Table table = seeded(engine);
    Map<String, AttributeValue> keysOnly = ElectroLibraryItems.stephenKing();
    keysOnly.remove("authorLastName");
    keysOnly.remove("authorFirstName");
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(keysOnly).build());

    Author read = AuthorEntity.of(table).get("King", "Stephen", "Sun Sep 21 1947").execute().orElseThrow();
    assertEquals("king", read.authorLastName());
    assertEquals("stephen", read.authorFirstName());
    assertEquals("Sun Sep 21 1947", read.birthday(), "its attribute keeps the case the key folded");
  }

  /** The table as ElectroDB leaves it: an author, a copy on loan, its genre, the member who has it. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "electrolibrary", AuthorEntity.SCHEMA, BookEntity.SCHEMA,
        GenreEntity.SCHEMA, MemberEntity.SCHEMA);
    for (Map<String, AttributeValue> item : List.of(ElectroLibraryItems.stephenKing(),
        ElectroLibraryItems.shiningOnLoan(), ElectroLibraryItems.shiningHorror(), ElectroLibraryItems.member())) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
    }
    return table;
  }

  private static Map<String, AttributeValue> raw(Table table, String pk) {
    return RawItems.scan(table).stream().filter(item -> item.get("pk").s().equals(pk)).findFirst().orElseThrow();
  }

  private static Map<String, AttributeValue> raw(Table table, String pk, String sk) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().equals(pk) && item.get("sk").s().equals(sk))
        .findFirst().orElseThrow();
  }
}
