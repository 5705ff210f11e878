package dev.singletable.processor.writer;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed attribute constants ({@code EventEntity.EVENT_TYPE}), one per component, named
 * in upper snake case around every other member's name. A primary-key component is an {@code
 * AttributePath}, which conditions and filters take; every other component is an {@code
 * UpdatableAttribute}, which updates take too, and lists and sets are {@code ListPath} and {@code
 * SetPath}, which the list and set updates take. So an update of a key component does not compile,
 * nor one of a component the library sets ({@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}).
 */
final class PathWriter {
  private final EntityModel entity;
  private final CodecRegistry codecs;
  private final Map<String, String> constants = new LinkedHashMap<>();

  /** @param members allocates the constants' names; call before any private field is allocated */
  PathWriter(EntityModel entity, NameAllocator members, CodecRegistry codecs) {
    this.entity = entity;
    this.codecs = codecs;
    for (AttributeModel attribute : entity.attributes()) {
      constants.put(attribute.name(), members.newName(Names.upperSnake(attribute.name())));
    }
  }

  /** The name of a component's constant. */
  String constant(String component) {
    String name = constants.get(component);
    if (name == null) {
      throw new IllegalArgumentException("no component " + component);
    }
    return name;
  }

  /** The constants, in component order; they read codec fields, so they are declared after them. */
  List<FieldSpec> fields() {
    List<FieldSpec> fields = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      fields.add(field(attribute));
    }
    return fields;
  }

  private FieldSpec field(AttributeModel attribute) {
    TypeName type = attribute.javaType().box();
    TypeName record = entity.recordType();
    boolean key = entity.isKeyComponent(attribute.name());
    boolean managed = entity.isManaged(attribute.name());
    // A long component compares and updates with any integral value (300, not only 300L).
    boolean integral = type.equals(TypeName.LONG.box());
    String stored = attribute.storedName();
    TypeName fieldType;
    CodeBlock initializer;
    if ((key || managed) && integral) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LONG_PATH, record);
      initializer = CodeBlock.of("$T.ofLong(NAME, $S, $L)", RuntimeTypes.LONG_PATH, stored, codecs.codec(attribute));
    } else if (key || managed) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_PATH, record, type);
      initializer = CodeBlock.of("$T.of(NAME, $S, $L)", RuntimeTypes.ATTRIBUTE_PATH, stored, codecs.codec(attribute));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.ListType list) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LIST_PATH, record, list.element().boxedType());
      initializer = CodeBlock.of("$T.of(NAME, $S, $L, $L)", RuntimeTypes.LIST_PATH, stored, codecs.codec(attribute),
          codecs.codec(list.element()));
    } else if (attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.SetType set) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.SET_PATH, record, set.element().boxedType());
      initializer = CodeBlock.of("$T.of(NAME, $S, $L, $L)", RuntimeTypes.SET_PATH, stored, codecs.codec(attribute),
          codecs.codec(set.element()));
    } else if (integral) {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.LONG_ATTRIBUTE, record);
      initializer = CodeBlock.of("$T.$L(NAME, $S, $L)", RuntimeTypes.LONG_ATTRIBUTE,
          attribute.isPrimitive() ? "requiredLong" : "ofLong", stored, codecs.codec(attribute));
    } else {
      fieldType = ParameterizedTypeName.get(RuntimeTypes.UPDATABLE_ATTRIBUTE, record, type);
      initializer = CodeBlock.of("$T.$L(NAME, $S, $L)", RuntimeTypes.UPDATABLE_ATTRIBUTE,
          attribute.isPrimitive() ? "required" : "of", stored, codecs.codec(attribute));
    }
    FieldSpec.Builder field = FieldSpec.builder(fieldType, constant(attribute.name()),
            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer);
    String attributeName = Names.code(stored)
        + (stored.equals(attribute.name()) ? "" : " (component " + Names.code(attribute.name()) + ")");
    if (managed) {
      field.addJavadoc("The attribute $L, which the library sets on writes: for conditions and filters; no update\n"
          + "can change it.\n", attributeName);
    } else if (key) {
      field.addJavadoc("The attribute $L, a component of the primary key: for conditions and filters; no update\n"
          + "can change it.\n", attributeName);
    } else if (attribute.isPrimitive()) {
      field.addJavadoc("The attribute $L, for conditions, filters and updates; every item holds it (the component\n"
          + "is primitive), so updates can set it but not remove it.\n", attributeName);
    } else {
      field.addJavadoc("The attribute $L, for conditions, filters and updates.\n", attributeName);
    }
    return field.build();
  }
}
