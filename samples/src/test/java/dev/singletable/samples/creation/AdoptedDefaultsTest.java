package dev.singletable.samples.creation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An upsert over an item another tool wrote without a {@code @Default} component gives it the
 * default and the keys of the indexes that default feeds, also when the index's other components
 * are the item's own and not set by the upsert: the report gets {@code state = OPEN} and its
 * {@code byState} keys rendered with its stored reason, as a put of the same record would.
 */
class AdoptedDefaultsTest {
  private static final List<String> KEYS = List.of("pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk");

  private final Table table = Engines.newTable(Engines.http(), "adopted-defaults", ReportEntity.SCHEMA);
  private final ReportEntity reports = ReportEntity.of(table);

  /** A report as another tool wrote it: a reason, a queue and case id, no state and no state keys. */
  private void adopted(String id, String reason) {
    Map<String, AttributeValue> item = new HashMap<>(ReportEntity.toItem(
        new Report(id, "moderation", "01HW9Z0000000000000000000" + id.length(), "OPEN", reason, null)));
    item.keySet().removeAll(List.of("state", "gsi2pk", "gsi2sk"));
    table.client().putItem(b -> b.tableName(table.name()).item(item));
  }

  @Test
  void anUpsertOverAnAdoptedReportWithAReasonIndexesItsDefaultState() {
    adopted("r1", "abuse");

    Report noted = reports.upsert("r1").set(ReportEntity.NOTE, "looked at").execute();

    assertEquals("OPEN", noted.state());
    assertEquals(List.of(noted), reports.query().byState("OPEN").list());
    RawItems.assertKeysMatchAttributes(table, ReportEntity.SCHEMA, KEYS);
  }

  @Test
  void anAsyncUpsertOverAnAdoptedReportWithAReasonIndexesItsDefaultState() {
    adopted("r2", "spam");

    Report noted = reports.upsert("r2").set(ReportEntity.NOTE, "looked at").executeAsync().join();

    assertEquals(List.of(noted), reports.query().byState("OPEN").list());
    RawItems.assertKeysMatchAttributes(table, ReportEntity.SCHEMA, KEYS);
  }

  @Test
  void anUpsertOverAnAdoptedReportWithoutAReasonLeavesItOutOfTheSparseIndex() {
    adopted("r3", null);

    Report noted = reports.upsert("r3").set(ReportEntity.NOTE, "looked at").execute();

    assertEquals("OPEN", noted.state());
    assertEquals(List.of(), reports.query().byState("OPEN").list());
    RawItems.assertKeysMatchAttributes(table, ReportEntity.SCHEMA, KEYS);
  }

  @Test
  void anUpsertOverAReportThatHasItsStateKeepsItsKeysInOneGo() {
    Report filed = reports.create(new Report("r4", "legal", null, "CLOSED", "abuse", null)).execute();

    Report noted = reports.upsert("r4").set(ReportEntity.NOTE, "looked at").execute();

    assertEquals("CLOSED", noted.state());
    assertEquals(List.of(noted), reports.query().byState("CLOSED").list());
    assertEquals(filed.caseId(), noted.caseId());
    RawItems.assertKeysMatchAttributes(table, ReportEntity.SCHEMA, KEYS);
  }
}
