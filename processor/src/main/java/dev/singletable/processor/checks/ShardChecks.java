package dev.singletable.processor.checks;

import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ShardModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks write sharding ({@code @Shard}): one shard component per entity, an {@code int}, 2 to 1000
 * shards, a placeholder of the partition key, and a {@code by} that names another component.
 */
final class ShardChecks {
  private ShardChecks() {}

  static void check(EntityModel entity, Problems problems) {
    if (entity.shard().isEmpty()) {
      return;
    }
    ShardModel shard = entity.shard().get();
    AttributeModel attribute = entity.attribute(shard.component()).orElseThrow();
    if (!attribute.javaType().equals(TypeName.INT)) {
      problems.report(Message.SHARD_TYPE, shard.position(), shard.component(), attribute.javaType());
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
    for (AttributeModel other : entity.attributes()) {
      if (!other.name().equals(shard.component()) && isSharded(other)) {
        problems.report(Message.DUPLICATE_SHARD, other.position(), other.name(), entity.recordType().simpleName(),
            shard.component());
      }
    }
  }

  private static boolean isSharded(AttributeModel attribute) {
    return attribute.position().element().getAnnotationMirrors().stream()
        .anyMatch(mirror -> mirror.getAnnotationType().toString().equals("dev.singletable.annotation.Shard"));
  }
}
