package dev.singletable.samples.creation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @GeneratedId} and {@code @Default} on every write that may create an item: a null
 * component is given its id or default before the item is rendered, keys included, and the write
 * returns the record as stored.
 */
class GeneratedIdsTest {
  private static final String ULID = "[0-9A-HJKMNP-TV-Z]{26}";

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "forum", CommentEntity.SCHEMA);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCreateGeneratesTheIdsAndDefaultsRendersThemIntoTheKeysAndReturnsThem(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);

    Comment created = comments.create(Comment.of("p1", "first")).execute();

    assertTrue(created.commentId().matches(ULID), created.commentId());
    assertEquals(7, created.traceId().version());
    assertEquals(4, UUID.fromString(created.token()).version());
    assertEquals("general", created.board());
    assertEquals(Comment.Status.VISIBLE, created.status());
    assertEquals(0, created.likes());
    assertEquals(LocalDate.of(2024, 1, 1), created.day());
    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals("BOARD#general#POST#p1", item.get("pk").s());
    assertEquals("COMMENT#" + created.commentId(), item.get("sk").s());
    assertEquals("STATUS#VISIBLE", item.get("gsi1pk").s());
    assertEquals(created, comments.get("general", "p1", created.commentId()).execute().orElseThrow());
    assertEquals(List.of(created), comments.query().byStatus(Comment.Status.VISIBLE).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutGeneratesWhatTheValueLacksAndKeepsWhatItHolds(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);
    UUID trace = UUID.randomUUID();

    Comment generated = comments.put(Comment.of("p1", "generated")).execute();
    Comment given = comments.put(new Comment("news", "p1", "mine", "given", Comment.Status.HIDDEN, trace, "t", 3,
        LocalDate.of(2025, 2, 3))).execute();

    assertTrue(generated.commentId().matches(ULID), generated.commentId());
    assertEquals(new Comment("news", "p1", "mine", "given", Comment.Status.HIDDEN, trace, "t", 3,
        LocalDate.of(2025, 2, 3)), given);
    assertEquals(generated, comments.get("general", "p1", generated.commentId()).execute().orElseThrow());
    assertEquals(given, comments.get("news", "p1", "mine").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void commentsCreatedOneAfterAnotherAreReadInTheOrderTheyWereCreated(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);
    List<String> created = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      created.add(comments.create(Comment.of("p1", "comment " + i)).execute().text());
    }

    List<String> read = comments.query().primary("general", "p1").list().stream().map(Comment::text).toList();

    assertEquals(created, read);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTransactionsCreateAndPutGenerateTheIdsOfTheirItems(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);
    Comment completed = CommentEntity.completed(Comment.of("p1", "completed first"));

    TransactWrite.of(table)
        .create(CommentEntity.SCHEMA, completed)
        .put(CommentEntity.SCHEMA, Comment.of("p1", "put"))
        .create(CommentEntity.SCHEMA, Comment.of("p2", "created"))
        .execute();

    List<Comment> stored = new ArrayList<>(comments.query().primary("general", "p1").list());
    stored.addAll(comments.query().primary("general", "p2").list());
    assertEquals(3, stored.size());
    assertEquals(completed, stored.get(0));
    for (Comment comment : stored) {
      assertTrue(comment.commentId().matches(ULID), comment.commentId());
      assertNotNull(comment.traceId());
      assertEquals(Comment.Status.VISIBLE, comment.status());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchPutGeneratesTheIdOfEachItem(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);

    BatchWrite.of(table)
        .putAll(CommentEntity.SCHEMA, List.of(Comment.of("p1", "a"), Comment.of("p1", "b"), Comment.of("p1", "c")))
        .execute();

    List<Comment> stored = comments.query().primary("general", "p1").list();
    assertEquals(3, stored.size());
    assertEquals(3, stored.stream().map(Comment::commentId).distinct().count());
    for (Comment comment : stored) {
      assertTrue(comment.commentId().matches(ULID), comment.commentId());
      assertEquals(0, comment.likes());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertThatCreatesTheItemGeneratesAndDefaultsWhatItDoesNotSetAndLaterUpsertsKeepThem(SampleEngine engine) {
    Table table = table(engine);
    CommentEntity comments = CommentEntity.of(table);

    Comment created = comments.upsert("general", "p1", "c1").set(CommentEntity.TEXT, "first").execute();
    comments.update("general", "p1", "c1").set(CommentEntity.LIKES, 5).execute();
    Comment again = comments.upsert("general", "p1", "c1").set(CommentEntity.TEXT, "second").execute();

    assertEquals(7, created.traceId().version());
    assertEquals(4, UUID.fromString(created.token()).version());
    assertEquals(Comment.Status.VISIBLE, created.status());
    assertEquals(0, created.likes());
    assertEquals(LocalDate.of(2024, 1, 1), created.day());
    assertEquals(new Comment("general", "p1", "c1", "second", Comment.Status.VISIBLE, created.traceId(),
        created.token(), 5, LocalDate.of(2024, 1, 1)), again);
    Comment set = comments.upsert("general", "p1", "c2").set(CommentEntity.LIKES, 9).execute();
    assertEquals(9, set.likes());
    assertNotEquals(created.traceId(), set.traceId());
  }
}
