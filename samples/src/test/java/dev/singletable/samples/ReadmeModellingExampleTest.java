package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.creation.Comment;
import dev.singletable.samples.creation.CommentEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The modelling guide's example of values the library gives ({@code docs/guides/modelling.md}), run as
 * written (the guide shows the region between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeModellingExampleTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void createFillsGeneratedIdsAndDefaultsAndReturnsTheRecordAsStored(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readme-forum", CommentEntity.SCHEMA);
    CommentEntity comments = CommentEntity.of(table);

    // readme: generated-values
    Comment created = comments.create(new Comment(null, "p1", null, "first!", null, null, null, null, null)).execute();
    // created.commentId() = "01J0Z3W4X5Y6Z7A8B9C0D1E2F3", status VISIBLE, likes 0; sk = COMMENT#01J0Z3...
    // readme: end

    assertTrue(created.commentId().matches("[0-9A-HJKMNP-TV-Z]{26}"), created.commentId());
    assertEquals("general", created.board());
    assertEquals(Comment.Status.VISIBLE, created.status());
    assertEquals(Integer.valueOf(0), created.likes());
    assertEquals(LocalDate.parse("2024-01-01"), created.day());
    Map<String, AttributeValue> stored = RawItems.scan(table).get(0);
    assertEquals("COMMENT#" + created.commentId(), stored.get("sk").s());
    assertEquals(created, comments.get("general", "p1", created.commentId()).execute().orElseThrow());
  }
}
