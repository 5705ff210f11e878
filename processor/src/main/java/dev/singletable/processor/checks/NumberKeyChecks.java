package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.service.ServiceModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.Optional;

/**
 * Checks primary keys stored as native numbers or binary ({@code @Pk(type = NUMBER)},
 * {@code @Sk(type = BINARY)}): the template is one whole-number (or {@code byte[]}) placeholder and
 * nothing else, the entity uses no feature that writes string keys
 * into the table, and every entity of the service stores each key attribute with the same type.
 */
final class NumberKeyChecks {
  private NumberKeyChecks() {}

  /** Reports a number key whose template or component cannot be stored as a number. */
  static void check(EntityModel entity, Problems problems) {
    if (entity.primary().isEmpty()) {
      return;
    }
    IndexModel primary = entity.primary().get();
    boolean any = false;
    for (KeyModel key : primary.keys()) {
      if (!key.typed()) {
        continue;
      }
      any = true;
      String owner = EntityChecks.owner(entity, primary, key);
      KeyTemplate template = key.template();
      if (!template.faults().isEmpty()) {
        continue; // reported by the template checks
      }
      if (template.placeholders().size() != 1 || !template.text().equals("${" + template.placeholders().get(0).name()
          + "}")) {
        problems.report(Message.NUMBER_KEY_TEMPLATE, key.typePosition(), owner, key.typeName(), template.text(),
            key.number() ? "number" : "byte[]");
        continue;
      }
      Optional<AttributeModel> attribute = entity.attribute(template.placeholders().get(0).name());
      if (attribute.isEmpty()) {
        continue; // reported by the template checks
      }
      boolean fits = key.number()
          ? attribute.get().keyEncoding().filter(encoding -> encoding == KeyEncoding.INTEGER).isPresent()
              || isDecimal(attribute.get())
          : isBytes(attribute.get());
      boolean reported = key.number() && attribute.get().keyEncoding().isEmpty(); // by the template checks
      if (!fits && !reported) {
        problems.report(Message.NUMBER_KEY_COMPONENT, key.typePosition(), owner, key.typeName(),
            attribute.get().name(), attribute.get().javaType(),
            key.number() ? "a byte, short, int, long (boxed or not), BigInteger or BigDecimal, without @Padded or"
                + " @Ordered"
                : "a byte[]");
      }
    }
    if (!any) {
      return;
    }
    Optional<String> unsupported = entity.shard().isPresent() ? Optional.of("@Shard")
        : !entity.uniqueAttributes().isEmpty() ? Optional.of("@Unique")
        : entity.indexes().stream().anyMatch(IndexModel::local) ? Optional.of("@Lsi")
        : primary.collection().isPresent() ? Optional.of("a collection")
        : entity.identity().ownedByKeys() ? Optional.of("an identity told by its keys")
        : Optional.empty();
    unsupported.ifPresent(feature -> problems.report(Message.NUMBER_KEY_UNSUPPORTED,
        primary.keys().stream().filter(KeyModel::typed).findFirst().orElseThrow().typePosition(),
        entity.recordType().simpleName(), primary.keys().stream().filter(KeyModel::typed).findFirst().orElseThrow()
            .typeName(), feature));
  }

  /** Whether a component is a {@code BigDecimal}, which a number key stores as it is. */
  static boolean isDecimal(AttributeModel attribute) {
    return attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.BIG_DECIMAL;
  }

  /** Whether a component is a {@code byte[]}, which only a binary key can hold. */
  static boolean isBytes(AttributeModel attribute) {
    return attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.BYTES;
  }

  /** Reports an entity storing a key attribute of the table with another type than a sibling does. */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    if (entity.primary().isEmpty()) {
      return;
    }
    for (KeyModel key : entity.primary().get().keys()) {
      for (EntityModel other : service.entities()) {
        if (other.recordType().equals(entity.recordType()) || other.primary().isEmpty()) {
          continue;
        }
        for (KeyModel theirs : other.primary().get().keys()) {
          if (theirs.field().equals(key.field()) && !theirs.attributeType().equals(key.attributeType())) {
            problems.report(Message.NUMBER_KEY_MISMATCH, key.typePosition(), entity.recordType().simpleName(),
                key.field(), key.attributeType(), other.name(), service.name(), theirs.attributeType());
            return;
          }
        }
      }
    }
  }
}
