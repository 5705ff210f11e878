package dev.singletable.processor.writer.query;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ProjectionModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.ValueMethods;
import dev.singletable.processor.writer.item.AttributeCode;
import dev.singletable.processor.writer.item.KeyWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes, for each global secondary index that stores less than every attribute ({@code
 * @Gsi(projection = KEYS_ONLY | INCLUDE)}), the projection record its queries return (the primary
 * key's, the index key's and the included components, and {@code primaryKey()}), the schema that
 * decodes it (checking identity and keys as {@code fromItem} does), and the entity's {@code
 * hydrate(...)} methods that read the full records by batch get. A vector index that stores less
 * than every attribute ({@code @VectorIndex(projection = KEYS_ONLY | INCLUDE)}) gets the same: a
 * projection record of the primary key's and the included components, which its searches return.
 */
public final class ProjectionWriter {
  private static final ClassName FUTURE = ClassName.get("java.util.concurrent", "CompletableFuture");
  private static final String STORED = "stored";
  private static final String ITEM = "item";
  private static final String VALUE = "value";

  private final EntityModel entity;
  private final ClassName holder;
  private final KeyWriter keys;
  private final AttributeCode attributes;
  private final String identity;
  private final String storedKeys;
  private final Map<IndexModel, Projection> projections = new LinkedHashMap<>();
  private final Map<VectorIndexModel, Projection> vectorProjections = new LinkedHashMap<>();

  /**
   * The names of one index's projection.
   *
   * @param record the projection record
   * @param schemaClass the class of its schema
   * @param schemaField the constant holding the schema, in the holder of the entity's deferred constants
   */
  record Projection(ClassName record, ClassName schemaClass, String schemaField) {}

  /**
   * What one projection record holds, whichever kind of index stores it.
   *
   * @param indexName the DynamoDB index name
   * @param name the access pattern's name
   * @param model the index's projection
   * @param components the components the record holds, in declaration order
   * @param checked the indexes whose keys the schema checks against the components: the primary
   *     index, and a secondary index's own
   */
  private record Source(String indexName, String name, ProjectionModel model, List<AttributeModel> components,
      List<IndexModel> checked) {}

  /**
   * @param holder the entity's nested class that builds its attribute constants and {@code SCHEMA} when
   *     first used: the projection schemas read its {@code SCHEMA} and live there after it
   */
  public ProjectionWriter(EntityModel entity, KeyWriter keys, AttributeCode attributes, NameAllocator members,
      NameAllocator nestedTypes, String identity, String storedKeys, ClassName holder) {
    this.entity = entity;
    this.holder = holder;
    this.keys = keys;
    this.attributes = attributes;
    this.identity = identity;
    this.storedKeys = storedKeys;
    for (IndexModel index : entity.indexes()) {
      if (index.projection().isPartial()) {
        projections.put(index, allocate(index.javaName(), members, nestedTypes));
      }
    }
    for (VectorIndexModel index : entity.vectorIndexes()) {
      if (index.projection().isPartial()) {
        vectorProjections.put(index, allocate(index.javaName(), members, nestedTypes));
      }
    }
  }

  private Projection allocate(String javaName, NameAllocator members, NameAllocator nestedTypes) {
    String name = Names.upperCamel(javaName) + "Projection";
    return new Projection(
        entity.entityType().nestedClass(nestedTypes.newName(name)),
        entity.entityType().nestedClass(nestedTypes.newName(name + "Schema")),
        members.newName(Names.upperSnake(javaName) + "_PROJECTION"));
  }

  /** The projection of an index, when it stores less than every attribute. */
  Optional<Projection> of(IndexModel index) {
    return Optional.ofNullable(projections.get(index));
  }

  /** The record type a query of the index returns: the projection record, or the entity's record. */
  TypeName recordOf(IndexModel index) {
    return of(index).<TypeName>map(Projection::record).orElse(entity.recordType());
  }

