package dev.singletable.samples.required;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A required index ({@code @Gsi(required = true)}, {@code @Lsi(required = true)}) holds every item:
 * each write path refuses, before sending, a write that would leave the item out, naming entity,
 * component and index; a sparse index beside it still leaves items out.
 */
class RequiredIndexTest {
  private static final Task ALICE = new Task("p1", "t1", "alice", null, "2024-06-01", "write docs");

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Setup(Table table, CountingClient client, TaskEntity tasks) {}

  private static Setup setup(SampleEngine engine) {
    Table created = Engines.newTable(engine, "tracker", TaskEntity.SCHEMA);
    CountingClient client = new CountingClient(engine.client());
    Table table = Table.of(client, created.name());
    return new Setup(table, client, TaskEntity.of(table));
  }

  private static void assertRefusedBeforeSending(Setup setup, String component, String index, Executable write) {
    int before = setup.client().requests();
    InvalidValueException refused = assertThrows(InvalidValueException.class, write);
    assertEquals("task", refused.entity());
    assertEquals(component, refused.field());
    assertTrue(refused.getMessage().contains("must be in index " + index), refused.getMessage());
    assertEquals(before, setup.client().requests(), "nothing sent");
    assertTrue(refused.key().orElseThrow().startsWith("pk=PROJECT#p1, sk=TASK#"), refused.getMessage());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCompleteTaskIsInTheRequiredIndexesAndAnUnlabelledOneOutOfTheSparseOne(SampleEngine engine) {
    Setup setup = setup(engine);
    Task due = setup.tasks().create(new Task("p1", "t2", "bob", "docs", null, "review")).execute();
    setup.tasks().put(ALICE).execute();

    assertEquals("9999-12-31", due.due());
    assertEquals(List.of(ALICE), setup.tasks().query().byAssignee("alice").list());
    assertEquals(List.of(due), setup.tasks().query().byLabel("docs").list());
    assertEquals(List.of(ALICE, due), setup.tasks().query().byDue("p1").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutWithoutTheAssigneeIsRefused(SampleEngine engine) {
    Setup setup = setup(engine);
    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> setup.tasks().put(new Task("p1", "t1", null, "docs", "2024-06-01", "x")).execute());
    assertTrue(RawItems.scan(setup.table()).isEmpty());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCreateWithoutTheAssigneeIsRefusedNamingTheItemsKey(SampleEngine engine) {
    Setup setup = setup(engine);
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> setup.tasks().create(new Task("p1", "t1", null, null, null, "x")).execute());
    assertEquals("pk=PROJECT#p1, sk=TASK#t1", refused.key().orElseThrow());
    assertTrue(refused.getMessage().contains("gsi1 (byAssignee, required)"), refused.getMessage());
    assertTrue(RawItems.scan(setup.table()).isEmpty());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpdateThatRemovesTheAssigneeIsRefusedAndOneThatRemovesTheLabelIsNot(SampleEngine engine) {
    Setup setup = setup(engine);
    setup.tasks().put(new Task("p1", "t1", "alice", "docs", "2024-06-01", "x")).execute();

    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> setup.tasks().update("p1", "t1").set(TaskEntity.ASSIGNEE, (String) null).set(TaskEntity.TITLE, "y").execute());
    assertRefusedBeforeSending(setup, "due", "lsi1",
        () -> setup.tasks().update("p1", "t1").remove(TaskEntity.DUE).execute());
    Task unlabelled = setup.tasks().update("p1", "t1").remove(TaskEntity.LABEL).execute();

    assertEquals(new Task("p1", "t1", "alice", null, "2024-06-01", "x"), unlabelled);
    assertEquals(List.of(), setup.tasks().query().byLabel("docs").list());
    assertEquals(List.of(unlabelled), setup.tasks().query().byAssignee("alice").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertThatDoesNotSetTheAssigneeIsRefusedSinceItMayCreateTheItem(SampleEngine engine) {
    Setup setup = setup(engine);
    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> setup.tasks().upsert("p1", "t1").set(TaskEntity.TITLE, "x").set(TaskEntity.DUE, "2024-06-01")
            .execute());

    Task upserted = setup.tasks().upsert("p1", "t1").set(TaskEntity.TITLE, "x").set(TaskEntity.DUE, "2024-06-01")
        .set(TaskEntity.ASSIGNEE, "alice").execute();
    assertEquals(List.of(upserted), setup.tasks().query().byAssignee("alice").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpsertThatDoesNotSetTheDueDayGivesItTheDefaultAndTheRequiredLocalIndexKey(SampleEngine engine) {
    Setup setup = setup(engine);

    Task upserted = setup.tasks().upsert("p1", "t1").set(TaskEntity.TITLE, "x").set(TaskEntity.ASSIGNEE, "alice")
        .execute();

    assertEquals(new Task("p1", "t1", "alice", null, "9999-12-31", "x"), upserted);
    assertEquals(List.of(upserted), setup.tasks().query().byDue("p1").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTransactionsPutCreateAndUpdateWithoutTheAssigneeAreRefused(SampleEngine engine) {
    Setup setup = setup(engine);
    setup.tasks().put(ALICE).execute();
    Task unassigned = new Task("p1", "t9", null, null, null, "x");

    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> TransactWrite.of(setup.table()).put(TaskEntity.SCHEMA, unassigned).execute());
    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> TransactWrite.of(setup.table()).create(TaskEntity.SCHEMA, unassigned).execute());
    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> TransactWrite.of(setup.table())
            .update(TaskEntity.SCHEMA, setup.tasks().update("p1", "t1").remove(TaskEntity.ASSIGNEE))
            .execute());
    assertEquals(List.of(ALICE), setup.tasks().query().primary("p1").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aBatchPutWithoutTheAssigneeIsRefused(SampleEngine engine) {
    Setup setup = setup(engine);
    assertRefusedBeforeSending(setup, "assignee", "gsi1",
        () -> BatchWrite.of(setup.table())
            .put(TaskEntity.SCHEMA, ALICE)
            .put(TaskEntity.SCHEMA, new Task("p1", "t2", null, null, null, "x"))
            .execute());
    assertTrue(RawItems.scan(setup.table()).isEmpty());
  }
}
