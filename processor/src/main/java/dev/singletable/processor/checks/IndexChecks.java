package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.JavaNames;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.SourceVersion;

/**
 * Checks the indexes of one entity: every GSI has a partition key and its own index name and access
 * pattern name, names fit generated methods, no key attribute is written from two templates, and
 * every partition holds the {@code @Tenant}.
 */
final class IndexChecks {
  /** DynamoDB's limit of local secondary indexes per table. */
  static final int MAX_LOCAL_INDEXES = 5;

  private IndexChecks() {}

  static void check(EntityModel entity, Problems problems) {
    Map<String, IndexModel> byIndexName = new HashMap<>();
    Map<String, IndexModel> byName = new HashMap<>();
    Map<String, Writer> writers = new HashMap<>();
    entity.primary().ifPresent(primary -> keyFields(entity, primary, writers, problems));
    for (IndexModel index : entity.indexes()) {
      if (index.pk().template().text().isEmpty()) {
        problems.report(Message.MISSING_INDEX_PK, index.pk().templatePosition(), index.indexName());
      }
      IndexModel sameIndex = byIndexName.putIfAbsent(index.indexName(), index);
      if (sameIndex != null) {
        problems.report(
            Message.DUPLICATE_INDEX, index.indexNamePosition(), index.indexName(), entity.recordType().simpleName());
        continue;
      }
      invalidName(index.name()).ifPresent(reason -> problems.report(
          Message.INVALID_INDEX_NAME, index.namePosition(), index.name(), index.indexName(), reason));
      IndexModel sameName = byName.putIfAbsent(index.javaName(), index);
      if (sameName != null && sameName.name().equals(index.name())) {
        problems.report(
            Message.DUPLICATE_INDEX_NAME, index.namePosition(), index.name(), index.indexName(), sameName.indexName());
      } else if (sameName != null) {
        problems.report(Message.INDEX_NAME_CLASH, index.namePosition(), index.name(), index.indexName(),
            sameName.name(), sameName.indexName(), index.javaName());
      }
      keyFields(entity, index, writers, problems);
    }
    localIndexes(entity, problems);
    entity.primary().ifPresent(primary -> primary.alias().ifPresent(alias -> tableIndexName(entity, primary, alias,
        problems)));
  }

  /** {@code @Pk(name)}: a Java identifier, neither {@code primary} nor the name of another index. */
  private static void tableIndexName(EntityModel entity, IndexModel primary, String alias, Problems problems) {
    Optional<String> reason = invalidName(alias);
    if (reason.isEmpty()) {
      String method = primary.javaAlias().orElseThrow();
      for (IndexModel index : entity.indexes()) {
        if (index.javaName().equals(method)) {
          reason = Optional.of("is already the name of index \"" + index.indexName() + "\"");
        }
      }
      for (var index : entity.attributeIndexes()) {
        if (index.javaName().equals(method)) {
          reason = Optional.of("is already the name of index \"" + index.indexName() + "\"");
        }
      }
    }
    reason.ifPresent(why -> problems.report(Message.TABLE_INDEX_NAME, primary.namePosition(), alias, why,
        entity.recordType().simpleName()));
  }

  /** DynamoDB's rules for local secondary indexes: a table sort key, five at most, an own sort attribute. */
  private static void localIndexes(EntityModel entity, Problems problems) {
    int count = 0;
    for (IndexModel index : entity.indexes()) {
      if (!index.local()) {
        continue;
      }
      Optional<KeyModel> tableSortKey = entity.primary().flatMap(IndexModel::sk);
      if (entity.primary().isPresent() && tableSortKey.isEmpty()) {
        problems.report(Message.LSI_WITHOUT_SORT_KEY, index.position(), index.indexName(),
            entity.recordType().simpleName());
      }
      if (++count > MAX_LOCAL_INDEXES) {
        problems.report(Message.TOO_MANY_LSIS, index.indexNamePosition(), entity.recordType().simpleName(),
            index.indexName(), "first five");
      }
      KeyModel sk = index.sk().orElseThrow();
      String field = sk.field();
      if (field.equals(index.pk().field())) {
        problems.report(Message.LSI_SORT_KEY_FIELD, sk.fieldPosition(), index.indexName(), field, "partition",
            index.indexName());
      } else if (tableSortKey.isPresent() && field.equals(tableSortKey.get().field())) {
        problems.report(Message.LSI_SORT_KEY_FIELD, sk.fieldPosition(), index.indexName(), field, "sort",
            index.indexName());
      }
    }
  }

