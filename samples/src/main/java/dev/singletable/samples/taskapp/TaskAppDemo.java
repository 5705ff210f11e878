package dev.singletable.samples.taskapp;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ItemPrinter;
import java.io.PrintStream;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** ElectroDB's TaskApp: an office's workplace and an employee's assignments, each one query of a GSI. */
public final class TaskAppDemo {
  private TaskAppDemo() {}

  /** Writes two offices, three employees and four tasks. */
  public static void seed(Table table) {
    TaskappService service = TaskappService.of(table);
    service.offices().put(new Office("gw-zoo", "US", "WA", "Seattle", "98109", "1 Zoo Way")).execute();
    service.offices().put(new Office("portland", "US", "OR", "Portland", "97201", "2 Rose Street")).execute();
    service.employees().put(new Employee("jlowe", "Joe", "Lowe", "gw-zoo", "engineer", "jupiter", "ssmith")).execute();
    service.employees().put(new Employee("ssmith", "Sue", "Smith", "gw-zoo", "manager", "jupiter", "")).execute();
    service.employees().put(new Employee("aroy", "Ann", "Roy", "portland", "engineer", "saturn", "ssmith")).execute();
    service.tasks().put(new Task("t-1", "atlas", "jlowe", "Index the catalogue", "open", 3)).execute();
    service.tasks().put(new Task("t-2", "atlas", "jlowe", "Review the schema", "done", 1)).execute();
    service.tasks().put(new Task("t-3", "zeus", "jlowe", "Load test", "open", 5)).execute();
    service.tasks().put(new Task("t-4", "zeus", "aroy", "Write the runbook", "open", 2)).execute();
  }

  /** Runs the demo on {@code client}, in a table named {@code taskapp}. */
  public static void run(PrintStream out, DynamoDbClient client) {
    client.createTable(TaskappService.createTableRequest("taskapp"));
    Table table = Table.of(client, "taskapp");
    seed(table);
    ItemPrinter.print(out, client, "taskapp", List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi3pk", "gsi3sk"));
    TaskappService service = TaskappService.of(table);
    out.println("workplace gw-zoo: " + service.workplaces("gw-zoo").list());
    out.println("assignments of jlowe: " + service.assignments("jlowe").list());
    out.println("open tasks of jlowe: " + service.assignments("jlowe").count() + " items, "
        + service.assignments("jlowe").filter(TaskEntity.STATUS.eq("open")).count() + " open");
    out.println();
  }
}
