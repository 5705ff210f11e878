package dev.singletable.processor.checks;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.KeyTemplate;
import dev.singletable.processor.model.ServiceModel;

/** Checks an entity against the other entities of its service. */
public final class ServiceChecks {
  private ServiceChecks() {}

  /**
   * Reports an entity whose name another entity of the service already has, and an entity whose
   * primary key can render the same key as another entity's.
   */
  public static void check(ServiceModel service, EntityModel entity, Problems problems) {
    service.entityNamed(entity.name())
        .filter(other -> !other.recordType().equals(entity.recordType()))
        .ifPresent(other -> problems.report(
            Message.DUPLICATE_ENTITY_NAME, entity.namePosition(), entity.name(), service.name(), other.recordType()));
    if (!problems.isEmpty() || entity.primary().isEmpty()) {
      return;
    }
    IndexModel primary = entity.primary().get();
    for (EntityModel other : service.entities()) {
      if (other.recordType().equals(entity.recordType()) || other.primary().isEmpty()) {
        continue;
      }
      IndexModel theirs = other.primary().get();
      if (collide(primary, entity, theirs, other)) {
        KeyModel at = primary.sk().orElse(primary.pk());
        problems.report(Message.KEY_COLLISION, at.templatePosition(), entity.recordType(), describe(primary),
            other.name(), describe(theirs), service.name());
      }
    }
  }

  /**
   * Whether some item of one entity can have the primary key of an item of the other. Each key
   * attribute is compared on its own, so a component shared by the partition and sort key is
   * treated as two free values: the check may speak of a collision that such a link rules out, but
   * never misses one.
   */
  private static boolean collide(IndexModel mine, EntityModel me, IndexModel theirs, EntityModel them) {
    if (!mine.pk().field().equals(theirs.pk().field())
        || mine.sk().isPresent() != theirs.sk().isPresent()
        || (mine.sk().isPresent() && !mine.sk().get().field().equals(theirs.sk().get().field()))) {
      return false; // a different key schema: the table definition check reports that
    }
    return overlap(mine.pk().template(), me, theirs.pk().template(), them)
        && (mine.sk().isEmpty() || overlap(mine.sk().get().template(), me, theirs.sk().get().template(), them));
  }

  private static boolean overlap(KeyTemplate mine, EntityModel me, KeyTemplate theirs, EntityModel them) {
    if (!analysable(mine, me) || !analysable(theirs, them)) {
      return false;
    }
    return KeyLanguage.of(mine, me).meets(KeyLanguage.of(theirs, them));
  }

  /** A template the other checks passed: well formed, every placeholder a key-capable component. */
  private static boolean analysable(KeyTemplate template, EntityModel entity) {
    if (!template.faults().isEmpty()) {
      return false;
    }
    for (KeyTemplate.Placeholder placeholder : template.placeholders()) {
      boolean keyCapable = entity.attribute(placeholder.name())
          .map(attribute -> attribute.keyEncoding().isPresent())
          .orElse(false);
      if (!keyCapable) {
        return false;
      }
    }
    return true;
  }

  private static String describe(IndexModel index) {
    StringBuilder text = new StringBuilder(index.pk().field()).append(" = \"").append(index.pk().template().text()).append('"');
    index.sk().ifPresent(sk -> text.append(", ").append(sk.field()).append(" = \"").append(sk.template().text()).append('"'));
    return text.toString();
  }
}
