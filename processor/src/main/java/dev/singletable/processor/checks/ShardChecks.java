package dev.singletable.processor.checks;

import com.squareup.javapoet.TypeName;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.diagnostics.Suggestions;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.ShardModel;
import dev.singletable.processor.model.key.KeyModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks write sharding ({@code @Shard}): one shard component per entity, an {@code int}, 2 to 1000
 * shards, a placeholder of the partition key, and a {@code by} that names another component. Warns
 * of an entity whose every item goes to one partition: a constant partition-key template with a
 * sort key that varies ({@code @Pk(template = "ARTICLE_LIKE")}), unless the record says
 * {@code @SuppressWarnings("SingleTableHotPartition")}.
 */
final class ShardChecks {
  private ShardChecks() {}

  static void check(EntityModel entity, Problems problems) {
    hotPartition(entity, problems);
    if (entity.shard().isEmpty()) {
      return;
    }
    ShardModel shard = entity.shard().get();
    AttributeModel attribute = entity.attribute(shard.component()).orElseThrow();
    if (!attribute.javaType().equals(TypeName.INT)) {
      problems.report(Message.SHARD_TYPE, shard.position(), shard.component(), attribute.javaType());
    }
    if (shard.first() < 0) {
      problems.report(Message.SHARD_FIRST, shard.position(), shard.component(), shard.first());
    }
    if (shard.shards() < 2 || shard.shards() > 1000) {
      problems.report(Message.SHARD_COUNT, shard.countPosition(), shard.shards(), shard.component());
    }
    entity.primary().ifPresent(primary -> {
      if (!primary.pk().template().componentNames().contains(shard.component())) {
        problems.report(Message.SHARD_NOT_IN_PARTITION_KEY, shard.position(), shard.component(),
            primary.pk().template().text(), primary.pk().template().text(), shard.component());
      }
    });
    shard.by().ifPresent(by -> {
      if (by.equals(shard.component()) || entity.attribute(by).isEmpty()) {
        List<String> others = new ArrayList<>();
        entity.attributes().stream().map(AttributeModel::name).filter(name -> !name.equals(shard.component()))
            .forEach(others::add);
        problems.report(Message.SHARD_BY_UNKNOWN, shard.byPosition(), by, shard.component(),
            entity.recordType().simpleName(), Suggestions.closest(by, others).orElse(""));
      }
    });
    for (String other : shard.others()) {
      problems.report(Message.DUPLICATE_SHARD, entity.attribute(other).orElseThrow().position(), other,
          entity.recordType().simpleName(), shard.component());
    }
  }

  private static void hotPartition(EntityModel entity, Problems problems) {
    if (entity.primary().isEmpty() || entity.isSingletonPerPartition()) {
      return;
    }
    KeyModel pk = entity.primary().get().pk();
    if (!pk.template().isConstant() || !pk.template().faults().isEmpty()
        || entity.suppressedWarnings().contains(Message.HOT_PARTITION.id())) {
      return;
    }
    problems.warn(Message.HOT_PARTITION, pk.templatePosition(), pk.template().text(),
        entity.recordType().simpleName(), entity.name());
  }
}
