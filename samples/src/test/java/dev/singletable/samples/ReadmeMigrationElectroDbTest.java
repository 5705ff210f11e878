package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.electrodb.library.Author;
import dev.singletable.samples.electrodb.library.Book;
import dev.singletable.samples.electrodb.library.BookEntity;
import dev.singletable.samples.electrodb.library.LibraryService;
import dev.singletable.samples.electrodb.library.Member;
import dev.singletable.test.DynamoDbExtension;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ElectroDB migration guide's example ({@code docs/migration/electrodb.md}), run as written (see
 * {@link ReadmeSnippets}): the queries and collections of ElectroDB's library example, on the port in
 * {@code samples/.../electrodb/library}, over items as ElectroDB stores them.
 */
class ReadmeMigrationElectroDbTest {
  @RegisterExtension
  static final DynamoDbExtension DYNAMO = DynamoDbExtension.create()
      .table("readme-library", LibraryService::createTableRequest).freshTablePerTest();

  private static final Author KING = new Author("Stephen", "King", "1947-09-21", "Writes in Maine.", Set.of("Horror"));
  private static final Book IT_ON_LOAN = new Book("b-1", "It", "A town and a clown.", "Viking", "1986-09-15",
      "Stephen", "King", "9783453435773", "2022-07-01", "2022-08-01", "0000001");
  private static final Book IT_AVAILABLE = new Book("b-2", "It", "A town and a clown.", "Viking", "1986-09-15",
      "Stephen", "King", "9783453435773", null, Book.AVAILABLE, null);
  private static final Member MEMBER = new Member("0000001", "2022-01-01", "2022-12-31",
      new Member.Address("1 Main St", "Bangor", "ME", "04401"));

  @Test
  void electroDbsLibraryQueriesOnThePort() {
    DynamoDbClient client = DYNAMO.client();
    // ElectroDB's member item, written as ElectroDB stores it; the rest through the port, which stores
    // the items ElectroDB stores (ElectroLibraryLayoutTest).
    client.putItem(r -> r.tableName(DYNAMO.tableName()).item(electroDbsMember()));
    LibraryService seeded = LibraryService.of(Table.of(client, DYNAMO.tableName()));
    seeded.authors().put(KING).execute();
    seeded.books().put(IT_ON_LOAN).execute();
    seeded.books().put(IT_AVAILABLE).execute();

    // readme: migration-electrodb-queries
    LibraryService library = LibraryService.of(Table.of(client, DYNAMO.tableName())); // readme shows: LibraryService library = LibraryService.of(Table.of(client, "library"));
    BookEntity books = library.books();

    books.query().primary("9783453435773").list();                         // book.query.copies({ isbn })
    books.query().loans("0000001").loanEndDateGt("2022-07-30").list();     // book.query.loans({ memberId }).gt({ loanEndDate })
    books.query().author("King", "Stephen").loanEndDate(Book.AVAILABLE).list();    // the copies on the shelf
    books.query().author("King", "Stephen").loanEndDateLt(Book.AVAILABLE).list();  // the copies on loan
    books.query().editions("It").releaseDateGte("1986").list();            // book.query.releases({ bookTitle }).gte(...)
    library.authors().query().primary("king").authorFirstNameBeginsWith("s").list(); // author.query.writer(...).begins(...)

    LibraryService.AccountCollection account = library.account("0000001").list();   // library.collections.account(...)
    account.member();                                                      // Optional[Member[memberId=0000001, ...]]
    account.books();                                                       // the copies on loan to the member
    LibraryService.WorksCollection works = library.works("King", "Stephen").list();
    works.author();                                                        // Optional[Author[authorFirstName=Stephen, ...]]
    // readme: end

    assertEquals(List.of(IT_ON_LOAN, IT_AVAILABLE), books.query().primary("9783453435773").list());
    assertEquals(List.of(IT_ON_LOAN), books.query().loans("0000001").loanEndDateGt("2022-07-30").list());
    assertEquals(List.of(IT_AVAILABLE), books.query().author("King", "Stephen").loanEndDate(Book.AVAILABLE).list());
    assertEquals(List.of(IT_ON_LOAN), books.query().author("King", "Stephen").loanEndDateLt(Book.AVAILABLE).list());
    assertEquals(List.of(IT_ON_LOAN, IT_AVAILABLE), books.query().editions("It").releaseDateGte("1986").list());
    assertEquals(List.of(KING), library.authors().query().primary("king").authorFirstNameBeginsWith("s").list());
    assertEquals(Optional.of(MEMBER), account.member());
    assertEquals(List.of(IT_ON_LOAN), account.books());
    assertEquals(Optional.of(KING), works.author());
    assertEquals(List.of(IT_ON_LOAN, IT_AVAILABLE), works.books());
  }

  /** Member 0000001 as ElectroDB's library example stores it. */
  private static Map<String, AttributeValue> electroDbsMember() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.fromS("$library#memberid_0000001"));
    item.put("sk", AttributeValue.fromS("$member_1"));
    item.put("gsi1pk", AttributeValue.fromS("$library#memberid_0000001"));
    item.put("gsi1sk", AttributeValue.fromS("$account#member_1"));
    item.put("memberId", AttributeValue.fromS("0000001"));
    item.put("membershipStartDate", AttributeValue.fromS("2022-01-01"));
    item.put("membershipEndDate", AttributeValue.fromS("2022-12-31"));
    item.put("address", AttributeValue.fromM(Map.of("streetAddress", AttributeValue.fromS("1 Main St"),
        "city", AttributeValue.fromS("Bangor"), "state", AttributeValue.fromS("ME"), "zip", AttributeValue.fromS("04401"))));
    item.put("__edb_e__", AttributeValue.fromS("member"));
    item.put("__edb_v__", AttributeValue.fromS("1"));
    return item;
  }
}
