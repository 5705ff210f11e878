package dev.singletable.processor.writer.service;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The change data capture part of a service class: its sealed {@code Change} type with one class per
 * entity and one for anything else, the {@code change(ChangeRecord)} that reads a stream record as
 * one, and {@code createTableRequest(tableName, streamViewType)} for a table with a stream.
 */
final class ChangeWriter {
  /** The service's entities as {@code change} tells them apart; collection constants end in {@code _COLLECTION}. */
  static final String ENTITIES = "ENTITIES";

  private final String serviceName;
  private final List<EntityModel> entities;
  private final ClassName changeType;
  private final ClassName unknownType;
  private final Map<EntityModel, ClassName> changeTypes = new LinkedHashMap<>();

  /**
   * @param serviceType the service class
   * @param types the allocator of the service's nested type names, so that no name clashes
   */
  ChangeWriter(String serviceName, ClassName serviceType, List<EntityModel> entities, NameAllocator types) {
    this.serviceName = serviceName;
    this.entities = entities;
    this.changeType = serviceType.nestedClass(types.newName("Change"));
    this.unknownType = serviceType.nestedClass(types.newName("UnknownChange"));
    for (EntityModel entity : entities) {
      changeTypes.put(entity, serviceType.nestedClass(types.newName(entity.recordType().simpleName() + "Change")));
    }
  }

  /** Adds the methods and nested types to the service class. */
  void addTo(TypeSpec.Builder service) {
    CodeBlock.Builder schemas = CodeBlock.builder();
    for (EntityModel entity : entities) {
      schemas.add(schemas.isEmpty() ? "$T.SCHEMA" : ",$W$T.SCHEMA", entity.entityType());
    }
    service.addField(FieldSpec.builder(RuntimeTypes.MEMBERSHIP, ENTITIES,
            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($T.of($L))", RuntimeTypes.MEMBERSHIP, List.class, schemas.build())
        .build());
    service.addMethod(change());
    service.addMethod(createTableRequestWithStream());
    service.addType(TypeSpec.interfaceBuilder(changeType)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addSuperinterface(RuntimeTypes.STREAM_CHANGE)
        .addJavadoc("A change of this service's table as {@link #change} reads it from a stream record: one class per\n"
            + "entity, and {@link $T} for anything else.\n", unknownType)
        .build());
    for (EntityModel entity : entities) {
      service.addType(entityChange(entity));
    }
    service.addType(TypeSpec.classBuilder(unknownType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(RuntimeTypes.UNRECOGNISED_CHANGE)
        .addSuperinterface(changeType)
        .addJavadoc("A change of an item no entity of this service reads: another entity or version, a guard or\n"
            + "checkpoint item, an item that does not decode, or any item of a {@code KEYS_ONLY} stream.\n")
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
            .addParameter(String.class, "reason")
            .addStatement("super(record, reason)")
            .build())
        .build());
  }

  private MethodSpec change() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("change")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(changeType)
        .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
        .addJavadoc("Reads a stream record as a typed change of the entity named in its image's identity attributes.\n"
            + "Never throws for an item this service cannot read: that comes back as {@link $T}.\n\n", unknownType)
        .addJavadoc("@param record the stream record, from the streams API or a Lambda event\n")
        .addJavadoc("@return one {@code <Record>Change} per entity, {@link $T} for any other item\n", unknownType)
        .addStatement("$T.requireNonNull(record, $S)", Objects.class, "record")
        .addStatement("$T image = record.image().orElse(null)", RuntimeTypes.ITEM)
        .beginControlFlow("if (image == null)")
        .addStatement("return new $T(record, $S)", unknownType, "the stream record carries no image (KEYS_ONLY)")
        .endControlFlow()
        .beginControlFlow("try")
        // One identity asked: the entity named by the image's type value, or each in turn.
        .beginControlFlow("switch ($N.indexOf(image))", ENTITIES);
    int index = 0;
    for (EntityModel entity : entities) {
      method.addCode("case $L:\n", index++).addStatement("$>return $T.read(record, image)$<", changeTypes.get(entity));
    }
    return method.addCode("default:\n").addStatement("$>break$<")
        .endControlFlow()
        .nextControlFlow("catch ($T e)", RuntimeTypes.SINGLE_TABLE_EXCEPTION)
        .addStatement("return new $T(record, e.getMessage())", unknownType)
        .endControlFlow()
        .addStatement("return new $T(record, $T.unrecognised($S, image))", unknownType, RuntimeTypes.UNRECOGNISED_CHANGE, serviceName)
        .build();
  }

