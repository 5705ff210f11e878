package dev.singletable.samples.electrodb.library;

import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items of ElectroDB's library example exactly as ElectroDB 2 stores them: keys in its default
 * format ({@code $<service>#<attribute>_<value>} for partition keys, {@code [$<collection>#|$]<entity>_<version>}
 * and {@code #<attribute>_<value>} for sort keys), folded to lower case by its default key casing,
 * values written into keys as they are, every attribute under its own name in its own case, and the
 * identity in {@code __edb_e__} and {@code __edb_v__}.
 */
final class ElectroLibraryItems {
  private ElectroLibraryItems() {}

  /** Stephen King's author item, birthday {@code Sun Sep 21 1947}. */
  static Map<String, AttributeValue> stephenKing() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$library#authorlastname_king"));
    item.put("sk", s("$author_1#authorfirstname_stephen#birthday_sun sep 21 1947"));
    item.put("gsi2pk", s("$library#authorlastname_king#authorfirstname_stephen"));
    item.put("gsi2sk", s("$works#author_1"));
    item.put("authorFirstName", s("Stephen"));
    item.put("authorLastName", s("King"));
    item.put("birthday", s("Sun Sep 21 1947"));
    item.put("bio", s("Writes in Maine."));
    item.put("genres", AttributeValue.fromSs(java.util.List.of("Horror", "Fantasy")));
    item.put("__edb_e__", s("author"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  /** A copy of The Shining on loan to member {@code M-7} until {@code Fri Mar 01 2024}. */
  static Map<String, AttributeValue> shiningOnLoan() {
    Map<String, AttributeValue> item = book("B-1");
    item.put("gsi1pk", s("$library#memberid_m-7"));
    item.put("gsi1sk", s("$account#book_1#loanenddate_fri mar 01 2024"));
    item.put("gsi2sk", s("$works#book_1#loanenddate_fri mar 01 2024"));
    item.put("loanStartDate", s("Thu Feb 01 2024"));
    item.put("loanEndDate", s("Fri Mar 01 2024"));
    item.put("memberId", s("M-7"));
    return item;
  }

  /**
   * A copy of The Shining on the shelf: no member, no loan start, {@code loanEndDate = AVAILABLE};
   * ElectroDB still writes its {@code gsi1} keys, with the parts it has.
   */
  static Map<String, AttributeValue> shiningAvailable() {
    Map<String, AttributeValue> item = book("B-2");
    item.put("gsi1pk", s("$library#memberid_"));
    item.put("gsi1sk", s("$account#book_1#loanenddate_available"));
    item.put("gsi2sk", s("$works#book_1#loanenddate_available"));
    item.put("loanEndDate", s("AVAILABLE"));
    return item;
  }

  /** The book's attributes and the keys every copy has, of copy {@code bookId}. */
  static Map<String, AttributeValue> book(String bookId) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$library#isbn_978-0-385-12167-5"));
    item.put("sk", s("$detail#book_1#bookid_" + bookId.toLowerCase(java.util.Locale.ROOT)));
    item.put("gsi2pk", s("$library#authorlastname_king#authorfirstname_stephen"));
    item.put("gsi3pk", s("$library#booktitle_the shining"));
    item.put("gsi3sk", s("$titles#book_1#releasedate_tue jan 28 1977"));
    item.put("bookId", s(bookId));
    item.put("bookTitle", s("The Shining"));
    item.put("description", s("A winter at the Overlook."));
    item.put("publisher", s("Doubleday"));
    item.put("releaseDate", s("Tue Jan 28 1977"));
    item.put("authorFirstName", s("Stephen"));
    item.put("authorLastName", s("King"));
    item.put("isbn", s("978-0-385-12167-5"));
    item.put("__edb_e__", s("book"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  /** The Shining's genre {@code Horror}, subgenre {@code Psychological}. */
  static Map<String, AttributeValue> shiningHorror() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$library#isbn_978-0-385-12167-5"));
    item.put("sk", s("$detail#genre_1#genre_horror#subgenre_psychological"));
    item.put("gsi1pk", s("$library#genre_horror"));
    item.put("gsi1sk", s("$genre_1#subgenre_psychological"));
    item.put("gsi2pk", s("$library#authorlastname_king#authorfirstname_stephen"));
    item.put("gsi2sk", s("$works#genre_1#genre_horror#subgenre_psychological"));
    // ElectroDB's example maps gsi3pk-gsi3sk-index's sort key to gsi13sk on genres: it stores that.
    item.put("gsi3pk", s("$library#booktitle_the shining"));
    item.put("gsi13sk", s("$titles#genre_1#genre_horror#subgenre_psychological"));
    item.put("genre", s("Horror"));
    item.put("subgenre", s("Psychological"));
    item.put("isbn", s("978-0-385-12167-5"));
    item.put("bookId", s("B-1"));
    item.put("bookTitle", s("The Shining"));
    item.put("authorFirstName", s("Stephen"));
    item.put("authorLastName", s("King"));
    item.put("__edb_e__", s("genre"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  /** Member {@code M-7}, living in Bangor. */
  static Map<String, AttributeValue> member() {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$library#memberid_m-7"));
    item.put("sk", s("$member_1"));
    item.put("gsi1pk", s("$library#memberid_m-7"));
    item.put("gsi1sk", s("$account#member_1"));
    item.put("memberId", s("M-7"));
    item.put("membershipStartDate", s("Mon Jan 01 2024"));
    item.put("membershipEndDate", s("Tue Dec 31 2024"));
    item.put("address", AttributeValue.fromM(Map.of("streetAddress", s("1 Main St"), "city", s("Bangor"),
        "state", s("ME"), "zip", s("04401"))));
    item.put("__edb_e__", s("member"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