  /** Why an access pattern name cannot name generated methods, if it cannot. */
  static Optional<String> invalidName(String name) {
    if (!SourceVersion.isIdentifier(name)) {
      return Optional.of("is not a Java identifier");
    }
    if (SourceVersion.isKeyword(name)) {
      return Optional.of("is a Java keyword");
    }
    if (JavaNames.lowerCamel(name).equals(IndexModel.PRIMARY)) {
      return Optional.of("is the name of the primary index");
    }
    return Optional.empty();
  }

  /** A key attribute and the first template seen writing it. */
  private record Writer(KeyModel key, String owner) {}

  private static void keyFields(EntityModel entity, IndexModel index, Map<String, Writer> writers, Problems problems) {
    for (KeyModel key : index.keys()) {
      String owner = EntityChecks.owner(entity, index, key);
      Writer first = writers.putIfAbsent(key.field(), new Writer(key, owner));
      // The same template may write one attribute twice, as in an inverted index over the table's keys.
      if (first != null && !first.key().template().text().equals(key.template().text())) {
        problems.report(
            Message.CONFLICTING_KEY_FIELD,
            key.fieldPosition(),
            key.field(),
            first.key().template().text(),
            first.owner(),
            key.template().text(),
            owner);
      }
    }
  }

  /**
   * {@code @Tenant}: one component of the entity itself, held by every partition its items can be
   * read by (the table's partition key, each global index's, attribute-keyed or rendered, each vector
   * index's search partition), so that no query reads across tenants; a warning where a {@code
   * @Unique} value is claimed across tenants. Local indexes share the table's partition key.
   */
  static void tenant(EntityModel entity, Problems problems) {
    String record = entity.recordType().simpleName();
    for (RecordModel nested : entity.records()) {
      for (AttributeModel component : nested.components()) {
        component.tenant().ifPresent(position -> problems.report(Message.TENANT_PLACEMENT, position,
            component.name(), nested.type().simpleName(), "the tenant is a component of the entity itself, "
                + record + ", whose partition keys hold it, not of a nested record"));
      }
    }
    Optional<AttributeModel> tenant = Optional.empty();
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.tenant().isEmpty()) {
        continue;
      }
      if (tenant.isPresent()) {
        problems.report(Message.TENANT_PLACEMENT, attribute.tenant().get(), attribute.name(), record,
            "component " + tenant.get().name() + " names the tenant already; an entity has one tenant");
      } else {
        tenant = Optional.of(attribute);
      }
    }
    tenant.ifPresent(component -> tenantInPartitions(entity, component, problems));
  }

  private static void tenantInPartitions(EntityModel entity, AttributeModel tenant, Problems problems) {
    String record = entity.recordType().simpleName();
    String name = tenant.name();
    for (IndexModel index : entity.allIndexes()) {
      if (index.local() || index.pk().template().componentNames().contains(name)) {
        continue;
      }
      String which = index.isPrimary() ? "the @Pk" : "@Gsi \"" + index.indexName() + "\"";
      problems.report(Message.TENANT_NOT_IN_PARTITION, index.pk().templatePosition(), which, record,
          "\"" + index.pk().template().text() + "\"", name, "put ${" + name + "} into its partition key");
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      List<String> partition = index.partition().stream().map(AttributeIndexModel.Component::name).toList();
      if (!partition.contains(name)) {
        problems.report(Message.TENANT_NOT_IN_PARTITION, index.partitionPosition(),
            "@Gsi \"" + index.indexName() + "\"", record, "components " + partition, name,
            "add " + name + " to its pkAttributes");
      }
    }
    for (VectorIndexModel index : entity.vectorIndexes()) {
      Optional<AttributeIndexModel.Component> partition = index.partition();
      if (partition.isEmpty() || !partition.get().name().equals(name)) {
        problems.report(Message.TENANT_NOT_IN_PARTITION,
            partition.map(AttributeIndexModel.Component::position).orElse(index.position()),
            "@VectorIndex \"" + index.indexName() + "\"", record,
            partition.map(component -> "search partition " + component.name())
                .orElse("nothing (no search partition)"), name,
            "make " + name + " its partition (a search partition is one attribute; filter by the rest)");
      }
    }
    if (entity.suppressedWarnings().contains(Message.TENANT_UNIQUE.id())) {
      return;
    }
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      problems.warn(Message.TENANT_UNIQUE, attribute.marker(Lifecycle.UNIQUE).orElseThrow().position(),
          attribute.name(), record, name);
    }
  }
}
