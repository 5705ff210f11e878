package dev.singletable.samples.subcollections;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sub-collections: the step {@code project(projectId)} reads one project and its
 * tasks, never another project whose id starts alike or holds the delimiter, never the comments that
 * share the project's prefix but not the sub-collection; count, limits and cursors within it.
 */
class SubCollectionsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private record Bench(WorkspacesService workspaces, QueryRecorder queries) {}

  /** Workspace {@code w} with projects {@code p1}, {@code p10} and {@code p#1}, each with tasks and comments. */
  private static Bench bench(SampleEngine engine) {
    QueryRecorder queries = new QueryRecorder();
    Table table = Engines.newTable(engine, "workspaces", WorkspaceEntity.SCHEMA, ProjectEntity.SCHEMA,
        ProjectTaskEntity.SCHEMA, ProjectCommentEntity.SCHEMA).withListener(queries);
    WorkspacesService workspaces = WorkspacesService.of(table);
    workspaces.workspaces().put(new Workspace("w", "Main")).execute();
    for (String project : List.of("p1", "p10", "p#1")) {
      workspaces.projects().put(new Project("w", project, "Project " + project)).execute();
      for (int task = 1; task <= 3; task++) {
        workspaces.tasks().put(new ProjectTask("w", project, task, project + "/" + task)).execute();
      }
      workspaces.comments().put(new ProjectComment("w", project, 1, "on " + project)).execute();
    }
    workspaces.projects().put(new Project("other", "p1", "Another workspace's p1")).execute();
    queries.clear();
    return new Bench(workspaces, queries);
  }

  private static List<String> tasks(WorkspacesService.WorkspaceCollection items) {
    return items.tasks().stream().map(ProjectTask::status).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theStepReadsOneProjectAndItsTasksOnly(SampleEngine engine) {
    Bench bench = bench(engine);

    WorkspacesService.WorkspaceCollection p1 = bench.workspaces().workspace("w").project("p1").list();

    assertEquals(List.of(new Project("w", "p1", "Project p1")), p1.projects());
    assertEquals(List.of("p1/1", "p1/2", "p1/3"), tasks(p1));
    assertEquals(List.of(), p1.comments(), "comments share the prefix, not the sub-collection");
    assertFalse(p1.workspace().isPresent());
    assertTrue(bench.queries().sent().get(0).keyConditionExpression().contains("begins_with"));
    assertEquals("PROJECT#p1#", bench.queries().sent().get(0).expressionAttributeValues().values().stream()
        .map(value -> value.s()).filter(text -> text.startsWith("PROJECT")).findFirst().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aProjectIdHoldingTheDelimiterOrStartingAlikeStaysApart(SampleEngine engine) {
    Bench bench = bench(engine);
    WorkspacesService workspaces = bench.workspaces();

    WorkspacesService.WorkspaceCollection escaped = workspaces.workspace("w").project("p#1").list();
    WorkspacesService.WorkspaceCollection p = workspaces.workspace("w").project("p").list();

    assertEquals(List.of("p#1/1", "p#1/2", "p#1/3"), tasks(escaped));
    assertEquals(1, escaped.projects().size());
    assertEquals(List.of(), p.projects(), "p is no prefix of p#1 nor of p1");
    assertEquals(List.of(), tasks(p));
    assertEquals(List.of("p10/1", "p10/2", "p10/3"), tasks(workspaces.workspace("w").project("p10").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void countEqualsTheListOfTheSubCollection(SampleEngine engine) {
    Bench bench = bench(engine);
    WorkspacesService workspaces = bench.workspaces();

    WorkspacesService.WorkspaceCollection p10 = workspaces.workspace("w").project("p10").list();

    assertEquals(p10.projects().size() + p10.tasks().size(), workspaces.workspace("w").project("p10").count());
    assertEquals(4, workspaces.workspace("w").project("p10").count());
    assertEquals(16, workspaces.workspace("w").count(), "the whole collection: 1 + 3 x (1 + 3 + 1)");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesWithALimitWalkTheSubCollectionOnce(SampleEngine engine) {
    Bench bench = bench(engine);
    List<String> tasks = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    String cursor = null;
    do {
      WorkspacesService.WorkspaceQuery query = bench.workspaces().workspace("w");
      if (cursor != null) {
        query.startAfter(cursor);
      }
      CollectionPage<WorkspacesService.WorkspaceCollection> page = query.project("p1").limit(3).page();
      tasks.addAll(tasks(page.items()));
      sizes.add(page.items().projects().size() + page.items().tasks().size());
      cursor = page.cursor().orElse(null);
    } while (cursor != null);

    assertEquals(List.of("p1/1", "p1/2", "p1/3"), tasks);
    assertEquals(3, sizes.get(0));
    assertEquals(4, sizes.stream().mapToInt(Integer::intValue).sum());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void descendingReadsTheLastTasksFirst(SampleEngine engine) {
    Bench bench = bench(engine);

    WorkspacesService.WorkspaceCollection lastTwo =
        bench.workspaces().workspace("w").project("p1").descending().limit(2).list();

    assertEquals(List.of("p1/3", "p1/2"), tasks(lastTwo));
    assertEquals(List.of(), lastTwo.projects());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCursorKeepsTheCollectionQuerySoThatTheSubCollectionStepFollowsIt(SampleEngine engine) {
    WorkspacesService workspaces = bench(engine).workspaces();
    CollectionPage<WorkspacesService.WorkspaceCollection> first =
        workspaces.workspace("w").project("p1").limit(2).page();
    String cursor = first.cursor().orElseThrow();

    WorkspacesService.WorkspaceCollection rest = workspaces.workspace("w").startAfter(cursor).project("p1").list();
    String none = null;
    WorkspacesService.WorkspaceCollection all = workspaces.workspace("w").startAfter(none).consistent().project("p1")
        .list();

    assertEquals(List.of("p1/2", "p1/3"), tasks(rest));
    assertEquals(List.of(), rest.projects());
    assertEquals(List.of("p1/1", "p1/2", "p1/3"), tasks(all));
  }

}
