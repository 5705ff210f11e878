package dev.singletable.processor.checks;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/**
 * Checks the values a write gives a component it lacks ({@code @GeneratedId}, {@code @Default}): a
 * generated id on a {@code String} or {@code UUID} its kind fits, a default that reads as the
 * component's type, neither on a component the library sets itself or in a nested record. And the
 * rules writes keep for a component's value: {@code @Required} never where the component gets a
 * value anyway (a default or a generated id) or where its type says it may be absent ({@code
 * Optional}); {@code @ReadOnly} never where no write changes the component already (a primary-key
 * component) or where the library sets it ({@code @Version}, the timestamps); {@code @AbsentAs} only
 * on a {@code String} of the entity itself, with a placeholder that is not empty, never where the
 * component always has a value anyway ({@code @Default}, {@code @GeneratedId}, {@code @Required}, the
 * values the library sets).
 */
final class CreationValueChecks {
  /** The types whose values say they may be absent. */
  private static final Set<String> OPTIONALS = Set.of(
      "java.util.Optional", "java.util.OptionalInt", "java.util.OptionalLong", "java.util.OptionalDouble");


  /** The components the library sets, which are never absent for {@code @AbsentAs} to store. */
  private static final Lifecycle[] MANAGED = {
      Lifecycle.VERSION, Lifecycle.CREATED_AT, Lifecycle.UPDATED_AT, Lifecycle.TTL};

  private CreationValueChecks() {}

