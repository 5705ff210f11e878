package dev.singletable.runtime.table;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * Compares the model's table options with the live table: deletion protection, table class,
 * on-demand maximum, warm throughput of the table and each index, encryption, tags and
 * point-in-time recovery. Every difference is information: the model's requests work either way.
 */
final class OptionsCheck {
  /** The actual value of a {@link Kind#POINT_IN_TIME_RECOVERY} difference when recovery is off. */
  static final String OFF = "off";

  private OptionsCheck() {}

  /** The options {@code DescribeTable} shows. */
  static void compare(List<TableDifference> differences, CreateTableRequest expected, TableDescription actual) {
    if (Boolean.TRUE.equals(expected.deletionProtectionEnabled())
        && !Boolean.TRUE.equals(actual.deletionProtectionEnabled())) {
      info(differences, Kind.DELETION_PROTECTION, null, "on", OFF);
    }
    if (expected.tableClass() != null) {
      String have = actual.tableClassSummary() == null || actual.tableClassSummary().tableClass() == null
          ? TableClass.STANDARD.toString() : actual.tableClassSummary().tableClassAsString();
      if (!have.equals(expected.tableClassAsString())) {
        info(differences, Kind.TABLE_CLASS, null, expected.tableClassAsString(), have);
      }
    }
    if (expected.onDemandThroughput() != null) {
      String want = onDemand(expected.onDemandThroughput());
      String have = actual.onDemandThroughput() == null ? "none" : onDemand(actual.onDemandThroughput());
      if (!want.equals(have)) {
        info(differences, Kind.ON_DEMAND_MAXIMUM, null, want, have);
      }
    }
    if (expected.warmThroughput() != null) {
      Long read = actual.warmThroughput() == null ? null : actual.warmThroughput().readUnitsPerSecond();
      Long write = actual.warmThroughput() == null ? null : actual.warmThroughput().writeUnitsPerSecond();
      compareWarm(differences, null, expected.warmThroughput(), actual.warmThroughput() != null, read, write);
    }
    Map<String, GlobalSecondaryIndexDescription> indexes = new LinkedHashMap<>();
    for (GlobalSecondaryIndexDescription index : actual.globalSecondaryIndexes()) {
      indexes.put(index.indexName(), index);
    }
    for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
      GlobalSecondaryIndexDescription have = indexes.get(index.indexName());
      if (index.warmThroughput() != null && have != null) {
        var warm = have.warmThroughput();
        compareWarm(differences, index.indexName(), index.warmThroughput(), warm != null,
            warm == null ? null : warm.readUnitsPerSecond(), warm == null ? null : warm.writeUnitsPerSecond());
      }
    }
    if (expected.sseSpecification() != null && Boolean.TRUE.equals(expected.sseSpecification().enabled())) {
      compareEncryption(differences, expected.sseSpecification(), actual.sseDescription());
    }
  }

  /** Warm throughput at least the model's; not checked when the engine describes none. */
  private static void compareWarm(List<TableDifference> differences, String index, WarmThroughput expected,
      boolean described, Long read, Long write) {
    String want = warm(expected.readUnitsPerSecond(), expected.writeUnitsPerSecond());
    if (!described) {
      info(differences, Kind.OPTION_NOT_CHECKED, index, "warm throughput " + want, "not described by the engine");
      return;
    }
    if (below(expected.readUnitsPerSecond(), read) || below(expected.writeUnitsPerSecond(), write)) {
      info(differences, Kind.WARM_THROUGHPUT, index, want, warm(read, write));
    }
  }

  private static boolean below(Long expected, Long actual) {
    return expected != null && (actual == null || actual < expected);
  }

  private static void compareEncryption(List<TableDifference> differences, SSESpecification expected,
      SSEDescription actual) {
    String want = "KMS " + expected.kmsMasterKeyId();
    if (actual == null || actual.sseType() != SSEType.KMS) {
      info(differences, Kind.ENCRYPTION, null, want, "DynamoDB's own key");
      return;
    }
    String key = expected.kmsMasterKeyId();
    String arn = actual.kmsMasterKeyArn();
    // An alias cannot be told from the key ARN the table reports: KMS is enough then.
    boolean alias = key.startsWith("alias/") || key.contains(":alias/");
    boolean same = alias || arn == null || arn.equals(key) || arn.endsWith(":key/" + key);
    if (!same) {
      info(differences, Kind.ENCRYPTION, null, want, "KMS " + arn);
    }
  }

  /** Every tag of the model on the table with its value; tags the model does not name are left alone. */
  static void compareTags(List<TableDifference> differences, CreateTableRequest expected, List<Tag> actual,
      String notAnswered) {
    if (!expected.hasTags()) {
      return;
    }
    if (actual == null) {
      info(differences, Kind.OPTION_NOT_CHECKED, null, "tags " + tags(expected.tags()), notAnswered);
      return;
    }
    Map<String, String> have = new LinkedHashMap<>();
    for (Tag tag : actual) {
      have.put(tag.key(), tag.value());
    }
    for (Tag tag : expected.tags()) {
      String value = have.get(tag.key());
      if (!tag.value().equals(value)) {
        info(differences, Kind.TAG, null, tag.key() + "=" + tag.value(),
            value == null ? "missing" : tag.key() + "=" + value);
      }
    }
  }

  /** Recovery on, with the model's period when it names one. */
  static void comparePointInTimeRecovery(List<TableDifference> differences, UpdateContinuousBackupsRequest expected,
      ContinuousBackupsDescription actual, String notAnswered) {
    if (expected == null) {
      return;
    }
    String want = pointInTimeRecovery(expected.pointInTimeRecoverySpecification());
    PointInTimeRecoveryDescription recovery = actual == null ? null : actual.pointInTimeRecoveryDescription();
    if (actual == null) {
      info(differences, Kind.OPTION_NOT_CHECKED, null, "point-in-time recovery " + want, notAnswered);
    } else if (recovery == null || recovery.pointInTimeRecoveryStatus() != PointInTimeRecoveryStatus.ENABLED) {
      info(differences, Kind.POINT_IN_TIME_RECOVERY, null, want, OFF);
    } else {
      Integer days = expected.pointInTimeRecoverySpecification().recoveryPeriodInDays();
      if (days != null && recovery.recoveryPeriodInDays() != null && !days.equals(recovery.recoveryPeriodInDays())) {
        info(differences, Kind.POINT_IN_TIME_RECOVERY, null, want, "on, " + recovery.recoveryPeriodInDays() + " days");
      }
    }
  }

  /** {@code on, 14 days}, or {@code on} when the model leaves the period to DynamoDB. */
  static String pointInTimeRecovery(PointInTimeRecoverySpecification specification) {
    return "on" + (specification.recoveryPeriodInDays() == null ? ""
        : ", " + specification.recoveryPeriodInDays() + " days");
  }

  private static String onDemand(OnDemandThroughput throughput) {
    return "read " + units(throughput.maxReadRequestUnits()) + ", write " + units(throughput.maxWriteRequestUnits());
  }

  private static String warm(Long read, Long write) {
    return "read " + units(read) + "/s, write " + units(write) + "/s";
  }

  /** DynamoDB says -1 for no maximum. */
  private static String units(Long units) {
    return units == null || units < 0 ? "none" : units.toString();
  }

  private static String tags(List<Tag> tags) {
    StringBuilder text = new StringBuilder();
    for (Tag tag : tags) {
      text.append(text.length() == 0 ? "" : ", ").append(tag.key()).append('=').append(tag.value());
    }
    return text.toString();
  }

  private static void info(List<TableDifference> differences, Kind kind, String index, String expected,
      String actual) {
    differences.add(new TableDifference(kind, Severity.INFO, index, expected, Objects.requireNonNull(actual)));
  }
}
