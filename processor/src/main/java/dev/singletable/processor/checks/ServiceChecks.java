package dev.singletable.processor.checks;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ServiceModel;

/** Checks an entity against the other entities of its service. */
public final class ServiceChecks {
  private ServiceChecks() {}

  /** Reports an entity whose name another entity of the service already has. */
  public static void check(ServiceModel service, EntityModel entity, Problems problems) {
    service.entityNamed(entity.name())
        .filter(other -> !other.recordType().equals(entity.recordType()))
        .ifPresent(other -> problems.report(
            Message.DUPLICATE_ENTITY_NAME, entity.namePosition(), entity.name(), service.name(), other.recordType()));
  }
}