  static void check(EntityModel entity, Problems problems) {
    writeRules(entity, problems);
    absentAs(entity, problems);
    for (AttributeModel attribute : entity.attributes()) {
      attribute.generatedId().ifPresent(id -> generatedId(attribute, id, problems));
      attribute.defaultValue().ifPresent(value -> defaultValue(attribute, value, problems));
      conflicts(attribute, problems);
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        component.generatedId().ifPresent(id -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD, id.position(),
            "@GeneratedId", component.name(), record.type().simpleName()));
        component.defaultValue().ifPresent(value -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD,
            value.position(), "@Default", component.name(), record.type().simpleName()));
      }
    }
  }

  private static ScalarKind kind(AttributeModel attribute) {
    return attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar ? scalar.kind() : null;
  }

  private static void generatedId(AttributeModel attribute, AttributeModel.GeneratedId id, Problems problems) {
    ScalarKind kind = kind(attribute);
    boolean fits = kind == ScalarKind.STRING || kind == ScalarKind.UUID && !id.kind().equals("ULID");
    if (!fits) {
      String what = id.kind().equals("ULID")
          ? "a ULID is text, so the component must be a String"
          : "a UUID is stored as its text, so the component must be a UUID or a String";
      problems.report(Message.GENERATED_ID_TYPE, id.position(), id.kind(), attribute.name(), attribute.javaType(), what);
    }
  }

  private static void defaultValue(AttributeModel attribute, AttributeModel.DefaultValue value, Problems problems) {
    if (attribute.isPrimitive()) {
      problems.report(Message.DEFAULT_TYPE, value.position(), attribute.name(), attribute.javaType(),
          "a primitive component is never absent, so its default would never apply; use the boxed type");
      return;
    }
    if (attribute.converter().isPresent()) {
      problems.report(Message.DEFAULT_TYPE, value.position(), attribute.name(), attribute.javaType(),
          "the default of a component with @Converter cannot be read at compile time");
      return;
    }
    String text = value.text();
    if (attribute.type() instanceof TypeModel.EnumType enumType) {
      if (!enumType.constants().contains(text)) {
        problems.report(Message.DEFAULT_UNPARSABLE, value.position(), text, attribute.name(), attribute.javaType(),
            "the constants are " + String.join(", ", enumType.constants()));
      }
      return;
    }
    ScalarKind kind = kind(attribute);
    if (kind == null || kind == ScalarKind.BYTES || kind == ScalarKind.DOCUMENT || kind == ScalarKind.FLOATS
        || kind == ScalarKind.DOUBLES) {
      problems.report(Message.DEFAULT_TYPE, value.position(), attribute.name(), attribute.javaType(),
          "defaults are for strings, numbers, booleans, enums, Instant, LocalDate and UUID");
      return;
    }
    String failure = parseFailure(kind, text);
    if (failure != null) {
      problems.report(Message.DEFAULT_UNPARSABLE, value.position(), text, attribute.name(), attribute.javaType(),
          failure);
    }
  }

  /** Why the text is not a value of the kind, or null when it is one. */
  static String parseFailure(ScalarKind kind, String text) {
    try {
      switch (kind) {
        case STRING -> { }
        case BOOLEAN -> {
          if (!text.equals("true") && !text.equals("false")) {
            return "write true or false";
          }
        }
        case BYTE -> Byte.parseByte(text);
        case SHORT -> Short.parseShort(text);
        case INTEGER -> Integer.parseInt(text);
        case LONG -> Long.parseLong(text);
        case FLOAT -> {
          if (!Float.isFinite(Float.parseFloat(text))) {
            return "DynamoDB stores finite numbers only";
          }
        }
        case DOUBLE -> {
          if (!Double.isFinite(Double.parseDouble(text))) {
            return "DynamoDB stores finite numbers only";
          }
        }
        case BIG_DECIMAL -> new BigDecimal(text);
        case BIG_INTEGER -> new BigInteger(text);
        case INSTANT -> Instant.parse(text);
        case LOCAL_DATE -> LocalDate.parse(text);
        case UUID -> {
          if (!UUID.fromString(text).toString().equals(text.toLowerCase(Locale.ROOT))) {
            return "write the UUID's 36 characters, e.g. 123e4567-e89b-12d3-a456-426614174000";
          }
        }
        default -> {
          return "no default can be written for it";
        }
      }
      return null;
    } catch (RuntimeException e) {
      return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
  }

  /** Refuses a generated id or default on a component the library sets itself, and both on one component. */
  private static void conflicts(AttributeModel attribute, Problems problems) {
    if (attribute.generatedId().isPresent() && attribute.defaultValue().isPresent()) {
      problems.report(Message.CONFLICTING_CREATION_VALUE, attribute.defaultValue().get().position(), "@Default",
          attribute.name(), "@GeneratedId", "a missing value gets one of them; keep one");
    }
    for (Lifecycle kind : new Lifecycle[] {Lifecycle.VERSION, Lifecycle.CREATED_AT, Lifecycle.UPDATED_AT}) {
      attribute.marker(kind).ifPresent(marker -> {
        attribute.generatedId().ifPresent(id -> problems.report(Message.CONFLICTING_CREATION_VALUE, id.position(),
            "@GeneratedId", attribute.name(), kind.annotation(), "the library sets that component itself"));
        attribute.defaultValue().ifPresent(value -> problems.report(Message.CONFLICTING_CREATION_VALUE,
            value.position(), "@Default", attribute.name(), kind.annotation(), "the library sets that component itself"));
      });
    }
  }

  /** {@code @Required} and {@code @ReadOnly} where they contradict the component. */
  private static void writeRules(EntityModel entity, Problems problems) {
    for (AttributeModel attribute : entity.attributes()) {
      attribute.required().ifPresent(required -> {
        if (attribute.defaultValue().isPresent() || attribute.generatedId().isPresent()) {
          problems.report(Message.REQUIRED_WITH_CREATION_VALUE, required, attribute.name(),
              attribute.defaultValue().isPresent() ? "@Default" : "@GeneratedId");
        }
        if (isOptional(attribute.javaType())) {
          problems.report(Message.REQUIRED_OPTIONAL, required, attribute.name(), attribute.javaType());
        }
      });
      attribute.readOnly().ifPresent(readOnly -> {
        String why = entity.isKeyComponent(attribute.name())
            ? "a component of the primary key, which no write changes already"
            : entity.isManaged(attribute.name())
                ? "which the library sets itself (@Version, @CreatedAt, @UpdatedAt): @CreatedAt is kept by puts"
                    + " and updates already"
                : null;
        if (why != null) {
          problems.report(Message.READ_ONLY_COMPONENT, readOnly, attribute.name(), why);
        }
      });
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        component.required().ifPresent(position -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD, position,
            "@Required", component.name(), record.type().simpleName()));
        component.readOnly().ifPresent(position -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD, position,
            "@ReadOnly", component.name(), record.type().simpleName()));
      }
    }
  }

  /** Where {@code @AbsentAs} contradicts the component, or is in a nested record. */
  private static void absentAs(EntityModel entity, Problems problems) {
    for (AttributeModel attribute : entity.attributes()) {
      attribute.absentAs().ifPresent(absentAs -> absentAs(attribute, absentAs, problems));
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        component.absentAs().ifPresent(absentAs -> problems.report(Message.LIFECYCLE_IN_NESTED_RECORD,
            absentAs.position(), "@AbsentAs", component.name(), record.type().simpleName()));
      }
    }
  }

  private static void absentAs(AttributeModel attribute, AttributeModel.AbsentAs absentAs, Problems problems) {
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

  private static boolean isOptional(TypeName type) {
    TypeName raw = type instanceof ParameterizedTypeName parameterized ? parameterized.rawType : type;
    return raw instanceof ClassName name && OPTIONALS.contains(name.canonicalName());
  }
}
