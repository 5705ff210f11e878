package dev.singletable.samples.electrodb.taskmanager;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * ElectroDB's task-manager example on the items ElectroDB writes, put raw into the table: its keys,
 * {@code __edb_e__} and {@code __edb_v__}, its ISO-8601 and epoch-millisecond timestamps. Every access
 * pattern of the example reads them; writes keep ElectroDB's required and read-only attributes and
 * store timestamps in its forms.
 */
class TaskManagerTest {
  private static final Instant NOW = Instant.parse("2021-06-07T08:09:10.123456789Z");
  private static final String DOMINIQUE = "c5613b43-4506-4707-a3df-c148bb3a9172";
  private static final String MICHELE = "b3d0fec9-2205-40a9-9551-8f0a43ed0d2b";
  private static final String TYRONE = "80162c1c-b0cd-444d-b94e-fc470a9fdf0e";

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyAccessPatternOfTheExampleReadsWhatElectroDbWrote(SampleEngine engine) {
    TaskManagerService service = TaskManagerService.of(seeded(engine));

    Employee dominique = new Employee(DOMINIQUE, "Dominique", "Johnson", "atlanta branch", "accountant", Team.MARKETING,
        "198183", null, LocalDate.parse("2021-05-24"), LocalDate.parse("1994-09-15"));
    assertEquals(Optional.of(dominique), service.employees().get(DOMINIQUE).execute());

    TaskManagerService.WorkplacesCollection atlanta = service.workplaces("atlanta branch").list();
    assertEquals("Atlanta", atlanta.office().orElseThrow().city());
    assertEquals(List.of(MICHELE, DOMINIQUE), atlanta.employees().stream().map(Employee::employee).toList());

    TaskManagerService.AssignmentsCollection tyrone = service.assignments(TYRONE).list();
    assertEquals(Optional.of("Tyrone"), tyrone.employee().map(Employee::firstName));
    assertEquals(List.of("a01b2c3d", "fe7265ed"), tyrone.tasks().stream().map(Task::taskName).toList());

    // "Junior Developers making more than 100,000": salary is ElectroDB's string, compared as text, so
    // 95000 is more than 100000 here as it is in ElectroDB.
    assertEquals(List.of(MICHELE, TYRONE), service.employees().query().roles("junior software engineer")
        .salaryGt("100000").list().stream().map(Employee::employee).toList());
    // "All open tasks for a given project less than or equal to 13 points".
    assertEquals(List.of("a01b2c3d"), service.tasks().query().statuses(Status.OPEN).project("135-53")
        .filter(TaskEntity.POINTS.le(13)).list().stream().map(Task::taskName).toList());
    // "Marketing team members hired between two dates".
    assertEquals(List.of(DOMINIQUE), service.employees().query().teams(Team.MARKETING)
        .dateHiredBetween(LocalDate.parse("2021-01-01"), LocalDate.parse("2021-12-31")).list().stream()
        .map(Employee::employee).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void timestampsReadAndWriteInTheFormsElectroDbStores(SampleEngine engine) {
    Table table = seeded(engine);
    TaskEntity tasks = TaskEntity.of(table.withClock(Clock.fixed(NOW, ZoneOffset.UTC)));

    Task stored = tasks.get("fe7265ed", "552-79", TYRONE).execute().orElseThrow();
    assertEquals(Instant.parse("2021-02-01T00:00:00Z"), stored.createdAt());
    assertEquals(Instant.ofEpochMilli(1630977029015L), stored.updatedAt());
    assertEquals(Instant.parse("2021-02-01T12:30:00.250Z"),
        tasks.get("a01b2c3d", "135-53", TYRONE).execute().orElseThrow().createdAt(),
        "JavaScript's toISOString() text, with its milliseconds, reads too");
    assertEquals(List.of("fe7265ed"), tasks.query().assigned(TYRONE)
        .filter(TaskEntity.CREATED_AT.eq(Instant.parse("2021-02-01T00:00:00Z"))).list().stream()
        .map(Task::taskName).toList(), "a condition's value is written in the attribute's form");

    tasks.create(new Task("b7", "135-53", TYRONE, "new", null, 3, null, null, null)).execute();
    Map<String, AttributeValue> created = raw(table, "$task-manager#taskname_b7", "$task_1#project_135-53#employee_" + TYRONE);
    assertEquals(AttributeValue.fromS("2021-06-07T08:09:10.123456789Z"), created.get("createdAt"));
    assertEquals(AttributeValue.fromN("1623053350123"), created.get("updatedAt"));
    assertEquals(AttributeValue.fromS("open"), created.get("status"));

    Task updated = tasks.update("fe7265ed", "552-79", TYRONE).set(TaskEntity.POINTS, 99).execute();
    assertEquals(Instant.parse("2021-06-07T08:09:10.123Z"), updated.updatedAt(), "epoch milliseconds hold no more");
    Map<String, AttributeValue> item = raw(table, "$task-manager#taskname_fe7265ed", "$task_1#project_552-79#employee_" + TYRONE);
    assertEquals(AttributeValue.fromN("1623053350123"), item.get("updatedAt"));
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00Z"), item.get("createdAt"), "an update keeps ElectroDB's text");

    tasks.put(new Task("fe7265ed", "552-79", TYRONE, "rewritten", Status.CLOSED, 1, null, null, null)).execute();
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00Z"),
        raw(table, "$task-manager#taskname_fe7265ed", "$task_1#project_552-79#employee_" + TYRONE).get("createdAt"),
        "a put keeps the stored creation time as it was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void requiredAttributesAreRefusedBeforeSending(SampleEngine engine) {
    Table table = seeded(engine);
    EmployeeEntity employees = EmployeeEntity.of(table);
    int items = RawItems.scan(table).size();

    InvalidValueException missing = assertThrows(InvalidValueException.class, () -> employees.create(new Employee(
        "e-9", null, "Doe", "atlanta branch", "accountant", Team.FINANCE, "1", null, null, null)).execute());
    assertTrue(missing.getMessage().startsWith("employee.firstName = null: every item of employee must hold it"
        + " (@Required)"), missing.getMessage());
    assertTrue(missing.getMessage().contains("$task-manager#employee_e-9"), missing.getMessage());
    assertThrows(InvalidValueException.class, () -> employees.put(new Employee(
        DOMINIQUE, "Dominique", "Johnson", "atlanta branch", "accountant", Team.MARKETING, null, null, null, null))
        .execute(), "a put of a record without its salary is refused");

    InvalidValueException removed = assertThrows(InvalidValueException.class,
        () -> employees.update(DOMINIQUE).remove(EmployeeEntity.LAST_NAME));
    assertTrue(removed.getMessage().startsWith("employee.lastName = null: cannot be removed"), removed.getMessage());
    assertThrows(InvalidValueException.class, () -> employees.update(DOMINIQUE).set(EmployeeEntity.TITLE, (String) null));

    assertEquals(items, RawItems.scan(table).size(), "nothing was written");
    assertEquals(AttributeValue.fromS("Johnson"), raw(table, "$task-manager#employee_" + DOMINIQUE, "$employee_1")
        .get("lastName"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReadOnlyAttributeIsSetAtCreationAndNeverChanged(SampleEngine engine) {
    Table table = seeded(engine);
    TaskManagerService service = TaskManagerService.of(table);
    EmployeeEntity employees = service.employees();
    Employee dominique = employees.get(DOMINIQUE).execute().orElseThrow();

    employees.put(new Employee(DOMINIQUE, "Dominique", "Johnson-Lee", "atlanta branch", "accountant", Team.MARKETING,
        "200000", null, dominique.dateHired(), dominique.birthday())).execute();
    assertEquals(AttributeValue.fromS("Johnson-Lee"), raw(table, "$task-manager#employee_" + DOMINIQUE, "$employee_1")
        .get("lastName"), "a put that carries the stored value is written");

    ConditionFailedException changed = assertThrows(ConditionFailedException.class, () -> employees.put(new Employee(
        DOMINIQUE, "Dominique", "Johnson", "atlanta branch", "accountant", Team.MARKETING, "200000", null,
        dominique.dateHired(), LocalDate.parse("1990-01-01"))).execute());
    assertTrue(changed.getMessage().contains("birthday is read-only (@ReadOnly) and holds \"1994-09-15\", which the put"
        + " would change to \"1990-01-01\""), changed.getMessage());
    assertTrue(changed.getMessage().contains("$task-manager#employee_" + DOMINIQUE), changed.getMessage());
    assertThrows(ConditionFailedException.class, () -> employees.put(new Employee(DOMINIQUE, "Dominique", "Johnson",
        "atlanta branch", "accountant", Team.MARKETING, "200000", null, dominique.dateHired(), null)).execute(),
        "nor may a put remove it");
    Map<String, AttributeValue> kept = raw(table, "$task-manager#employee_" + DOMINIQUE, "$employee_1");
    assertEquals(AttributeValue.fromS("1994-09-15"), kept.get("birthday"));
    assertEquals(AttributeValue.fromS("Johnson-Lee"), kept.get("lastName"), "the refused puts left the item as it was");

    // Michele has no birthday stored: a put may set it once.
    Employee michele = employees.get(MICHELE).execute().orElseThrow();
    employees.put(new Employee(MICHELE, michele.firstName(), michele.lastName(), michele.officeName(), michele.title(),
        michele.team(), michele.salary(), michele.manager(), michele.dateHired(), LocalDate.parse("1991-02-03"))).execute();
    assertEquals(Optional.of(LocalDate.parse("1991-02-03")), employees.get(MICHELE).execute().map(Employee::birthday));

    IllegalArgumentException batch = assertThrows(IllegalArgumentException.class,
        () -> service.batchWrite().put(EmployeeEntity.SCHEMA, dominique));
    assertTrue(batch.getMessage().contains("read-only attributes [birthday]"), batch.getMessage());
  }

  /** The example's items as ElectroDB stores them: two offices, three employees, three tasks. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "taskmanager", EmployeeEntity.SCHEMA, OfficeEntity.SCHEMA, TaskEntity.SCHEMA);
    put(table, office("atlanta branch", "United States of America", "Rhode Island", "Atlanta", "69117", "2895 North Road"));
    put(table, office("portland branch", "United States of America", "Mississippi", "Portland", "84537",
        "8818 Burnside Circle"));
    put(table, employee(DOMINIQUE, "Dominique", "Johnson", "atlanta branch", "accountant", "marketing", "198183", null,
        "2021-05-24", "1994-09-15"));
    put(table, employee(MICHELE, "Michele", "Brown", "atlanta branch", "junior software engineer", "development",
        "120000", DOMINIQUE, "2019-03-02", null));
    put(table, employee(TYRONE, "Tyrone", "Lee", "portland branch", "junior software engineer", "development",
        "95000", null, "2018-07-01", "1980-12-01"));
    put(table, task("fe7265ed", "552-79", TYRONE, "open", 100, s("2021-02-01T00:00:00Z")));
    put(table, task("a01b2c3d", "135-53", TYRONE, "open", 8, s("2021-02-01T12:30:00.250Z")));
    put(table, task("c9d8e7f6", "135-53", MICHELE, "open", 20, s("2021-02-02T00:00:00Z")));
    return table;
  }

  private static Map<String, AttributeValue> office(String name, String country, String state, String city, String zip,
      String address) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$task-manager#country_" + country + "#state_" + state));
    item.put("sk", s("$office_1#city_" + city + "#zip_" + zip + "#officename_" + name));
    item.put("gsi1pk", s("$task-manager#officename_" + name));
    item.put("gsi1sk", s("$workplaces#office_1"));
    item.put("officeName", s(name));
    item.put("country", s(country));
    item.put("state", s(state));
    item.put("city", s(city));
    item.put("zip", s(zip));
    item.put("address", s(address));
    item.put("__edb_e__", s("Office"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  private static Map<String, AttributeValue> employee(String id, String firstName, String lastName, String office,
      String title, String team, String salary, String manager, String dateHired, String birthday) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$task-manager#employee_" + id));
    item.put("sk", s("$employee_1"));
    item.put("gsi1pk", s("$task-manager#officename_" + office));
    item.put("gsi1sk", s("$workplaces#employee_1#team_" + team + "#title_" + title + "#employee_" + id));
    item.put("gsi2pk", s("$task-manager#team_" + team));
    item.put("gsi2sk", s("$employee_1#datehired_" + dateHired + "#title_" + title));
    item.put("gsi3pk", s("$task-manager#employee_" + id));
    item.put("gsi3sk", s("$assignments#employee_1"));
    item.put("gsi4pk", s("$task-manager#title_" + title));
    item.put("gsi4sk", s("$employee_1#salary_" + salary));
    if (manager != null) {
      item.put("gsi5pk", s("$task-manager#manager_" + manager));
      item.put("gsi5sk", s("$employee_1#team_" + team + "#officename_" + office));
      item.put("manager", s(manager));
    }
    item.put("employee", s(id));
    item.put("firstName", s(firstName));
    item.put("lastName", s(lastName));
    item.put("officeName", s(office));
    item.put("title", s(title));
    item.put("team", s(team));
    item.put("salary", s(salary));
    item.put("dateHired", s(dateHired));
    if (birthday != null) {
      item.put("birthday", s(birthday));
    }
    item.put("__edb_e__", s("employee"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  private static Map<String, AttributeValue> task(String name, String project, String employee, String status, int points,
      AttributeValue createdAt) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$task-manager#taskname_" + name));
    item.put("sk", s("$task_1#project_" + project + "#employee_" + employee));
    item.put("gsi1pk", s("$task-manager#project_" + project));
    item.put("gsi1sk", s("$task_1#employee_" + employee + "#status_" + status));
    item.put("gsi3pk", s("$task-manager#employee_" + employee));
    item.put("gsi3sk", s("$assignments#task_1#project_" + project + "#status_" + status));
    item.put("gsi4pk", s("$task-manager#status_" + status));
    item.put("gsi4sk", s("$task_1#project_" + project + "#employee_" + employee));
    item.put("taskName", s(name));
    item.put("project", s(project));
    item.put("employee", s(employee));
    item.put("description", s("Vestibulum tincidunt erat quis vestibulum venenatis"));
    item.put("status", s(status));
    item.put("points", AttributeValue.fromN(Integer.toString(points)));
    item.put("comments", AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of(
        "body", s("Aliquam a ex quis tortor"), "author", s(DOMINIQUE))))));
    item.put("createdAt", createdAt);
    item.put("updatedAt", AttributeValue.fromN("1630977029015"));
    item.put("__edb_e__", s("task"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  private static void put(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  private static Map<String, AttributeValue> raw(Table table, String pk, String sk) {
    return table.client().getItem(GetItemRequest.builder().tableName(table.name())
        .key(Map.of("pk", s(pk), "sk", s(sk))).consistentRead(true).build()).item();
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
