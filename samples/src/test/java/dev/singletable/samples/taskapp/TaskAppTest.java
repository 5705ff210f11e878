package dev.singletable.samples.taskapp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.QueryRecorder;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** ElectroDB's TaskApp: collections on global secondary indexes, each read one query of its index. */
class TaskAppTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private record Bench(TaskappService service, QueryRecorder recorder) {}

  private static Bench bench(SampleEngine engine) {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(engine, "taskapp", OfficeEntity.SCHEMA, EmployeeEntity.SCHEMA, TaskEntity.SCHEMA)
        .withListener(recorder);
    TaskAppDemo.seed(table);
    recorder.clear();
    return new Bench(TaskappService.of(table), recorder);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anOfficeAndItsEmployeesAreOneQueryOfGsi1(SampleEngine engine) {
    Bench bench = bench(engine);

    TaskappService.WorkplacesCollection zoo = bench.service().workplaces("gw-zoo").list();

    assertEquals("Seattle", zoo.office().orElseThrow().city());
    assertEquals(List.of("jlowe", "ssmith"), zoo.employees().stream().map(Employee::employee).toList());
    assertEquals("gsi1", bench.recorder().single().indexName());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anEmployeeAndTheirTasksAreOneQueryOfGsi3(SampleEngine engine) {
    Bench bench = bench(engine);

    TaskappService.AssignmentsCollection joe = bench.service().assignments("jlowe").list();

    assertEquals(Optional.of("Lowe"), joe.employee().map(Employee::lastName));
    assertEquals(List.of("t-2", "t-1", "t-3"), joe.tasks().stream().map(Task::task).toList());
    assertEquals("gsi3", bench.recorder().single().indexName());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void collectionsOnAnIndexCountFilterAndNarrowByAMembersKey(SampleEngine engine) {
    Bench bench = bench(engine);
    TaskappService service = bench.service();

    assertEquals(4, service.assignments("jlowe").count());
    assertEquals(2, service.assignments("jlowe").filter(TaskEntity.STATUS.eq("open")).count());
    assertEquals(List.of("t-1", "t-3"),
        service.assignments("jlowe").fromTask("open", "t-1").list().tasks().stream().map(Task::task).toList());
    assertEquals(Optional.empty(), service.assignments("jlowe").fromTask("done", "t-2").list().employee());
    assertEquals(List.of("ssmith"), service.workplaces("gw-zoo").fromEmployee("jupiter", "manager", "ssmith").list()
        .employees().stream().map(Employee::employee).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aCollectionOfAnIndexOffersNoConsistentReads(SampleEngine engine) {
    Bench bench = bench(engine);

    // consistent() does not compile on a collection of a global secondary index, narrowed or not.
    Class<?> workplaces = bench.service().workplaces("gw-zoo").getClass();
    assertThrows(NoSuchMethodException.class, () -> workplaces.getMethod("consistent"));
    assertThrows(NoSuchMethodException.class, () -> workplaces.getMethod("consistent", boolean.class));
    assertEquals(1, bench.service().consistent().workplaces("gw-zoo").list().employees().size() - 1);
  }
}
