package dev.singletable.samples;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.adopted.LegacyUser;
import dev.singletable.samples.adopted.LegacyUserEntity;
import dev.singletable.samples.documents.DocumentPart;
import dev.singletable.samples.documents.DocumentPart.Part;
import dev.singletable.samples.documents.DocumentPartEntity;
import dev.singletable.samples.modifications.AutoIncrementEntity;
import dev.singletable.samples.modifications.DocumentVersion;
import dev.singletable.samples.modifications.DocumentVersionEntity;
import dev.singletable.samples.modifications.Like;
import dev.singletable.samples.modifications.LikeEntity;
import dev.singletable.samples.modifications.ModificationsApp;
import dev.singletable.samples.modifications.ModificationsService;
import dev.singletable.samples.modifications.Post;
import dev.singletable.samples.modifications.PostEntity;
import dev.singletable.samples.shop.Question;
import dev.singletable.samples.shop.QuestionEntity;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BinaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The recipes on writes (counters, unique values, versioned documents), run as the pages under
 * {@code docs/recipes/} show them (the regions between {@code // readme:} markers, see {@link
 * ReadmeSnippets}), on the samples' entities.
 */
class ReadmeRecipesWritesTest {

  private static ModificationsService modifications(String prefix) {
    return ModificationsService.of(Engines.newTable(Engines.http(), prefix, AutoIncrementEntity.SCHEMA,
        PostEntity.SCHEMA, LikeEntity.SCHEMA, DocumentVersionEntity.SCHEMA));
  }

  @Test
  void theAutoIncrementItemHandsOutOneNumberPerCall() {
    ModificationsService service = modifications("recipe-counter");

    // readme: recipe-counters-auto-increment
    long first = service.autoIncrements().upsert()
        .add(AutoIncrementEntity.NUMBER, 1L).execute().number();         // 1: the first call creates the item
    long second = service.autoIncrements().upsert()
        .add(AutoIncrementEntity.NUMBER, 1L).execute().number();         // 2
    assertEquals(1L, first);
    assertEquals(2L, second);
    // readme: end
    assertEquals(rows(List.of("AUTOINCREMENT", "AUTOINCREMENT")), keyRows(service.table(), "PK", "SK"));
  }

  @Test
  void aLikeIsCountedOnceAndTakenBackOnce() {
    ModificationsService service = modifications("recipe-likes");

    // readme: recipe-counters-likes
    service.posts().create(new Post("ABC", 0)).execute();
    service.transactWrite()                                   // the like and its count, all or nothing
        .create(LikeEntity.SCHEMA, new Like("ABC", "john-doe"))
        .update(PostEntity.SCHEMA, service.posts().update("ABC").add(PostEntity.LIKE_COUNT, 1L))
        .execute();
    try {
      service.transactWrite()                                 // the same like again
          .create(LikeEntity.SCHEMA, new Like("ABC", "john-doe"))
          .update(PostEntity.SCHEMA, service.posts().update("ABC").add(PostEntity.LIKE_COUNT, 1L))
          .execute();
      fail("a user likes a post once");
    } catch (TransactionCanceledException e) {                // operation 0: the like exists; nothing written
      assertEquals(0, e.failures().get(0).index());
      assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, e.failures().get(0).code());
    }
    service.posts().get("ABC").execute();                     // Optional[Post[postId=ABC, likeCount=1]]
    assertEquals(Optional.of(new Post("ABC", 1)), service.posts().get("ABC").execute());

    service.transactWrite()                                   // taken back: the like must exist
        .delete(LikeEntity.SCHEMA, LikeEntity.key("ABC", "john-doe"), LikeEntity.USER_ID.exists())
        .update(PostEntity.SCHEMA, service.posts().update("ABC").subtract(PostEntity.LIKE_COUNT, 1L))
        .execute();
    service.posts().get("ABC").execute();                     // Optional[Post[postId=ABC, likeCount=0]]
    assertEquals(Optional.of(new Post("ABC", 0)), service.posts().get("ABC").execute());
    // readme: end

