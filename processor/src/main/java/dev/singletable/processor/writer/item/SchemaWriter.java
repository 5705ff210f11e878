package dev.singletable.processor.writer.item;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.ShardModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code Schema}, the private {@code EntitySchema} implementation the runtime operations use:
 * names and key fields as constants, marshalling by delegation to the entity's static methods.
 */
public final class SchemaWriter {
  private static final ClassName PROJECTION_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");
  private static final ParameterizedTypeName ATTRIBUTE_INDEXES_TYPE =
      ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.ATTRIBUTE_INDEX_DEFINITION);
  private final EntityModel entity;
  private final KeyWriter keys;
  private final PathWriter paths;
  private final String identity;

  /**
   * @param paths the entity's attribute constants, whose codecs encode the values an upsert creates
   * @param identity the name of the entity's {@code Identity} field
   */
  public SchemaWriter(EntityModel entity, KeyWriter keys, PathWriter paths, String identity) {
    this.entity = entity;
    this.keys = keys;
    this.paths = paths;
    this.identity = identity;
  }

  public TypeSpec write(String className) {
    IndexModel primary = entity.primary().orElseThrow();
    TypeName indexes = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.INDEX_DEFINITION);
    List<CodeBlock> definitions = new ArrayList<>();
    List<CodeBlock> localDefinitions = new ArrayList<>();
    for (IndexModel index : entity.indexes()) {
      if (index.local()) {
        localDefinitions.add(CodeBlock.of("new $T($S, $S, $S)", RuntimeTypes.INDEX_DEFINITION, index.indexName(),
            index.pk().field(), index.sk().orElseThrow().field()));
        continue;
      }
      CodeBlock sortKey = index.sk().map(sk -> CodeBlock.of("$S", sk.field())).orElse(CodeBlock.of("null"));
      if (index.projection().isPartial()) {
        List<CodeBlock> include = new ArrayList<>();
        for (String name : index.projection().includeNames()) {
          entity.attribute(name).ifPresent(attribute -> include.add(CodeBlock.of("$S", attribute.storedName())));
        }
        definitions.add(CodeBlock.of("new $T($S, $S, $L, $T.$L, $T.of($L))", RuntimeTypes.INDEX_DEFINITION,
            index.indexName(), index.pk().field(), sortKey, PROJECTION_TYPE, index.projection().kind(),
            ClassName.get(List.class), CodeBlock.join(include, ", ")));
      } else {
        definitions.add(CodeBlock.of("new $T($S, $S, $L)", RuntimeTypes.INDEX_DEFINITION, index.indexName(),
            index.pk().field(), sortKey));
      }
    }
    return TypeSpec.classBuilder(className)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.ENTITY_SCHEMA, entity.recordType()))
        .addSuperinterface(RuntimeTypes.IDENTITY_OWNER)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.IDENTITY_DECODER, entity.recordType()))
        .addJavadoc("What the runtime operations know about {@link $T}.\n", entity.recordType())
        .addField(FieldSpec.builder(indexes, "indexes", Modifier.PRIVATE).build())
        .addFields(attributeIndexesField())
        .addMethod(getter("service", TypeName.get(String.class), CodeBlock.of("SERVICE")))
        .addMethod(getter("entityName", TypeName.get(String.class), CodeBlock.of("NAME")))
        .addMethod(getter("entityVersion", TypeName.INT, CodeBlock.of("VERSION")))
        .addMethods(oldestVersion())
        .addMethod(getter("partitionKeyField", TypeName.get(String.class), CodeBlock.of("$S", primary.pk().field())))
        .addMethod(getter("sortKeyField", TypeName.get(String.class),
            primary.sk().map(KeyModel::field).map(field -> CodeBlock.of("$S", field)).orElse(CodeBlock.of("null"))))
        .addMethods(keyTypes(primary))
        .addMethod(indexesMethod(indexes, definitions))
        .addMethods(attributeIndexes())
        .addMethods(localDefinitions.isEmpty() ? List.of() : List.of(getter("localIndexes", indexes,
            CodeBlock.of("$T.of($L)", ClassName.get(List.class), Names.arguments(localDefinitions, 1)))))
        .addMethod(override("toItem", RuntimeTypes.ITEM)
            .addParameter(entity.recordType(), "value")
            .addStatement("return $T.toItem(value)", entity.entityType())
            .build())
        .addMethod(override("fromItem", entity.recordType())
            .addParameter(RuntimeTypes.ITEM, "item")
            .addStatement("return $T.fromItem(item)", entity.entityType())
            .build())
        .addMethod(fromOwnedItem())
        .addMethod(override("owns", TypeName.BOOLEAN)
            .addParameter(RuntimeTypes.ITEM, "item")
            .addStatement("return $N.matches(item)", identity)
            .build())
        .addMethod(getter("identity", RuntimeTypes.IDENTITY, CodeBlock.of("$N", identity)))
        .addMethods(requiredAttributes())
        .addMethod(override("keyOf", ParameterizedTypeName.get(RuntimeTypes.TYPED_KEY, entity.recordType()))
            .addParameter(entity.recordType(), "value")
            .addStatement("return $T.$L", entity.entityType(),
                keys.keyCall(component -> CodeBlock.of("value.$N()", component)))
            .build())
        .addMethods(lifecycle())
        .build();
  }

  /**
   * {@code indexes()}, built on first use rather than with {@code SCHEMA}: the entity's class is
   * initialised by its first {@code toItem}, which needs no index definitions, and an {@code
   * IndexDefinition} loads the SDK's {@code ProjectionType} with its lookup tables. Two threads may
   * both build the list; either result is the same immutable value, safely published through its
   * final fields.
   */
  private static MethodSpec indexesMethod(TypeName indexes, List<CodeBlock> definitions) {
    return override("indexes", indexes)
        .addStatement("$T built = this.indexes", indexes)
        .beginControlFlow("if (built == null)")
        .addComment("Built here, not with the class: the first item needs no index definitions.")
        .addStatement("built = $T.of($L)", ClassName.get(List.class), Names.arguments(definitions, 1))
        .addStatement("this.indexes = built")
        .endControlFlow()
        .addStatement("return built")
        .build();
  }

  /**
   * {@code fromOwnedItem(item)}: the item's identity is not asked again. An entity that reads earlier
   * versions asks it all the same, for the version that tells which layout the item has.
   */
  private MethodSpec fromOwnedItem() {
    MethodSpec.Builder method = override("fromOwnedItem", entity.recordType())
        .addParameter(RuntimeTypes.ITEM, "item");
    if (entity.evolution().earlier().isEmpty()) {
      return method.addStatement("return $T.$N(item)", entity.entityType(), ItemWriter.FROM_CHECKED_ITEM).build();
    }
    return method.addComment("The stored version tells the layout: fromItem reads it with the identity.")
        .addStatement("return $T.fromItem(item)", entity.entityType())
        .build();
  }

  /** {@code oldestVersion()}, for entities that read earlier versions. */
  private List<MethodSpec> oldestVersion() {
    if (entity.evolution().earlier().isEmpty()) {
      return List.of();
    }
    return List.of(getter("oldestVersion", TypeName.INT, CodeBlock.of("$L", entity.oldestVersion())));
  }

  /** {@code partitionKeyType()} and {@code sortKeyType()} for primary keys stored as numbers or binary. */
  private List<MethodSpec> keyTypes(IndexModel primary) {
    List<MethodSpec> methods = new ArrayList<>();
    if (primary.pk().typed()) {
      methods.add(getter("partitionKeyType", RuntimeTypes.SCALAR_ATTRIBUTE_TYPE,
          CodeBlock.of("$T.$L", RuntimeTypes.SCALAR_ATTRIBUTE_TYPE, primary.pk().attributeType())));
    }
    if (primary.sk().filter(KeyModel::typed).isPresent()) {
      methods.add(getter("sortKeyType", RuntimeTypes.SCALAR_ATTRIBUTE_TYPE,
          CodeBlock.of("$T.$L", RuntimeTypes.SCALAR_ATTRIBUTE_TYPE, primary.sk().get().attributeType())));
    }
    return methods;
  }

  /** {@code attributeIndexes()}, for entities with indexes keyed by their own attributes only. */
  private List<MethodSpec> attributeIndexes() {
    if (entity.attributeIndexes().isEmpty()) {
      return List.of();
    }
    return List.of(getter("attributeIndexes", ATTRIBUTE_INDEXES_TYPE, CodeBlock.of("ATTRIBUTE_INDEXES")));
  }

  /** {@code ATTRIBUTE_INDEXES}: built once, since every {@code toItem} checks its values against them. */
  private List<FieldSpec> attributeIndexesField() {
    if (entity.attributeIndexes().isEmpty()) {
      return List.of();
    }
    List<CodeBlock> definitions = new ArrayList<>();
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      definitions.add(CodeBlock.of("new $T($S, $L, $L)", RuntimeTypes.ATTRIBUTE_INDEX_DEFINITION, index.indexName(),
          keyAttributes(index.partition()), keyAttributes(index.sort())));
    }
    return List.of(FieldSpec.builder(ATTRIBUTE_INDEXES_TYPE, "ATTRIBUTE_INDEXES", Modifier.PRIVATE, Modifier.STATIC,
            Modifier.FINAL)
        .initializer("$T.of($L)", ClassName.get(List.class), Names.arguments(definitions, 1))
        .build());
  }

  private CodeBlock keyAttributes(List<AttributeIndexModel.Component> components) {
    List<CodeBlock> attributes = new ArrayList<>();
    for (AttributeIndexModel.Component component : components) {
      AttributeModel attribute = entity.attribute(component.name()).orElseThrow();
      attributes.add(CodeBlock.of("new $T($S, $T.$L)", RuntimeTypes.KEY_ATTRIBUTE, attribute.storedName(),
          RuntimeTypes.SCALAR_ATTRIBUTE_TYPE, AttributeIndexModel.keyType(attribute).orElseThrow()));
    }
    return CodeBlock.of("$T.of($L)", ClassName.get(List.class), CodeBlock.join(attributes, ", "));
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

  /** The lifecycle overrides, for entities with such components only. */
  private List<MethodSpec> lifecycle() {
    List<MethodSpec> methods = new ArrayList<>();
    TypeName string = TypeName.get(String.class);
    Optional<AttributeModel> version = entity.attributeWith(Lifecycle.VERSION);
    Optional<AttributeModel> createdAt = entity.attributeWith(Lifecycle.CREATED_AT);
    Optional<AttributeModel> updatedAt = entity.attributeWith(Lifecycle.UPDATED_AT);
    version.ifPresent(attribute -> methods.add(getter("versionAttribute", string, CodeBlock.of("$S", attribute.storedName()))));
    createdAt.ifPresent(attribute -> methods.add(getter("createdAtAttribute", string, CodeBlock.of("$S", attribute.storedName()))));
    updatedAt.ifPresent(attribute -> methods.add(getter("updatedAtAttribute", string, CodeBlock.of("$S", attribute.storedName()))));
    TypeName instantCodec = RuntimeTypes.codecOf(ClassName.get(Instant.class));
    createdAt.filter(attribute -> attribute.instantFormat().isPresent()).ifPresent(attribute -> methods.add(
        getter("createdAtCodec", instantCodec, CodecRegistry.instantForm(attribute.instantFormat().get().form()))));
    updatedAt.filter(attribute -> attribute.instantFormat().isPresent()).ifPresent(attribute -> methods.add(
        getter("updatedAtCodec", instantCodec, CodecRegistry.instantForm(attribute.instantFormat().get().form()))));
    List<CodeBlock> unique = new ArrayList<>();
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      unique.add(CodeBlock.of("$S", attribute.storedName()));
    }
    if (entity.uniqueAttributes().stream().anyMatch(attribute -> attribute.marker(Lifecycle.UNIQUE).orElseThrow()
        .template().isPresent())) {
      methods.add(uniqueKeyTemplate());
    }
    // Entities without a type attribute share a layout only where their key literals differ: no key
    // of one is a key of the other, so their batch writes cannot reach each other's items.
    if (!entity.identity().sharesKeysWith().isEmpty() && entity.identity().typeAttribute().isPresent()) {
      methods.add(getter("sharesKeysWith", ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class)),
          CodeBlock.of("$T.of($L)", ClassName.get(List.class), CodeBlock.join(
              entity.identity().sharesKeysWith().stream().map(name -> CodeBlock.of("$S", name)).toList(), ", "))));
    }
    if (!entity.readOnlyAttributes().isEmpty()) {
      methods.add(getter("readOnlyAttributes", ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class)),
          CodeBlock.of("$T.of($L)", ClassName.get(List.class), CodeBlock.join(
              entity.readOnlyAttributes().stream().map(name -> CodeBlock.of("$S", name)).toList(), ", "))));
    }
    if (!unique.isEmpty()) {
      methods.add(getter("uniqueAttributes", ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class)),
          CodeBlock.of("$T.of($L)", ClassName.get(List.class), CodeBlock.join(unique, ", "))));
    }
    List<CodeBlock> keyOnly = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.is(Lifecycle.KEY_ONLY)) {
        keyOnly.add(CodeBlock.of("$S", attribute.storedName()));
      }
    }
    if (!keyOnly.isEmpty()) {
      methods.add(getter("keyOnlyAttributes", ParameterizedTypeName.get(ClassName.get(Set.class), ClassName.get(String.class)),
          CodeBlock.of("$T.of($L)", ClassName.get(Set.class), CodeBlock.join(keyOnly, ", "))));
    }
    if (createdAt.isPresent()) {
      methods.add(getter("attributeNames", ParameterizedTypeName.get(ClassName.get(Set.class), ClassName.get(String.class)),
          CodeBlock.of("$T.of($L)", ClassName.get(Set.class), Names.arguments(attributeNames(), 4))));
    }
    boolean creationValues = entity.attributes().stream().anyMatch(AttributeModel::hasCreationValue);
    if (version.isPresent() || createdAt.isPresent() || updatedAt.isPresent() || entity.shard().isPresent()
        || creationValues) {
      methods.add(stamp());
    }
    methods.addAll(creationValues());
    return methods;
  }

  /** {@code uniqueKeyTemplate(attribute)}: the {@code @Unique(template)} of each attribute that has one. */
  private MethodSpec uniqueKeyTemplate() {
    MethodSpec.Builder method = override("uniqueKeyTemplate", TypeName.get(String.class))
        .addParameter(String.class, "attribute");
    method.beginControlFlow("switch (attribute)");
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      attribute.marker(Lifecycle.UNIQUE).orElseThrow().template().ifPresent(template ->
          method.addStatement("case $S: return $S", attribute.storedName(), template.text()));
    }
    method.addStatement("default: return null");
    method.endControlFlow();
    return method.build();
  }

  /** Every attribute toItem writes besides the primary key and identity: index keys, then components. */
  private List<CodeBlock> attributeNames() {
    Set<String> names = new LinkedHashSet<>();
    for (IndexModel index : entity.indexes()) {
      for (KeyModel key : index.keys()) {
        names.add(key.field());
      }
    }
    for (AttributeModel attribute : entity.attributes()) {
      if (!attribute.is(Lifecycle.KEY_ONLY)) {
        names.add(attribute.storedName());
      }
    }
    List<CodeBlock> literals = new ArrayList<>();
    for (String name : names) {
      literals.add(CodeBlock.of("$S", name));
    }
    return literals;
  }

  /** The time of the write as the component stores it: truncated to what its {@code @InstantFormat} holds. */
  private static CodeBlock now(AttributeModel attribute) {
    return attribute.instantFormat().flatMap(AttributeModel.InstantFormat::truncation)
        .map(unit -> CodeBlock.of("now.truncatedTo($T.$L)", ChronoUnit.class, unit))
        .orElse(CodeBlock.of("now"));
  }

  /**
   * {@code stamp(value, now)}: a copy with the version incremented, the timestamps set, and the
   * generated ids and defaults of the entity's {@code completed(value)}.
   */
  private MethodSpec stamp() {
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      String name = attribute.name();
      if (attribute.is(Lifecycle.VERSION)) {
        String one = isLong(attribute) ? "1L" : "1";
        arguments.add(attribute.isPrimitive()
            ? CodeBlock.of("value.$N() + 1", name)
            : CodeBlock.of("value.$N() == null ? $L : value.$N() + 1", name, one, name));
      } else if (attribute.is(Lifecycle.CREATED_AT)) {
        arguments.add(CodeBlock.of("value.$N() != null ? value.$N() : $L", name, name, now(attribute)));
      } else if (attribute.is(Lifecycle.UPDATED_AT)) {
        arguments.add(now(attribute));
      } else if (entity.shard().filter(shard -> shard.component().equals(name)).isPresent()) {
        arguments.add(shard(entity.shard().get()));
      } else {
        arguments.add(CodeBlock.of("value.$N()", name));
      }
    }
    MethodSpec.Builder method = override("stamp", entity.recordType())
        .addParameter(entity.recordType(), "value")
        .addParameter(Instant.class, "now");
    if (entity.attributes().stream().anyMatch(AttributeModel::hasCreationValue)) {
      method.addStatement("value = $T.completed(value)", entity.entityType());
      if (entity.attributes().stream().noneMatch(attribute -> attribute.is(Lifecycle.VERSION)
          || attribute.is(Lifecycle.CREATED_AT) || attribute.is(Lifecycle.UPDATED_AT)) && entity.shard().isEmpty()) {
        return method.addStatement("return value").build();
      }
    }
    return method.addStatement("return new $T($L)", entity.recordType(), Names.arguments(arguments, 1)).build();
  }

  /**
   * {@code creationValues()}: the generated ids and defaults of the components outside the primary
   * key, encoded, which an upsert sets when the item has none.
   */
  private List<MethodSpec> creationValues() {
    List<CodeBlock> entries = new ArrayList<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.hasCreationValue() && !entity.isKeyComponent(attribute.name())) {
        entries.add(CodeBlock.of("$T.entry($S, $N.encode($L))", ClassName.get(Map.class), attribute.storedName(),
            paths.constant(attribute.name()), CreationValues.of(attribute)));
      }
    }
    if (entries.isEmpty()) {
      return List.of();
    }
    TypeName values = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class),
        RuntimeTypes.ATTRIBUTE_VALUE);
    return List.of(getter("creationValues", values,
        CodeBlock.of("$T.ofEntries($L)", ClassName.get(Map.class), Names.arguments(entries, 2))));
  }

  /** The shard a write goes to: decided by a component, or the record's own, chosen at random when 0. */
  private CodeBlock shard(ShardModel shard) {
    return shard.by()
        .map(by -> CodeBlock.of("$T.of(value.$N(), $L, $L)", RuntimeTypes.SHARDS, by, shard.first(), shard.shards()))
        .orElse(CodeBlock.of("$T.assign(NAME, $S, value.$N(), $L, $L)", RuntimeTypes.SHARDS, shard.component(),
            shard.component(), shard.first(), shard.shards()));
  }

  private static boolean isLong(AttributeModel attribute) {
    return ((TypeModel.Scalar) attribute.type()).kind() == ScalarKind.LONG;
  }

  private static MethodSpec getter(String name, TypeName type, CodeBlock value) {
    return override(name, type).addStatement("return $L", value).build();
  }

  private static MethodSpec.Builder override(String name, TypeName type) {
    return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(type);
  }
}
