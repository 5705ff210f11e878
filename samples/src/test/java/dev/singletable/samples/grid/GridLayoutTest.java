package dev.singletable.samples.grid;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Seed 002's single-table grid view: the table and its overloaded index, letter for letter, and its queries. */
class GridLayoutTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static GridService seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "grid", TenantEntity.SCHEMA, ProjectEntity.SCHEMA,
        FieldDefinitionEntity.SCHEMA, IssueEntity.SCHEMA, FieldValueEntity.SCHEMA);
    GridService grid = GridService.of(table);
    GridData.load(grid);
    return grid;
  }

  @ParameterizedTest
  @MethodSource("engines")
  void storesTheSeedTableLetterForLetter(SampleEngine engine) {
    GridService grid = seeded(engine);
    assertEquals(rows(
            List.of("issue-020e", "project-35e9", "000001"),
            List.of("issue-020e", "xvalue-3812", "2023-05-01#000001"),
            List.of("issue-020e", "xvalue-882a", "2023-06-01#000001"),
            List.of("issue-3544", "project-7b7e", "000001"),
            List.of("issue-67d1", "project-35e9", "000002"),
            List.of("issue-67d1", "xvalue-3812", "2023-05-02#000002"),
            List.of("issue-67d1", "xvalue-882a", "2023-06-02#000002"),
            List.of("issue-83a4", "project-7b7e", "000002"),
            List.of("issue-af34", "project-35e9", "000003"),
            List.of("issue-af34", "xvalue-3fe6", "000042#000003"),
            List.of("issue-af34", "xvalue-47e5", "Approved#000003"),
            List.of("project-35e9", "tenant-0807", "Forth Rail Bridge"),
            List.of("project-35e9", "xattrib-35e6", "-"),
            List.of("project-35e9", "xattrib-3812", "-"),
            List.of("project-35e9", "xattrib-47e5", "-"),
            List.of("project-35e9", "xattrib-882a", "-"),
            List.of("project-7b7e", "tenant-3cc8", "The Daily News"),
            List.of("tenant-0807", "*", "-"),
            List.of("tenant-3cc8", "*", "-")),
        keyRows(grid.table(), "entityId", "relatedId", "sortString"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theOverloadedIndexHoldsTheSeedRows(SampleEngine engine) {
    GridService grid = seeded(engine);
    List<List<String>> index = new java.util.ArrayList<>();
    for (String partition : List.of("tenant-0807", "tenant-3cc8", "project-35e9", "project-7b7e", "xattrib-3812",
        "xattrib-3fe6", "xattrib-47e5", "xattrib-882a")) {
      for (Map<String, AttributeValue> item : grid.table().client().query(QueryRequest.builder()
          .tableName(grid.table().name()).indexName("gsi1").keyConditionExpression("gsi1pk = :pk")
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partition))).build()).items()) {
        index.add(List.of(item.get("gsi1pk").s(), item.get("sortString").s(), item.get("entityId").s()));
      }
    }
    assertEquals(List.of(
            List.of("tenant-0807", "Forth Rail Bridge", "project-35e9"),
            List.of("tenant-3cc8", "The Daily News", "project-7b7e"),
            List.of("project-35e9", "000001", "issue-020e"),
            List.of("project-35e9", "000002", "issue-67d1"),
            List.of("project-35e9", "000003", "issue-af34"),
            List.of("project-7b7e", "000001", "issue-3544"),
            List.of("project-7b7e", "000002", "issue-83a4"),
            List.of("xattrib-3812", "2023-05-01#000001", "issue-020e"),
            List.of("xattrib-3812", "2023-05-02#000002", "issue-67d1"),
            List.of("xattrib-3fe6", "000042#000003", "issue-af34"),
            List.of("xattrib-47e5", "Approved#000003", "issue-af34"),
            List.of("xattrib-882a", "2023-06-01#000001", "issue-020e"),
            List.of("xattrib-882a", "2023-06-02#000002", "issue-67d1")),
        index);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void projectsOfATenantComeByName(SampleEngine engine) {
    GridService grid = seeded(engine);
    grid.projects().put(new Project("aaaa", "0807", "Bridge Inspection")).execute();
    assertEquals(List.of("Bridge Inspection", "Forth Rail Bridge"),
        grid.projects().query().byTenant("0807").list().stream().map(Project::name).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void issuesOfAProjectComeByNumberAndRangeByNumber(SampleEngine engine) {
    GridService grid = seeded(engine);
    assertEquals(List.of("020e", "67d1", "af34"),
        grid.issues().query().byProject("35e9").list().stream().map(Issue::issueId).toList());
    assertEquals(List.of("67d1", "af34"),
        grid.issues().query().byProject("35e9").numGt(1).list().stream().map(Issue::issueId).toList());
    assertEquals(List.of("af34", "67d1"),
        grid.issues().query().byProject("35e9").numBetween(2, 3).descending().list().stream().map(Issue::issueId).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void issuesOfAFieldComeByValueThenNumber(SampleEngine engine) {
    GridService grid = seeded(engine);
    grid.fieldValues().put(FieldValue.ofDate("af34", "3812", java.time.LocalDate.parse("2023-05-01"), 3)).execute();
    assertEquals(List.of("020e", "af34", "67d1"),
        grid.fieldValues().query().byField("3812").list().stream().map(FieldValue::issueId).toList());
    assertEquals(List.of("af34"),
        grid.fieldValues().query().byField("3812").value("2023-05-01").numGt(1).list().stream()
            .map(FieldValue::issueId).toList());
    assertEquals(List.of("67d1"),
        grid.fieldValues().query().byField("3812").valueGt("2023-05-01").list().stream().map(FieldValue::issueId).toList());
    assertEquals(List.of("af34"),
        grid.fieldValues().query().byField("3fe6").value(FieldValue.number(42)).list().stream()
            .map(FieldValue::issueId).toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anIssueComesWithAllItsValuesInOneQuery(SampleEngine engine) {
    GridService grid = seeded(engine);
    GridService.IssueCollection issue = grid.issue("020e").list();
    assertEquals(List.of(GridData.issues().get(0)), issue.issues());
    assertEquals(GridData.fieldValues().subList(0, 2), issue.fieldValues());
  }
}
