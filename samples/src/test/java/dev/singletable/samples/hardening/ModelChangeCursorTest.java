package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A read restarted with a cursor saved before the model changed (a rolling deploy, a cursor kept in
 * a client): refused when the cursor's position means nothing in the new model, instead of
 * continuing at the wrong place or failing at DynamoDB.
 */
class ModelChangeCursorTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorSavedBeforeTheSortKeyTemplateChangedIsRefused(SampleEngine engine) {
    Table table = Engines.newTable(engine, "changed", BoardCardEntity.SCHEMA, BoardEventEntity.SCHEMA);
    BoardsService before = BoardsService.of(table);
    for (int i = 1; i <= 3; i++) {
      before.cards().put(new BoardCard("b1", "c" + i, "o1")).execute();
    }
    String saved = before.cards().query().primary("b1").limit(1).page().cursor().orElseThrow();
    String savedByOwner = before.cards().query().byOwner("o1").limit(1).page().cursor().orElseThrow();
    Boardsv2Service after = Boardsv2Service.of(table);

    InvalidCursorException e = assertThrows(InvalidCursorException.class,
        () -> after.cards().query().primary("b1").startAfter(saved).list());
    assertTrue(e.getMessage().contains("CARD#c1"), e.getMessage());
    assertThrows(InvalidCursorException.class, () -> after.cards().query().byOwner("o1").startAfter(savedByOwner));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aShardedCursorSavedBeforeTheShardCountChangedIsRefused(SampleEngine engine) {
    Table table = Engines.newTable(engine, "reshard", BoardCardEntity.SCHEMA, BoardEventEntity.SCHEMA);
    BoardsService before = BoardsService.of(table);
    for (int i = 0; i < 6; i++) {
      before.events().put(new BoardEvent("b1", i % 3, "0" + i)).execute();
    }
    String saved = before.events().query().primaryShards("b1").limit(2).page().cursor().orElseThrow();
    Boardsv2Service after = Boardsv2Service.of(table);

    InvalidCursorException e = assertThrows(InvalidCursorException.class,
        () -> after.events().query().primaryShards("b1").startAfter(saved));
    assertTrue(e.getMessage().contains("over 3 shards"), e.getMessage());
  }
}