  /** The schema a query of the index decodes with, unqualified (inside the entity class). */
  CodeBlock schemaOf(IndexModel index, CodeBlock entitySchema) {
    return of(index).map(this::schemaField).orElse(entitySchema);
  }

  /** The record type a search of the vector index returns: the projection record, or the entity's record. */
  TypeName recordOf(VectorIndexModel index) {
    return Optional.ofNullable(vectorProjections.get(index)).<TypeName>map(Projection::record)
        .orElse(entity.recordType());
  }

  /** The schema a search of the vector index decodes with, unqualified (inside the entity class). */
  CodeBlock schemaOf(VectorIndexModel index, CodeBlock entitySchema) {
    return Optional.ofNullable(vectorProjections.get(index)).map(this::schemaField).orElse(entitySchema);
  }

  private CodeBlock schemaField(Projection projection) {
    return CodeBlock.of("$T.$N", holder, projection.schemaField());
  }

  /**
   * The schema constants, for the holder of the deferred constants: declared there after {@code
   * SCHEMA}, which they read, so that building them neither needs the entity's {@code SCHEMA} while the
   * entity class is initialised nor builds it with the first item.
   */
  public List<FieldSpec> fields() {
    List<FieldSpec> fields = new ArrayList<>();
    List<Projection> all = new ArrayList<>(projections.values());
    all.addAll(vectorProjections.values());
    for (Projection projection : all) {
      fields.add(FieldSpec.builder(projection.schemaClass(), projection.schemaField(), Modifier.PRIVATE, Modifier.STATIC,
              Modifier.FINAL)
          .initializer("new $T()", projection.schemaClass())
          .build());
    }
    return fields;
  }

