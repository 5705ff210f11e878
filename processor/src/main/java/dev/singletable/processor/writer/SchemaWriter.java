package dev.singletable.processor.writer;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code Schema}, the private {@code EntitySchema} implementation the runtime operations use:
 * names and key fields as constants, marshalling by delegation to the entity's static methods.
 */
final class SchemaWriter {
  private final EntityModel entity;
  private final KeyWriter keys;

  SchemaWriter(EntityModel entity, KeyWriter keys) {
    this.entity = entity;
    this.keys = keys;
  }

  TypeSpec write(String className) {
    IndexModel primary = entity.primary().orElseThrow();
    TypeName indexes = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INDEX_DEFINITION);
    List<CodeBlock> definitions = new ArrayList<>();
    for (IndexModel index : entity.indexes()) {
      definitions.add(CodeBlock.of("new $T($S, $S, $L)", RuntimeTypes.INDEX_DEFINITION, index.indexName(),
          index.pk().field(), index.sk().map(sk -> CodeBlock.of("$S", sk.field())).orElse(CodeBlock.of("null"))));
    }
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.ENTITY_SCHEMA, entity.recordType()))
        .addJavadoc("What the runtime operations know about {@link $T}.\n", entity.recordType())
        .addField(FieldSpec.builder(indexes, "INDEXES", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.of($L)", ClassName.get(List.class), Names.arguments(definitions, 1))
            .build())
        .addMethod(getter("service", TypeName.get(String.class), CodeBlock.of("SERVICE")))
        .addMethod(getter("entityName", TypeName.get(String.class), CodeBlock.of("NAME")))
        .addMethod(getter("entityVersion", TypeName.INT, CodeBlock.of("VERSION")))
        .addMethod(getter("partitionKeyField", TypeName.get(String.class), CodeBlock.of("$S", primary.pk().field())))
        .addMethod(getter("sortKeyField", TypeName.get(String.class),
            primary.sk().map(KeyModel::field).map(field -> CodeBlock.of("$S", field)).orElse(CodeBlock.of("null"))))
        .addMethod(getter("indexes", indexes, CodeBlock.of("INDEXES")))
        .addMethod(override("toItem", RuntimeTypes.ITEM)
            .addParameter(entity.recordType(), "value")
            .addStatement("return $T.toItem(value)", entity.entityType())
            .build())
        .addMethod(override("fromItem", entity.recordType())
            .addParameter(RuntimeTypes.ITEM, "item")
            .addStatement("return $T.fromItem(item)", entity.entityType())
            .build())
        .addMethods(requiredAttributes())
        .addMethod(override("keyOf", RuntimeTypes.ITEM)
            .addParameter(entity.recordType(), "value")
            .addStatement("return $T.$L", entity.entityType(),
                keys.keyCall(component -> CodeBlock.of("value.$N()", component)))
            .build())
        .build();
  }

  /** {@code requiredAttributes()}: primary-key and primitive components, which a projection always reads. */
  private List<MethodSpec> requiredAttributes() {
    List<CodeBlock> names = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (entity.isKeyComponent(attribute.name()) || attribute.isPrimitive()) {
        names.add(CodeBlock.of("$S", attribute.storedName()));
      }
    }
    if (names.isEmpty()) {
      return List.of();
    }
    TypeName strings = ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));
    return List.of(getter("requiredAttributes", strings,
        CodeBlock.of("$T.of($L)", ClassName.get(List.class), CodeBlock.join(names, ", "))));
  }

  private static MethodSpec getter(String name, TypeName type, CodeBlock value) {
    return override(name, type).addStatement("return $L", value).build();
  }

  private static MethodSpec.Builder override(String name, TypeName type) {
    return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(type);
  }
}
