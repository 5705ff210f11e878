package dev.singletable.samples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Index keys as people change data one piece at a time: a manager removed takes
 * the employee out of the sparse direct-reports index alone, and index setters sharing the team
 * combine when they agree on it.
 */
class IndexUpdateTest {
  private static final Employee TARA = new Employee("e1", "Portland", "jupiter", "engineer", "m9");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table staffed(SampleEngine engine) {
    Table table = Engines.newTable(engine, "indexupdates", EmployeeEntity.SCHEMA);
    EmployeeEntity.of(table).put(TARA).execute();
    return table;
  }

  /** The stored item without the write tokens of the last updates. */
  private static Map<String, AttributeValue> stored(Table table) {
    Map<String, AttributeValue> item = new HashMap<>(RawItems.scan(table).get(0));
    item.keySet().removeIf(name -> name.matches("__token[0-9]*"));
    return item;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void managerSetToNullTakesTheEmployeeOutOfDirectReportsOnly(SampleEngine engine) {
    Table table = staffed(engine);
    EmployeeEntity employees = EmployeeEntity.of(table);
    assertEquals(List.of(TARA), employees.query().directReports("m9").list());

    Employee updated = employees.update("e1").set(EmployeeEntity.MANAGER, (String) null).execute();

    assertEquals(new Employee("e1", "Portland", "jupiter", "engineer", null), updated);
    Map<String, AttributeValue> item = stored(table);
    assertFalse(item.containsKey("gsi3pk"));
    assertFalse(item.containsKey("gsi3sk"));
    assertEquals("OFFICE#Portland", item.get("gsi1pk").s());
    assertEquals("TEAM#jupiter", item.get("gsi2pk").s());
    assertEquals(EmployeeEntity.toItem(updated), item);
    assertEquals(List.of(), employees.query().directReports("m9").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void managerGivenBackPutsTheEmployeeInTheIndexAgain(SampleEngine engine) {
    Table table = staffed(engine);
    EmployeeEntity employees = EmployeeEntity.of(table);
    employees.update("e1").remove(EmployeeEntity.MANAGER).execute();

    // The team is a component of all three indexes: the setters that carry it must agree on it.
    Employee updated = employees.update("e1")
        .setCoworkers("Portland", "jupiter").setTeams("jupiter", "engineer").setDirectReports("m7", "jupiter")
        .execute();

    assertEquals(EmployeeEntity.toItem(updated), stored(table));
    assertEquals(List.of(updated), employees.query().directReports("m7").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void settersSharingTheTeamCombineAndWriteEveryIndexOnce(SampleEngine engine) {
    Table table = staffed(engine);
    EmployeeEntity employees = EmployeeEntity.of(table);

    Employee updated = employees.update("e1")
        .setCoworkers("Seattle", "saturn")
        .setTeams("saturn", "lead")
        .setDirectReports("m9", "saturn")
        .execute();

    assertEquals(new Employee("e1", "Seattle", "saturn", "lead", "m9"), updated);
    Map<String, AttributeValue> item = stored(table);
    assertEquals("OFFICE#Seattle", item.get("gsi1pk").s());
    assertEquals("TEAM#saturn#EMPLOYEE#e1", item.get("gsi1sk").s());
    assertEquals("TEAM#saturn", item.get("gsi2pk").s());
    assertEquals("TITLE#lead#EMPLOYEE#e1", item.get("gsi2sk").s());
    assertEquals("TEAM#saturn#EMPLOYEE#e1", item.get("gsi3sk").s());
    assertEquals(EmployeeEntity.toItem(updated), item);
    assertEquals(List.of(updated), employees.query().teams("saturn").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void settersDisagreeingOnTheTeamAreRefusedAndNothingIsSent(SampleEngine engine) {
    Table table = staffed(engine);
    EmployeeEntity employees = EmployeeEntity.of(table);

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> employees.update("e1").setCoworkers("Seattle", "saturn").setTeams("mars", "lead"));

    assertEquals("employee: team is already changed by this update", e.getMessage());
    assertEquals(TARA, employees.get("e1").execute().orElseThrow());
  }
}
