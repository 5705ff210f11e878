package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.Optional;

/**
 * Checks provisioned capacity: positive units, given in pairs; and, across the service, index
 * capacities only for a provisioned table, and one capacity per table and per index.
 */
final class CapacityChecks {
  private CapacityChecks() {}

  static void check(EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    entity.capacity().table().ifPresent(table -> units("@Provisioned of " + record, table, problems));
    for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
      units("@Gsi index \"" + index.indexName() + "\" of " + record, index.capacity(), problems);
    }
  }

  private static void units(String owner, CapacityModel.Capacity capacity, Problems problems) {
    if (capacity.read() < 1 || capacity.write() < 1) {
      problems.report(Message.CAPACITY_UNITS, capacity.position(), owner, capacity.describe());
    }
  }

  /**
   * Checks what only the whole service shows: capacity given to an index of a table that no entity
   * provisions.
   */
  static void checkComplete(ServiceModel service, Problems problems) {
    boolean provisioned = service.entities().stream().anyMatch(member -> member.capacity().table().isPresent());
    if (provisioned) {
      return;
    }
    for (EntityModel entity : service.entities()) {
      for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
        problems.report(Message.INDEX_CAPACITY_WITHOUT_PROVISIONED, index.capacity().position(), index.indexName(),
            entity.recordType().simpleName(), service.name());
      }
    }
  }

  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    for (EntityModel other : service.entities()) {
      if (other.recordType().equals(entity.recordType())) {
        continue;
      }
      Optional<CapacityModel.Capacity> mine = entity.capacity().table();
      Optional<CapacityModel.Capacity> theirs = other.capacity().table();
      if (mine.isPresent() && theirs.isPresent() && !mine.get().describe().equals(theirs.get().describe())) {
        problems.report(Message.CAPACITY_MISMATCH, mine.get().position(), record, "the table", mine.get().describe(),
            other.name(), service.name(), theirs.get().describe());
        return;
      }
      for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
        for (CapacityModel.IndexCapacity their : other.capacity().indexes()) {
          if (their.indexName().equals(index.indexName())
              && !their.capacity().describe().equals(index.capacity().describe())) {
            problems.report(Message.CAPACITY_MISMATCH, index.capacity().position(), record,
                "index \"" + index.indexName() + "\"", index.capacity().describe(), other.name(), service.name(),
                their.capacity().describe());
            return;
          }
        }
      }
    }
  }
}
