package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyModel;
import java.util.Locale;

/** Runs every check of one entity; the entity is generated only when none reports a problem. */
public final class EntityChecks {
  private EntityChecks() {}

  /** Reports everything wrong with an entity, its earlier versions included. */
  public static void check(EntityModel entity, Problems problems) {
    checkLayout(entity, problems);
    EvolutionChecks.check(entity, problems);
  }

  /** Reports everything wrong with the layout of one version of an entity. */
  static void checkLayout(EntityModel entity, Problems problems) {
    if (entity.primary().isEmpty()) {
      problems.report(Message.MISSING_PK, entity.position(), entity.recordType().simpleName(), entity.name().toUpperCase(Locale.ROOT));
    }
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        // A GSI without a partition key is reported once, by the index checks.
        if (!index.isPrimary() && key == index.pk() && key.template().text().isEmpty()) {
          continue;
        }
        // A local index's partition key is the table's, checked once as @Pk.
        if (index.local() && key == index.pk()) {
          continue;
        }
        TemplateChecks.check(entity, key, owner(entity, index, key), problems);
      }
    }
    TemplateChecks.storedTexts(entity, problems);
    IndexChecks.check(entity, problems);
    AttributeIndexChecks.check(entity, problems);
    ProjectionChecks.check(entity, problems);
    CapacityChecks.check(entity, problems);
    TableOptionsChecks.check(entity, problems);
    VectorIndexChecks.check(entity, problems);
    IndexChecks.tenant(entity, problems);
    ShardChecks.check(entity, problems);
    NumberKeyChecks.check(entity, problems);
    AttributeChecks.check(entity, problems);
    LifecycleChecks.check(entity, problems);
    CreationValueChecks.check(entity, problems);
    IdentityChecks.check(entity, problems);
    UnescapedKeyChecks.check(entity, problems);
    UnescapedKeyChecks.checkCasing(entity, problems);
    for (IndexModel index : entity.allIndexes()) {
      if (index.partialKeys() && index.required()) {
        problems.report(Message.PARTIAL_KEYS_REQUIRED, index.position(), index.indexName(),
            entity.recordType().simpleName());
      }
    }
  }

  /** Names the annotation that declares a key, for messages: {@code @Gsi "gsi1" pk of Event}. */
  static String owner(EntityModel entity, IndexModel index, KeyModel key) {
    String record = entity.recordType().simpleName();
    if (index.isPrimary()) {
      return (key == index.pk() ? "@Pk" : "@Sk") + " of " + record;
    }
    String annotation = index.local() ? "@Lsi" : "@Gsi";
    return annotation + " \"" + index.indexName() + "\" " + (key == index.pk() ? "pk" : "sk") + " of " + record;
  }
}
