package dev.singletable.samples.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItemException;
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

/** Enum constants stored as the text they declare ({@code @StoredAs}), in keys and attributes. */
class StoredEnumTextsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private static TrackedIssue issue(IssueState state, int id, License license) {
    return new TrackedIssue("acme", state, id, license, List.of(license, License.UNLICENSED), "issue " + id);
  }

  private static Table loaded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tracker", TrackedIssueEntity.SCHEMA);
    TrackedIssueEntity issues = TrackedIssueEntity.of(table);
    issues.put(issue(IssueState.CLOSED, 1, License.MIT)).execute();
    issues.put(issue(IssueState.OPEN, 2, License.APACHE_2)).execute();
    issues.put(issue(IssueState.CLOSED, 3, License.ODD)).execute();
    issues.put(issue(IssueState.OPEN, 4, License.UNLICENSED)).execute();
    return table;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void keysAndAttributesHoldTheStoredTexts(SampleEngine engine) {
    Table table = loaded(engine);
    Map<String, Map<String, AttributeValue>> bySk = new HashMap<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      bySk.put(item.get("sk").s(), item);
    }
    assertEquals(java.util.Set.of("STATE#0#ISSUE#0002", "STATE#0#ISSUE#0004", "STATE#1#ISSUE#0001",
        "STATE#1#ISSUE#0003"), bySk.keySet());
    Map<String, AttributeValue> open = bySk.get("STATE#0#ISSUE#0002");
    assertEquals("0", open.get("state").s());
    assertEquals("apache-2.0", open.get("license").s());
    assertEquals("LICENSE#apache-2.0", open.get("gsi1pk").s());
    assertEquals(List.of("apache-2.0", "UNLICENSED"), open.get("alsoUnder").l().stream().map(AttributeValue::s).toList());
    Map<String, AttributeValue> odd = bySk.get("STATE#1#ISSUE#0003");
    assertEquals("a#b", odd.get("license").s());
    assertTrue(odd.get("gsi1pk").s().startsWith("LICENSE#a"), "escaped like any text: " + odd.get("gsi1pk").s());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void openIssuesSortBeforeClosedOnesAndReadBackExactly(SampleEngine engine) {
    Table table = loaded(engine);
    TrackedIssueEntity issues = TrackedIssueEntity.of(table);
    List<TrackedIssue> all = issues.query().primary("acme").list();
    assertEquals(List.of(2, 4, 1, 3), all.stream().map(TrackedIssue::issueId).toList());
    assertEquals(issue(IssueState.OPEN, 2, License.APACHE_2), all.get(0));
    assertEquals(List.of(1, 3), issues.query().primary("acme").state(IssueState.CLOSED).list().stream()
        .map(TrackedIssue::issueId).toList());
    assertEquals(List.of(3), issues.query().byLicense(License.ODD).list().stream().map(TrackedIssue::issueId).toList());
    assertEquals(List.of(2), issues.query().primary("acme")
        .filter(TrackedIssueEntity.LICENSE.eq(License.APACHE_2)).list().stream().map(TrackedIssue::issueId).toList());
    assertEquals(License.MIT, issues.get("acme", IssueState.CLOSED, 1).execute().orElseThrow().license());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aStoredTextNoConstantDeclaresFailsTheReadNamingEntityAttributeAndText(SampleEngine engine) {
    Table table = loaded(engine);
    Map<String, AttributeValue> item = new HashMap<>(TrackedIssueEntity.toItem(issue(IssueState.OPEN, 9, License.MIT)));
    item.put("license", AttributeValue.createS("gpl-3.0"));
    table.client().putItem(r -> r.tableName(table.name()).item(item));
    InvalidItemException e = assertThrows(InvalidItemException.class,
        () -> TrackedIssueEntity.of(table).get("acme", IssueState.OPEN, 9).execute());
    assertTrue(e.getMessage().contains("issue"), e.getMessage());
    assertTrue(e.getMessage().contains("license"), e.getMessage());
    assertTrue(e.getMessage().contains("gpl-3.0"), e.getMessage());

    Map<String, AttributeValue> byName = new HashMap<>(TrackedIssueEntity.toItem(issue(IssueState.OPEN, 10, License.MIT)));
    byName.put("license", AttributeValue.createS("MIT"));
    table.client().putItem(r -> r.tableName(table.name()).item(byName));
    InvalidItemException e2 = assertThrows(InvalidItemException.class,
        () -> TrackedIssueEntity.of(table).get("acme", IssueState.OPEN, 10).execute());
    assertTrue(e2.getMessage().contains("\"MIT\""), "a constant's name is not its stored text: " + e2.getMessage());
  }
}
