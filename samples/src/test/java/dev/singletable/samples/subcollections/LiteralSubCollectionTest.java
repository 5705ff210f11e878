package dev.singletable.samples.subcollections;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.subcollections.ElectroOwnedBoards.Board;
import dev.singletable.samples.subcollections.ElectroOwnedBoards.Note;
import dev.singletable.samples.subcollections.ElectroOwnedBoards.Report;
import dev.singletable.samples.subcollections.ElectroOwnedBoards.Task;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sub-collection whose members share only literal text before their components (ElectroDB's
 * {@code $owned#managed#}): its step takes no argument and reads the keys starting with that text,
 * up to its last delimiter, and nothing of the collection's other members.
 */
class LiteralSubCollectionTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theStepReadsTheMembersThatShareTheLiteralOnly(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "ownedboards", ElectroOwnedBoards_BoardEntity.SCHEMA,
        ElectroOwnedBoards_TaskEntity.SCHEMA, ElectroOwnedBoards_NoteEntity.SCHEMA,
        ElectroOwnedBoards_ReportEntity.SCHEMA).withListener(queries);
    OwnedboardsService boards = OwnedboardsService.of(table);
    boards.boards().put(new Board("u1", "b1", "Roadmap")).execute();
    boards.tasks().put(new Task("u1", "t1", "open")).execute();
    boards.tasks().put(new Task("u2", "t2", "open")).execute();
    boards.notes().put(new Note("u1", "n1", "call back")).execute();
    boards.reports().put(new Report("u1", "r1")).execute();
    queries.clear();

    OwnedboardsService.OwnedCollection managed = boards.owned("u1").managed().list();
    OwnedboardsService.OwnedCollection owned = boards.owned("u1").list();

    assertEquals(List.of(new Board("u1", "b1", "Roadmap")), managed.boards());
    assertEquals(List.of(new Task("u1", "t1", "open")), managed.tasks());
    assertEquals(List.of(), managed.notes(), "notes are of the collection, not of the sub-collection");
    assertEquals(List.of(), managed.reports(), "$owned#managedreport_ does not start with $owned#managed#");
    assertEquals("$owned#managed#", queries.sent().get(0).expressionAttributeValues().values().stream()
        .map(value -> value.s()).filter(text -> text.startsWith("$owned")).findFirst().orElseThrow());
    assertEquals(1, owned.notes().size());
    assertEquals(1, owned.reports().size());
  }
}