  /** {@code hydrate(List)} and {@code hydrate(Page)}, when the entity has a projected index. */
  public List<MethodSpec> hydrateMethods() {
    if (projections.isEmpty() && vectorProjections.isEmpty()) {
      return List.of();
    }
    TypeName projected = ParameterizedTypeName.get(RuntimeTypes.PROJECTED, entity.recordType());
    TypeName anyProjected = WildcardTypeName.subtypeOf(projected);
    TypeName records = ParameterizedTypeName.get(ClassName.get(List.class), entity.recordType());
    TypeName page = ParameterizedTypeName.get(RuntimeTypes.PAGE, entity.recordType());
    return List.of(
        MethodSpec.methodBuilder("hydrate")
            .addModifiers(Modifier.PUBLIC)
            .returns(records)
            .addParameter(ParameterizedTypeName.get(ClassName.get(List.class), anyProjected), "projections")
            .addJavadoc("The full $L records of projection records (what $L returns), read by\n"
                + "batch get in chunks of 100 keys, unprocessed keys retried; in the projections' order. An item\n"
                + "deleted since the index was read is left out.\n\n", Names.code(entity.name()), indexList())
            .addJavadoc("@param projections the projection records\n")
            .addJavadoc("@return the records\n")
            .addJavadoc("@throws dev.singletable.runtime.exception.SingleTableException when keys remain unread after "
                + "every retry\n")
            .addStatement("return $T.list(this.table, SCHEMA, projections)", RuntimeTypes.HYDRATION)
            .build(),
        MethodSpec.methodBuilder("hydrate")
            .addModifiers(Modifier.PUBLIC)
            .returns(page)
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.PAGE, anyProjected), "page")
            .addJavadoc("A page of full $L records: those of a page of projection records, with its cursor,\n"
                + "as {@link #hydrate(List)} reads them.\n\n", Names.code(entity.name()))
            .addJavadoc("@param page a page of projection records\n")
            .addJavadoc("@return the page of records\n")
            .addJavadoc("@throws dev.singletable.runtime.exception.SingleTableException when keys remain unread after "
                + "every retry\n")
            .addStatement("return $T.page(this.table, SCHEMA, page)", RuntimeTypes.HYDRATION)
            .build(),
        MethodSpec.methodBuilder("hydrateAsync")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(FUTURE, records))
            .addParameter(ParameterizedTypeName.get(ClassName.get(List.class), anyProjected), "projections")
            .addJavadoc("{@link #hydrate(List)} with the table's async client; never throws: a failure completes the\n"
                + "future exceptionally.\n\n")
            .addJavadoc("@param projections the projection records\n")
            .addJavadoc("@return the records\n")
            .addStatement("return $T.listAsync(this.table, SCHEMA, projections)", RuntimeTypes.HYDRATION)
            .build(),
        MethodSpec.methodBuilder("hydrateAsync")
            .addModifiers(Modifier.PUBLIC)
            .returns(ParameterizedTypeName.get(FUTURE, page))
            .addParameter(ParameterizedTypeName.get(RuntimeTypes.PAGE, anyProjected), "page")
            .addJavadoc("{@link #hydrate(Page)} with the table's async client; never throws: a failure completes the\n"
                + "future exceptionally.\n\n")
            .addJavadoc("@param page a page of projection records\n")
            .addJavadoc("@return the page of records\n")
            .addStatement("return $T.pageAsync(this.table, SCHEMA, page)", RuntimeTypes.HYDRATION)
            .build());
  }

  private String indexList() {
    List<String> reads = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (IndexModel index : projections.keySet()) {
      names.add(Names.code(index.name()));
    }
    if (!names.isEmpty()) {
      reads.add("a query of " + String.join(", ", names));
    }
    List<String> searched = new ArrayList<>();
    for (VectorIndexModel index : vectorProjections.keySet()) {
      searched.add(Names.code(index.name()));
    }
    if (!searched.isEmpty()) {
      reads.add("a search of " + String.join(", ", searched));
    }
    return String.join(" or ", reads);
  }

  /** The projection records and their schemas. */
  public List<TypeSpec> types() {
    List<TypeSpec> types = new ArrayList<>();
    for (Map.Entry<IndexModel, Projection> entry : projections.entrySet()) {
      IndexModel index = entry.getKey();
      List<IndexModel> checked = new ArrayList<>();
      entity.primary().ifPresent(checked::add);
      checked.add(index);
      Source source = new Source(index.indexName(), index.name(), index.projection(),
          index.projectedAttributes(entity), checked);
      types.add(record(source, entry.getValue(), "the components of the primary key and of the index key"));
      types.add(schema(source, entry.getValue()));
    }
    for (Map.Entry<VectorIndexModel, Projection> entry : vectorProjections.entrySet()) {
      VectorIndexModel index = entry.getKey();
      Source source = new Source(index.indexName(), index.name(), index.projection(),
          index.projectedAttributes(entity), entity.primary().stream().toList());
      types.add(record(source, entry.getValue(), "the components of the primary key"));
      types.add(schema(source, entry.getValue()));
    }
    return types;
  }

  private TypeSpec record(Source index, Projection projection, String keyComponents) {
    List<AttributeModel> components = index.components();
    ProjectionModel model = index.model();
    TypeSpec.Builder type = TypeSpec.classBuilder(projection.record())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.PROJECTED, entity.recordType()))
        .addJavadoc("What index $L ($L) stores of $L item ($L): $L$L. A value class: equal when its\n"
            + "components are; {@link $T#hydrate(List)} reads the full records.\n", Names.code(index.indexName()),
            Names.code(index.name()), Names.withArticle(entity.name()), model.kind(), keyComponents,
            model.kind() == ProjectionModel.Kind.INCLUDE ? ", and the included " + String.join(", ",
                model.includeNames().stream().map(Names::code).toList()) : "",
            entity.entityType());
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("A projection of these components.\n\n");
    List<CodeBlock> equal = new ArrayList<>();
    List<CodeBlock> shown = new ArrayList<>();
    for (AttributeModel attribute : components) {
      String name = attribute.name();
      TypeName javaType = attribute.javaType();
      type.addField(javaType, name, Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(javaType, name)
          .addJavadoc("@param $N the {@code $L} component\n", name, name)
          .addStatement("this.$N = $N", name, name);
      type.addMethod(MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC)
          .returns(javaType)
          .addJavadoc("The {@code $L} component.\n\n@return its value\n", name)
          .addStatement("return $N", name)
          .build());
      equal.add(javaType.isPrimitive()
          ? CodeBlock.of("$N == that.$N", name, name)
          : CodeBlock.of("$T.equals($N, that.$N)", Objects.class, name, name));
      shown.add(CodeBlock.of("$S + $N", name + "=", name));
    }
    type.addMethod(constructor.build());
    type.addMethod(MethodSpec.methodBuilder("primaryKey")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.TYPED_KEY, entity.recordType()))
        .addJavadoc("The primary key of the $L item this projection was read from.\n\n", Names.code(entity.name()))
        .addJavadoc("@return the key, as {@link $T#key} renders it\n", entity.entityType())
        .addStatement("return $T.$L", entity.entityType(), keys.keyCall(component -> CodeBlock.of("$N", component)))
        .build());
    ValueMethods.add(type, CodeBlock.builder()
            .beginControlFlow("if (!($N instanceof $T))", ValueMethods.OTHER, projection.record())
            .addStatement("return false")
            .endControlFlow()
            .addStatement("$T that = ($T) $N", projection.record(), projection.record(), ValueMethods.OTHER)
            .addStatement("return $L", CodeBlock.join(equal, "$W&& "))
            .build(),
        components.stream().map(AttributeModel::name).toList(),
        CodeBlock.of("$S + $L + $S", projection.record().simpleName() + "[",
            CodeBlock.join(shown, " + \", \" + "), "]"));
    return type.build();
  }

  private TypeSpec schema(Source index, Projection projection) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (AttributeModel attribute : index.components()) {
      CodeBlock read = attributes.get(attribute, STORED);
      // A placeholder reads as absent; the keys are checked against the placeholder the builders render for null.
      arguments.add(attribute.absentAs()
          .map(absentAs -> CodeBlock.of("$T.read($L, $S)", RuntimeTypes.ABSENT_VALUES, read, absentAs.placeholder()))
          .orElse(read));
    }
    MethodSpec.Builder fromItem = MethodSpec.methodBuilder("fromItem")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(projection.record())
        .addParameter(RuntimeTypes.ITEM, ITEM)
        .addStatement("$N.require($N)", identity, ITEM)
        .beginControlFlow("try")
        // The index holds the keys, not the components: those it lacks are decoded from the keys.
        .addStatement("$T $N = $N.complete($N) ? $N : $T.withKeyComponents($N)", RuntimeTypes.ITEM, STORED, storedKeys,
            ITEM, ITEM, entity.entityType(), ITEM)
        .addStatement("$T $N = new $T($L)", projection.record(), VALUE, projection.record(),
            Names.arguments(arguments, 1));
    for (IndexModel keyed : index.checked()) {
      for (KeyModel key : keyed.keys()) {
        fromItem.addStatement("$N.check($N, $N, $T.$L)", storedKeys, STORED, keys.templateField(key),
            entity.entityType(), keys.call(keyed, key, component -> CodeBlock.of("$N.$N()", VALUE, component)));
      }
    }
    fromItem.addStatement("return $N", VALUE)
        .nextControlFlow("catch ($T e)", RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("throw $N.invalid($N, e)", storedKeys, ITEM)
        .endControlFlow();
    return TypeSpec.classBuilder(projection.schemaClass())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.PROJECTION_SCHEMA, projection.record(), entity.recordType()))
        .addJavadoc("Decodes what index $L stores of $L item into {@link $T}, checking identity and keys.\n",
            Names.code(index.indexName()), Names.withArticle(entity.name()), projection.record())
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addStatement("super($T.SCHEMA)", holder)
            .build())
        .addMethod(fromItem.build())
        .build();
  }
}
