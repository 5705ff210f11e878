package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;

/**
 * Checks {@code @AbsentAs}: on a {@code String} component of the entity itself (the text stands for
 * no value, so the Java value must be able to be that text and null), not empty, and never where the
 * component always has a value anyway ({@code @Default}, {@code @GeneratedId}, {@code @Required}, the
 * values the library sets) or where its absence means something else ({@code @Ttl}).
 */
final class AbsentAsChecks {
  private static final Lifecycle[] MANAGED = {
      Lifecycle.VERSION, Lifecycle.CREATED_AT, Lifecycle.UPDATED_AT, Lifecycle.TTL};

  private AbsentAsChecks() {}

  static void check(EntityModel entity, Problems problems) {
    for (AttributeModel attribute : entity.attributes()) {
      attribute.absentAs().ifPresent(absentAs -> check(attribute, absentAs, problems));
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        component.absentAs().ifPresent(absentAs -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD,
            absentAs.position(), "@AbsentAs", component.name(), record.type().simpleName()));
      }
    }
  }

  private static void check(AttributeModel attribute, AttributeModel.AbsentAs absentAs, Problems problems) {
    boolean text = attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        && scalar.kind() == ScalarKind.STRING;
    if (!text) {
      problems.report(Message.ABSENT_AS_TYPE, absentAs.position(), attribute.name(), attribute.javaType(),
          attribute.isPrimitive() ? "a primitive is never absent"
              : "the placeholder stands in the component's place, so the component must be a String without"
                  + " @Converter");
    }
    if (absentAs.placeholder().isEmpty()) {
      problems.report(Message.ABSENT_AS_EMPTY, absentAs.position(), attribute.name());
    }
    attribute.defaultValue().ifPresent(value -> problems.report(Message.ABSENT_AS_CONFLICT, absentAs.position(),
        attribute.name(), "@Default", "a write that lacks the value stores the default, so the placeholder would"
            + " never be stored; keep one of them"));
    attribute.generatedId().ifPresent(id -> problems.report(Message.ABSENT_AS_CONFLICT, absentAs.position(),
        attribute.name(), "@GeneratedId", "a write that lacks the value gets a new id, so the placeholder would"
            + " never be stored; keep one of them"));
    attribute.required().ifPresent(required -> problems.report(Message.ABSENT_AS_CONFLICT, absentAs.position(),
        attribute.name(), "@Required", "a required value is never absent, so it has no placeholder; keep one of"
            + " them"));
    for (Lifecycle kind : MANAGED) {
      attribute.marker(kind).ifPresent(marker -> problems.report(Message.ABSENT_AS_CONFLICT, absentAs.position(),
          attribute.name(), kind.annotation(), "the library stores that component's value itself"));
    }
  }
}
