package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Compares how the table is billed with the model: the billing mode and, when both are provisioned,
 * the read and write capacity units of the table and of each global secondary index. Both are
 * information: the model's requests work either way, and {@link TableUpdate} changes neither.
 */
final class BillingCheck {
  private BillingCheck() {}

  static void compare(List<TableDifference> differences, CreateTableRequest expected,
      TableDescription actual) {
    if (expected.billingMode() == null) {
      return;
    }
    String have = billingMode(actual);
    String want = expected.billingModeAsString();
    if (have != null && !have.equals(want)) {
      differences.add(new TableDifference(Kind.BILLING_MODE, Severity.INFO, null, want, have));
    } else if (BillingMode.PROVISIONED.toString().equals(have)) {
      compareCapacity(differences, expected, actual);
    }
  }

  /** The table's and each index's units, where the model provisions them and the table describes them. */
  private static void compareCapacity(List<TableDifference> differences, CreateTableRequest expected,
      TableDescription actual) {
    capacity(differences, null, expected.provisionedThroughput(), actual.provisionedThroughput());
    Map<String, ProvisionedThroughputDescription> indexes = new HashMap<>();
    for (GlobalSecondaryIndexDescription index : actual.globalSecondaryIndexes()) {
      indexes.put(index.indexName(), index.provisionedThroughput());
    }
    for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
      capacity(differences, index.indexName(), index.provisionedThroughput(), indexes.get(index.indexName()));
    }
  }

  private static void capacity(List<TableDifference> differences, String index, ProvisionedThroughput expected,
      ProvisionedThroughputDescription actual) {
    if (expected == null || actual == null || actual.readCapacityUnits() == null) {
      return;
    }
    String want = "read " + expected.readCapacityUnits() + ", write " + expected.writeCapacityUnits();
    String have = "read " + actual.readCapacityUnits() + ", write " + actual.writeCapacityUnits();
    if (!want.equals(have)) {
      differences.add(new TableDifference(Kind.CAPACITY, Severity.INFO, index, want, have));
    }
  }

  /**
   * The table's billing mode: its summary, or, where the engine gives none, provisioned when it has
   * read capacity; null when nothing tells.
   */
  private static String billingMode(TableDescription actual) {
    if (actual.billingModeSummary() != null && actual.billingModeSummary().billingMode() != null) {
      return actual.billingModeSummary().billingModeAsString();
    }
    if (actual.provisionedThroughput() == null || actual.provisionedThroughput().readCapacityUnits() == null) {
      return null;
    }
    return actual.provisionedThroughput().readCapacityUnits() > 0
        ? BillingMode.PROVISIONED.toString() : BillingMode.PAY_PER_REQUEST.toString();
  }

}