    assertEquals(rows(List.of("POST#ABC", "POST#ABC")), keyRows(service.table(), "PK", "SK"));
    assertThrows(TransactionCanceledException.class, () -> service.transactWrite()
        .delete(LikeEntity.SCHEMA, LikeEntity.key("ABC", "john-doe"), LikeEntity.USER_ID.exists())
        .update(PostEntity.SCHEMA, service.posts().update("ABC").subtract(PostEntity.LIKE_COUNT, 1L))
        .execute());
    assertEquals(Optional.of(new Post("ABC", 0)), service.posts().get("ABC").execute());
  }

  @Test
  void questionsCountedDownComeNewestFirst() {
    Table table = Engines.newTable(Engines.http(), "recipe-questions", QuestionEntity.SCHEMA);

    // readme: recipe-counters-questions
    QuestionEntity questions = QuestionEntity.of(table);
    questions.put(new Question("XYQ", 1, "Where is my order?")).execute();
    questions.put(new Question("XYQ", 2, "Can I change the address?")).execute();
    QuestionEntity.sk(1);                                     // "#QUESTION#99999"
    QuestionEntity.sk(2);                                     // "#QUESTION#99998"
    List<Question> newestFirst = questions.query().primary("XYQ").limit(10).list();     // questions 2, 1
    assertEquals("#QUESTION#99999", QuestionEntity.sk(1));
    assertEquals("#QUESTION#99998", QuestionEntity.sk(2));
    assertEquals(List.of(2, 1), newestFirst.stream().map(Question::questionId).toList());
    // readme: end
  }

  @Test
  void anEmailAddressIsClaimedByOneUserAtATime() {
    Table table = Engines.newTable(Engines.http(), "recipe-unique", LegacyUserEntity.SCHEMA);

    // readme: recipe-unique-values
    LegacyUserEntity users = LegacyUserEntity.of(table);
    users.create(new LegacyUser("johndoe", "John", "johndoe@gmail.com")).execute();    // USER#johndoe and its guard
    try {
      users.create(new LegacyUser("jdoe", "Jane", "johndoe@gmail.com")).execute();
      fail("the address is taken");
    } catch (UniqueConstraintException taken) {               // nothing of jdoe was written
      taken.attribute();                                      // "Email", as stored
      taken.value();                                          // "johndoe@gmail.com"
      assertEquals("Email", taken.attribute());
      assertEquals("johndoe@gmail.com", taken.value());
    }
    users.update("johndoe").set(LegacyUserEntity.EMAIL, "john@doe.org").execute();     // claims the new guard, frees the old
    users.create(new LegacyUser("jdoe", "Jane", "johndoe@gmail.com")).execute();       // the old address is free
    users.delete("jdoe").execute();                           // frees USEREMAIL#johndoe@gmail.com
    // readme: end

    assertEquals(rows(
            List.of("USER#johndoe", "USER#johndoe", "john@doe.org"),
            List.of("USEREMAIL#john@doe.org", "USEREMAIL#john@doe.org", "-")),
        keyRows(table, "PK", "SK", "Email"));
    assertThrows(ConditionFailedException.class,
        () -> users.create(new LegacyUser("johndoe", "Johnny", "johnny@gmail.com")).execute());
    users.create(new LegacyUser("jd", "Jim", "John@Doe.org")).execute();   // values are compared as stored
    assertEquals(4, RawItems.scan(table).size());
  }

  @Test
  void anAccountsAddressIsGuardedUnderTheLibrarysOwnKey() {
    Table table = Engines.newTable(Engines.http(), "recipe-unique-account", AccountEntity.SCHEMA);

    // readme: recipe-unique-values-default-guard
    AccountEntity accounts = AccountEntity.of(table);
    accounts.create(new Account("a-1", "ada@example.com", "Ada", 0, null, null, null)).execute();
    // stored: account/a-1 and the guard _unique#account#email#ada@example.com
    assertEquals(rows(
            List.of("_unique#account#email#ada@example.com", "_unique#account#email#ada@example.com"),
            List.of("account/a-1", "account")),
        keyRows(table, "pk", "sk"));
    // readme: end
    Map<String, AttributeValue> guard = RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().startsWith("_unique#")).findFirst().orElseThrow();
    assertEquals("__unique", guard.get("__entity").s());
    assertEquals("account.email", guard.get("__reserved").s());
  }

  @Test
  void partsAreVersionedOnTheirOwnAndTheNewestOfEachIsPickedAfterOneQuery() {
    Table table = Engines.newTable(Engines.http(), "recipe-parts", DocumentPartEntity.SCHEMA);

    // readme: recipe-versioned-documents-parts
    DocumentPartEntity parts = DocumentPartEntity.of(table);
    parts.create(new DocumentPart("KBH", Part.INTRO, 1, "Hello", "2020-10-19T09:19:32", "Tom")).execute();
    parts.create(new DocumentPart("KBH", Part.MAIN_CONTENT, 1, "Draft", "2020-10-19T09:22:52", "Simon")).execute();
    parts.create(new DocumentPart("KBH", Part.SUMMARY, 1, "In short", "2020-10-19T09:24:42", "John")).execute();
    parts.create(new DocumentPart("KBH", Part.MAIN_CONTENT, 2, "Final", "2020-10-19T10:19:32", "Tom"))
        .execute();                                            // only the part that changed is written

    List<DocumentPart> mainContent = parts.query().primary("KBH").part(Part.MAIN_CONTENT).list();   // V1, V2
    Map<Part, DocumentPart> newest = parts.query().primary("KBH").list().stream()       // one Query
        .collect(Collectors.toMap(DocumentPart::part, part -> part,
            BinaryOperator.maxBy(Comparator.comparingInt(DocumentPart::version))));
    newest.get(Part.MAIN_CONTENT).content();                   // "Final"
    assertEquals(List.of(1, 2), mainContent.stream().map(DocumentPart::version).toList());
    assertEquals("Final", newest.get(Part.MAIN_CONTENT).content());
    assertEquals("Hello", newest.get(Part.INTRO).content());
    try {
      parts.create(new DocumentPart("KBH", Part.MAIN_CONTENT, 2, "Other", "2020-10-19T10:20:00", "Simon")).execute();
      fail("a version is written once");
    } catch (ConditionFailedException e) {                     // MAIN_CONTENT_V2 exists: it is never overwritten
      assertEquals("Final", parts.get("KBH", Part.MAIN_CONTENT, 2).execute().orElseThrow().content());
    }
    // readme: end

    assertEquals(rows(
            List.of("DOCUMENT#KBH", "INTRO_V1"),
            List.of("DOCUMENT#KBH", "MAIN_CONTENT_V1"),
            List.of("DOCUMENT#KBH", "MAIN_CONTENT_V2"),
            List.of("DOCUMENT#KBH", "SUMMARY_V1")),
        keyRows(table, "PK", "SK"));
  }

  @Test
  void aPreparedVersionBecomesCurrentWhenThePointerMoves() {
    ModificationsService service = modifications("recipe-history");
    Clock clock = Clock.fixed(Instant.parse("2020-10-19T09:19:32Z"), ZoneOffset.UTC);

    // readme: recipe-versioned-documents-history
    ModificationsApp app = new ModificationsApp(service, clock);
    app.createVersioned("1", "Tom", "first");                 // V1 and the pointer V0, one transaction
    app.prepare("1", 2, "Simon", "second");                   // V2 written; readers still see V1
    app.current("1").orElseThrow().currentVersion();          // 1
    assertEquals(1, app.current("1").orElseThrow().currentVersion());
    app.commit("1", 1, 2, "second");                          // V0 moves from 1 to 2
    app.current("1").orElseThrow().content();                 // "second", in one read
    assertEquals("second", app.current("1").orElseThrow().content());
    try {
      app.commit("1", 1, 2, "second");                        // a second commit from version 1
      fail("the pointer is no longer at version 1");
    } catch (TransactionCanceledException e) {               // operation 1, the pointer's update, failed
      assertEquals(1, e.failures().get(0).index());
    }
    app.history("1");                                         // V0 (current 2), V1 (Tom), V2 (Simon)
    assertEquals(List.of(0, 1, 2), app.history("1").stream().map(DocumentVersion::version).toList());
    // readme: end

    assertEquals(rows(List.of("1", "V0"), List.of("1", "V1"), List.of("1", "V2")),
        keyRows(service.table(), "PK", "SK"));
    List<DocumentVersion> history = app.history("1");
    assertEquals(2, history.get(0).currentVersion());
    assertEquals(List.of("Tom", "Simon"), history.subList(1, 3).stream().map(DocumentVersion::author).toList());
    assertEquals("2020-10-19T09:19:32", history.get(1).timestamp());
  }
}