  private TypeSpec entityChange(EntityModel entity) {
    ClassName type = changeTypes.get(entity);
    ClassName field = type.nestedClass("Field");
    TypeName fields = ParameterizedTypeName.get(ClassName.get(Set.class), field);
    TypeSpec.Builder fieldEnum = TypeSpec.enumBuilder(field)
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("The components of {@link $T}, as {@link #changed()} names them.\n", entity.recordType());
    MethodSpec.Builder changed = MethodSpec.methodBuilder("changed")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(fields)
        .addParameter(entity.recordType(), "before")
        .addParameter(entity.recordType(), "after")
        .addStatement("$T<$T> changed = $T.noneOf($T.class)", EnumSet.class, field, EnumSet.class, field)
        .beginControlFlow("if (before == null || after == null)")
        .addStatement("return changed")
        .endControlFlow();
    for (AttributeModel attribute : entity.attributes()) {
      String constant = Names.upperSnake(attribute.name());
      fieldEnum.addEnumConstant(constant, TypeSpec.anonymousClassBuilder("")
          .addJavadoc("Component $L.\n", Names.code(attribute.name()))
          .build());
      CodeBlock differs = attribute.isPrimitive()
          ? CodeBlock.of("before.$N() != after.$N()", attribute.name(), attribute.name())
          : CodeBlock.of("!$T.deepEquals(before.$N(), after.$N())", Objects.class, attribute.name(), attribute.name());
      if (attribute.isPrimitive() && (attribute.javaType().equals(TypeName.DOUBLE)
          || attribute.javaType().equals(TypeName.FLOAT))) {
        // NaN != NaN: compare the boxed values, as equals does.
        differs = CodeBlock.of("!$T.equals(before.$N(), after.$N())", Objects.class, attribute.name(), attribute.name());
      }
      changed.beginControlFlow("if ($L)", differs)
          .addStatement("changed.add($T.$L)", field, constant)
          .endControlFlow();
    }
    changed.addStatement("return changed");
    return TypeSpec.classBuilder(type)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.ENTITY_CHANGE, entity.recordType(), field))
        .addSuperinterface(changeType)
        .addJavadoc("A change of {@link $T} ({@code $L}).\n", entity.recordType(), entity.name())
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
            .addParameter(entity.recordType(), "oldValue")
            .addParameter(entity.recordType(), "newValue")
            .addStatement("super(record, oldValue, newValue, changed(oldValue, newValue))")
            .build())
        .addMethod(MethodSpec.methodBuilder("read")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(type)
            .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
            .addParameter(RuntimeTypes.ITEM, "image")
            .addComment("The image change() found to be this entity's (the new one, else the old) is decoded")
            .addComment("without asking its identity again; the other image is asked.")
            .addStatement("$T oldImage = record.oldImage().orElse(null)", RuntimeTypes.ITEM)
            .addStatement("$T newImage = record.newImage().orElse(null)", RuntimeTypes.ITEM)
            .addStatement("return new $T(record,$W$L,$W$L)", type,
                CodeBlock.of("oldImage == image || oldImage != null && $T.SCHEMA.owns(oldImage)"
                    + " ? $T.readOwned($T.SCHEMA, oldImage) : null",
                    entity.entityType(), RuntimeTypes.IDENTITY, entity.entityType()),
                CodeBlock.of("newImage == image ? $T.readOwned($T.SCHEMA, newImage)"
                    + " : newImage == null ? null : $T.fromItem(newImage)",
                    RuntimeTypes.IDENTITY, entity.entityType(), entity.entityType()))
            .build())
        .addMethod(changed.build())
        .addType(fieldEnum.build())
        .build();
  }

  private MethodSpec createTableRequestWithStream() {
    return MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addParameter(RuntimeTypes.STREAM_VIEW_TYPE, "streamViewType")
        .addJavadoc("The table this service needs, as {@link #createTableRequest(String)}, with a DynamoDB stream of\n"
            + "the given view type: what {@link #change} and a {@code StreamReader} read.\n\n")
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@param streamViewType what each stream record carries; {@code NEW_AND_OLD_IMAGES} gives changes\n"
            + "    both records and the changed components\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.createTable}\n")
        .addStatement("return $T.withStream(createTableRequest(tableName), streamViewType)", RuntimeTypes.TABLE_DEFINITIONS)
        .build();
  }
}
