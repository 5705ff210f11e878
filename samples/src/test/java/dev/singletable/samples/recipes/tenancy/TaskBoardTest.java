package dev.singletable.samples.recipes.tenancy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Tenant ids and other components crafted to look like keys reach their own tenant's tasks only. */
class TaskBoardTest {
  /** Tenant ids holding the delimiter, the escape character, the other templates' literals. */
  private static final List<String> TENANTS = List.of("acme", "acme#PROJECT#p1", "acme#", "#acme", "acme\\",
      "acme\\#PROJECT#p1", "acme#USER#bob", "acme\\\\");
  private static final List<String> PROJECTS = List.of("p1", "p1#PROJECT#x", "#PROJECT#p1", "x", "p1\\", "\\#p1");

  private static Table table() {
    return Engines.newTable(Engines.http(), "recipe-tenancy", TaskEntity.SCHEMA);
  }

  @Test
  void craftedTenantAndProjectIdsReachOnlyTheirOwnTasks() {
    Table table = table();
    TaskBoard board = new TaskBoard(ProjectsService.of(table));
    for (String tenant : TENANTS) {
      for (String project : PROJECTS) {
        board.add(new Caller(tenant, "admin"), project, "t1", title(tenant, project), "bob");
      }
    }

    for (String tenant : TENANTS) {
      Caller caller = new Caller(tenant, "admin");
      List<String> assigned = new ArrayList<>();
      for (String project : PROJECTS) {
        assertEquals(List.of(title(tenant, project)), titles(board.tasksOfProject(caller, project)),
            "project " + project + " of tenant " + tenant);
        assertEquals(Optional.of(title(tenant, project)), board.task(caller, project, "t1").map(Task::title));
        assigned.add(title(tenant, project));
      }
      assertEquals(new TreeSet<>(assigned), new TreeSet<>(titles(board.assignedTo(caller, "bob"))),
          "tasks of bob in tenant " + tenant);
    }
    // Every (tenant, project) pair has a partition of its own in the table and in the index.
    Set<String> partitions = new TreeSet<>();
    Set<String> indexPartitions = new TreeSet<>();
    RawItems.scan(table).forEach(item -> {
      partitions.add(item.get("pk").s());
      indexPartitions.add(item.get("gsi1pk").s());
    });
    assertEquals(TENANTS.size() * PROJECTS.size(), partitions.size());
    assertEquals(TENANTS.size(), indexPartitions.size());
  }

  @Test
  void aDelimiterInAComponentIsEscapedSoTwoTuplesNeverShareAKey() {
    assertEquals("TENANT#acme#PROJECT#p1\\#PROJECT\\#x", TaskEntity.pk("acme", "p1#PROJECT#x"));
    assertEquals("TENANT#acme\\#PROJECT\\#p1#PROJECT#x", TaskEntity.pk("acme#PROJECT#p1", "x"));
    assertEquals("TENANT#acme\\\\#PROJECT#\\#p1", TaskEntity.pk("acme\\", "#p1"));
    assertEquals("TENANT#acme#PROJECT#p1", TaskEntity.pk("acme", "p1"));
  }

  @Test
  void anEmptyTenantIdIsAPartitionOfItsOwnAndTheCallerRefusesIt() {
    Table table = table();
    TaskEntity tasks = ProjectsService.of(table).tasks();
    tasks.create(new Task("acme", "p1", "t1", "acme's", "bob")).execute();
    // The library stores an empty component as it is: another key, not another tenant's.
    tasks.create(new Task("", "p1", "t1", "nobody's", "bob")).execute();
    assertEquals("TENANT##PROJECT#p1", TaskEntity.pk("", "p1"));
    assertEquals(List.of("nobody's"), titles(tasks.query().primary("", "p1").list()));
    assertEquals(List.of("acme's"), titles(tasks.query().primary("acme", "p1").list()));
    // The application refuses it before any key is built.
    assertThrows(IllegalArgumentException.class, () -> new Caller("", "alice"));
    assertThrows(IllegalArgumentException.class, () -> new Caller(" ", "alice"));
    assertThrows(IllegalArgumentException.class, () -> new Caller(null, "alice"));
  }

  @Test
  void aNullTenantIdIsRefusedBeforeSending() {
    TaskEntity tasks = ProjectsService.of(table()).tasks();
    tasks.create(new Task("acme", "p1", "t1", "acme's", "bob")).execute();
    InvalidValueException query = assertThrows(InvalidValueException.class,
        () -> tasks.query().primary(null, "p1").list());
    assertEquals(true, query.getMessage().contains("tenantId"), query.getMessage());
    assertThrows(InvalidValueException.class, () -> tasks.query().byAssignee(null, "bob").list());
    assertThrows(InvalidValueException.class, () -> tasks.get(null, "p1", "t1").execute());
  }

  private static String title(String tenant, String project) {
    return tenant + "|" + project;
  }

  private static List<String> titles(List<Task> tasks) {
    return tasks.stream().map(Task::title).toList();
  }
}
