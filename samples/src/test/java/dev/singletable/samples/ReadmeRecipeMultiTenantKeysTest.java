package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.recipes.tenancy.Caller;
import dev.singletable.samples.recipes.tenancy.ProjectsService;
import dev.singletable.samples.recipes.tenancy.Task;
import dev.singletable.samples.recipes.tenancy.TaskBoard;
import dev.singletable.samples.recipes.tenancy.TaskEntity;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The multi-tenant keys recipe, run as written (see {@link ReadmeSnippets}). */
class ReadmeRecipeMultiTenantKeysTest {
  @Test
  void aTenantIdShapedLikeAKeyReachesItsOwnTasksOnly() {
    Table table = Engines.newTable(Engines.http(), "readme-recipe-tenancy", TaskEntity.SCHEMA);

    // readme: recipe-multi-tenant-keys
    TaskBoard board = new TaskBoard(ProjectsService.of(table));
    Caller alice = new Caller("acme", "alice");                    // from the verified token
    Caller mallory = new Caller("acme#PROJECT#launch", "mallory");  // a tenant id shaped like a key

    board.add(alice, "launch#PROJECT#q3", "t1", "Book the venue", "bob");
    board.add(mallory, "q3", "t1", "Mallory's task", "bob");

    List<Task> acme = board.tasksOfProject(alice, "launch#PROJECT#q3");      // Alice's task only
    List<Task> mallorys = board.tasksOfProject(mallory, "q3");               // Mallory's only
    Optional<Task> none = board.task(mallory, "launch#PROJECT#q3", "t1");    // empty: not her tenant
    List<Task> bobs = board.assignedTo(alice, "bob");                        // acme's tasks of bob

    String aliceKey = TaskEntity.pk("acme", "launch#PROJECT#q3");    // TENANT#acme#PROJECT#launch\#PROJECT\#q3
    String malloryKey = TaskEntity.pk("acme#PROJECT#launch", "q3");  // TENANT#acme\#PROJECT\#launch#PROJECT#q3
    assertEquals(List.of("Book the venue"), acme.stream().map(Task::title).toList());
    assertEquals(List.of("Mallory's task"), mallorys.stream().map(Task::title).toList());
    assertEquals(Optional.empty(), none);
    assertEquals(List.of("Book the venue"), bobs.stream().map(Task::title).toList());
    assertEquals("TENANT#acme#PROJECT#launch\\#PROJECT\\#q3", aliceKey);
    assertEquals("TENANT#acme\\#PROJECT\\#launch#PROJECT#q3", malloryKey);
    // readme: end
  }
}
