package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.samples.subcollections.Project;
import dev.singletable.samples.subcollections.ProjectComment;
import dev.singletable.samples.subcollections.ProjectTask;
import dev.singletable.samples.subcollections.Workspace;
import dev.singletable.samples.subcollections.WorkspacesService;
import dev.singletable.test.DynamoDbExtension;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The README's sub-collections example, run as written (the README shows the region
 * between {@code // readme:} markers, see {@link ReadmeSnippets}), on the entities of the
 * {@code subcollections} sample.
 */
class ReadmeSubCollectionsExampleTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("readme-workspaces", WorkspacesService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  private static List<Integer> taskIds(WorkspacesService.WorkspaceCollection items) {
    return items.tasks().stream().map(ProjectTask::taskId).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeSubCollectionReadsOneProjectAndItsTasks(DynamoDbExtension dynamo) {
    Table table = Table.of(dynamo.client(), dynamo.tableName());
    WorkspacesService seeded = WorkspacesService.of(table);
    seeded.workspaces().put(new Workspace("w", "Main")).execute();
    for (String project : List.of("p1", "p10")) {
      seeded.projects().put(new Project("w", project, "Project " + project)).execute();
      for (int task = 1; task <= 3; task++) {
        seeded.tasks().put(new ProjectTask("w", project, task, "open")).execute();
      }
      seeded.comments().put(new ProjectComment("w", project, 1, "on " + project)).execute();
    }

    // readme: sub-collections
    WorkspacesService workspaces = WorkspacesService.of(table);
    WorkspacesService.WorkspaceCollection p1 = workspaces.workspace("w").project("p1").list();   // one Query
    p1.projects();                                   // [Project[workspaceId=w, projectId=p1, title=Project p1]]
    p1.tasks();                                      // tasks 1, 2 and 3 of p1, none of p10
    p1.comments();                                   // []: a comment's key starts with PROJECT#p1# too
    p1.workspace();                                  // Optional.empty: #WORKSPACE is not in the sub-collection
    assertEquals(List.of(new Project("w", "p1", "Project p1")), p1.projects());
    assertEquals(List.of(1, 2, 3), taskIds(p1));
    assertEquals(List.of(), p1.comments());
    assertEquals(Optional.empty(), p1.workspace());

    long n = workspaces.workspace("w").project("p1").count();                  // 4: the project and 3 tasks
    WorkspacesService.WorkspaceCollection lastTwo =
        workspaces.workspace("w").project("p1").descending().limit(2).list();  // tasks 3 and 2
    assertEquals(4L, n);
    assertEquals(List.of(3, 2), taskIds(lastTwo));

    CollectionPage<WorkspacesService.WorkspaceCollection> page =
        workspaces.workspace("w").project("p1").limit(3).page();               // the project, tasks 1 and 2
    WorkspacesService.WorkspaceCollection rest = workspaces.workspace("w").project("p1")
        .startAfter(page.cursor().orElseThrow()).page().items();               // task 3
    assertEquals(1, page.items().projects().size());
    assertEquals(List.of(1, 2), taskIds(page.items()));
    assertEquals(List.of(3), taskIds(rest));
    assertEquals(List.of(), rest.projects());
    // readme: end
  }
}
