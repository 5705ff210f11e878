package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.TableOptionsModel;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Checks table options: a recovery period of 1 to 35 days, with recovery on; units of at least 1;
 * tag keys non-empty, once each, not {@code aws:}, within DynamoDB's lengths; a non-empty KMS key;
 * and, across the service, no on-demand maximum on a provisioned table and one set of options per
 * table and one warm throughput per index.
 */
final class TableOptionsChecks {
  /** DynamoDB's longest tag key and value. */
  private static final int MAX_TAG_KEY = 128;
  private static final int MAX_TAG_VALUE = 256;

  private TableOptionsChecks() {}

  static void check(EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    for (TableOptionsModel.IndexWarmThroughput index : entity.capacity().indexWarmThroughput()) {
      units("@Gsi index \"" + index.indexName() + "\" of " + record, index.units(), problems);
    }
    Optional<TableOptionsModel> declared = entity.capacity().options();
    if (declared.isEmpty()) {
      return;
    }
    TableOptionsModel options = declared.get();
    int days = options.recoveryPeriodDays();
    if (options.recoveryPeriodPosition().value() != null) {
      if (days < 1 || days > 35) {
        problems.report(Message.RECOVERY_PERIOD, options.recoveryPeriodPosition(), record, days);
      } else if (!options.pointInTimeRecovery()) {
        problems.report(Message.RECOVERY_PERIOD_WITHOUT_RECOVERY, options.recoveryPeriodPosition(), record, days);
      }
    }
    units("@TableOptions of " + record, options.onDemandMaximum(), problems);
    units("@TableOptions of " + record, options.warmThroughput(), problems);
    if (options.kmsKey() != null && options.kmsKey().isBlank()) {
      problems.report(Message.KMS_KEY, options.kmsKeyPosition(), record);
    }
    Set<String> keys = new HashSet<>();
    for (TableOptionsModel.TagModel tag : options.tags()) {
      if (tag.key().isEmpty()) {
        problems.report(Message.TAG_KEY, tag.keyPosition(), record, tag.key(), "is empty; a tag key has 1 to 128"
            + " characters");
      } else if (tag.key().startsWith("aws:")) {
        problems.report(Message.TAG_KEY, tag.keyPosition(), record, tag.key(), "starts with \"aws:\", a prefix AWS"
            + " keeps for its own tags");
      } else if (tag.key().length() > MAX_TAG_KEY) {
        problems.report(Message.TAG_KEY, tag.keyPosition(), record, tag.key(), "has " + tag.key().length()
            + " characters; DynamoDB allows at most " + MAX_TAG_KEY);
      } else if (!keys.add(tag.key())) {
        problems.report(Message.DUPLICATE_TAG, tag.keyPosition(), record, tag.key());
      }
      if (tag.value().length() > MAX_TAG_VALUE) {
        problems.report(Message.TAG_VALUE, tag.valuePosition(), record, tag.key(), tag.value().length());
      }
    }
  }

  /** Each unit given explicitly is at least 1. */
  private static void units(String owner, TableOptionsModel.Units units, Problems problems) {
    if (units.readPosition().value() != null && units.read() < 1) {
      problems.report(Message.THROUGHPUT_UNITS, units.readPosition(), owner, units.readName(), units.read());
    }
    if (units.writePosition().value() != null && units.write() < 1) {
      problems.report(Message.THROUGHPUT_UNITS, units.writePosition(), owner, units.writeName(), units.write());
    }
  }

  /** Reports an on-demand maximum on a table that an entity of the service provisions. */
  static void checkComplete(ServiceModel service, Problems problems) {
    Optional<EntityModel> provisioned = service.entities().stream()
        .filter(member -> member.capacity().table().isPresent()).findFirst();
    if (provisioned.isEmpty()) {
      return;
    }
    for (EntityModel entity : service.entities()) {
      Optional<TableOptionsModel> options = entity.capacity().options();
      if (options.isPresent() && options.get().onDemandMaximum().given()) {
        TableOptionsModel.Units maximum = options.get().onDemandMaximum();
        problems.report(Message.ON_DEMAND_MAXIMUM_PROVISIONED, maximum.readPosition().value() != null
            ? maximum.readPosition() : maximum.writePosition(), entity.recordType().simpleName(), maximum.describe(),
            service.name(), provisioned.get().name());
      }
    }
  }

  /**
   * Reports what this entity declares against the rest of its service: options that differ from
   * another entity's, and an index warmed otherwise than another entity warms it.
   */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    Optional<TableOptionsModel> mine = entity.capacity().options();
    for (EntityModel other : service.entities()) {
      if (other.recordType().equals(entity.recordType())) {
        continue;
      }
      Optional<TableOptionsModel> theirs = other.capacity().options();
      if (mine.isPresent() && theirs.isPresent() && !mine.get().describe().equals(theirs.get().describe())) {
        problems.report(Message.TABLE_OPTIONS_MISMATCH, mine.get().position(), record, "the table",
            mine.get().describe(), other.name(), service.name(), theirs.get().describe());
        return;
      }
      for (TableOptionsModel.IndexWarmThroughput index : entity.capacity().indexWarmThroughput()) {
        for (TableOptionsModel.IndexWarmThroughput their : other.capacity().indexWarmThroughput()) {
          if (their.indexName().equals(index.indexName())
              && !their.units().describe().equals(index.units().describe())) {
            TableOptionsModel.Units units = index.units();
            problems.report(Message.TABLE_OPTIONS_MISMATCH, units.readPosition().value() != null
                ? units.readPosition() : units.writePosition(), record,
                "index \"" + index.indexName() + "\" the warm throughput", units.describe(), other.name(),
                service.name(), "it " + their.units().describe());
            return;
          }
        }
      }
    }
  }
}
