package dev.singletable.processor.writer.query;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.PathWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the searches of the entity's vector indexes: {@code search()} returns a {@code Search}
 * class with one method per index, taking the query vector and, when the index has one, the search
 * partition's value; it returns a step class extending the runtime's {@code VectorSearch} with one
 * equality filter method per filter component of the index, so a filter on any other component does
 * not compile. Values are encoded by the attribute constants. A search of an index that stores every
 * attribute returns the entity's records; one of an index that stores less returns the index's
 * projection record ({@link ProjectionWriter}), decoded with its schema.
 */
public final class VectorSearchWriter {
  /** What a step inherits from {@code VectorSearch} and {@code Object}: filter methods take other names. */
  private static final Set<String> INHERITED = Set.of("topK", "attributes", "returnConsumedCapacity", "request",
      "result",
      "resultAsync", "list", "listAsync", "self", "equal", "equals", "hashCode", "toString", "getClass", "notify",
      "notifyAll", "wait", "clone", "finalize");

  private final EntityModel entity;
  private final PathWriter paths;
  private final ProjectionWriter projections;
  private final ClassName searchType;
  private final NameAllocator nestedTypes;

  /**
   * @param paths names the attribute constants that encode the values
   * @param projections names the projection records and schemas of the indexes that store less than
   *     every attribute
   * @param nestedTypes allocates the step classes' names
   */
  public VectorSearchWriter(EntityModel entity, PathWriter paths, ProjectionWriter projections,
      NameAllocator nestedTypes) {
    this.entity = entity;
    this.paths = paths;
    this.projections = projections;
    this.nestedTypes = nestedTypes;
    this.searchType = searchable().isEmpty() ? null : entity.entityType().nestedClass(nestedTypes.newName("Search"));
  }

  /** The vector indexes a typed search reads: every one. */
  private List<VectorIndexModel> searchable() {
    return entity.vectorIndexes();
  }

  /** {@code search()}, when the entity has a vector index. */
  public Optional<MethodSpec> searchMethod() {
    if (searchType == null) {
      return Optional.empty();
    }
    List<String> patterns = new ArrayList<>();
    for (VectorIndexModel index : searchable()) {
      patterns.add("{@code " + index.javaName() + "(...)}");
    }
    return Optional.of(MethodSpec.methodBuilder("search")
        .addModifiers(Modifier.PUBLIC)
        .returns(searchType)
        .addJavadoc("Searches of $L items by nearest vectors ({@code SearchVectors}), one per vector index: $L.\n\n",
            Names.code(entity.name()), String.join(", ", patterns))
        .addJavadoc("@return the searches; nothing is sent before a terminal ({@code list()}, {@code result()})\n")
        .addStatement("return new $T(this.table)", searchType)
        .build());
  }

  /** The {@code Search} class, then one step class per index. */
  public List<TypeSpec> types() {
    if (searchType == null) {
      return List.of();
    }
    List<TypeSpec> types = new ArrayList<>();
    TypeSpec.Builder search = TypeSpec.classBuilder(searchType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The searches of $L items, one per vector index.\n", Names.code(entity.name()))
        .addField(RuntimeTypes.TABLE, "table", Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.TABLE, "table")
            .addStatement("this.table = table")
            .build());
    for (VectorIndexModel index : searchable()) {
      ClassName step = entity.entityType().nestedClass(
          nestedTypes.newName(Names.upperCamel(index.javaName()) + "Search"));
      search.addMethod(searchMethod(index, step));
      types.add(stepClass(index, step));
    }
    types.add(0, search.build());
    return types;
  }

  private MethodSpec searchMethod(VectorIndexModel index, ClassName step) {
    AttributeModel vector = attribute(index.vector());
    MethodSpec.Builder method = MethodSpec.methodBuilder(index.javaName())
        .addModifiers(Modifier.PUBLIC)
        .returns(step)
        .addJavadoc("The $L items nearest {@code vector} in vector index $L ($L, $L dimensions, $L)$L$L.\n\n",
            Names.code(entity.name()), Names.code(index.indexName()), Names.code(index.name()), index.dimensions(),
            index.distance(), index.partition().map(partition -> " whose " + Names.code(partition.name())
                + " is {@code " + partition.name() + "}").orElse(""),
            index.projection().isPartial() ? ", as what the index stores of them ({@code " + index.projection().kind()
                + "}: {@link " + ((ClassName) projections.recordOf(index)).simpleName() + "})" : "")
        .addParameter(vector.javaType(), "vector")
        .addJavadoc("@param vector the query vector, of $L elements\n", index.dimensions());
    if (index.partition().isPresent()) {
      AttributeModel partition = attribute(index.partition().get());
      method.addParameter(partition.javaType(), partition.name())
          .addJavadoc("@param $N the search partition\n", partition.name())
          .addStatement("return new $T(this.table, vector, $N)", step, partition.name());
    } else {
      method.addStatement("return new $T(this.table, vector)", step);
    }
    return method
        .addJavadoc("@return the search; nothing is sent before a terminal\n")
        .addJavadoc("@throws $T when the vector is not $L long or holds an element that is not a finite float\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION, index.dimensions())
        .build();
  }

  private TypeSpec stepClass(VectorIndexModel index, ClassName step) {
    TypeSpec.Builder type = TypeSpec.classBuilder(step)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.VECTOR_SEARCH, projections.recordOf(index), step))
        .addJavadoc("A search of $L items in vector index $L ($L): narrows by its filter components$L, then\n"
                + "{@code topK(k)} and a terminal.\n", Names.code(entity.name()), Names.code(index.indexName()),
            Names.code(index.name()), index.filters().isEmpty() ? " (none)"
                : " (" + String.join(", ", index.filters().stream().map(AttributeIndexModel.Component::name)
                    .map(Names::code).toList()) + ")")
        .addMethod(constructor(index))
        .addMethod(MethodSpec.methodBuilder("self")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PROTECTED)
            .returns(step)
            .addStatement("return this")
            .build());
    for (AttributeIndexModel.Component filter : index.filters()) {
      AttributeModel attribute = attribute(filter);
      String name = INHERITED.contains(filter.name()) ? filter.name() + "Eq" : filter.name();
      type.addMethod(MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC)
          .returns(step)
          .addParameter(attribute.javaType(), attribute.name())
          .addJavadoc("Keeps the items whose $L equals {@code $L} (an inline filter of the index).\n\n",
              Names.code(attribute.name()), attribute.name())
          .addJavadoc("@param $N the value\n", attribute.name())
          .addJavadoc("@return this search\n")
          .addStatement("return equal($L, $N)", paths.constant(attribute.name()), attribute.name())
          .build());
    }
    return type.build();
  }

  /** The step's constructor: the query vector, then the search partition's value when the index has one. */
  private MethodSpec constructor(VectorIndexModel index) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(RuntimeTypes.TABLE, "table")
        .addParameter(attribute(index.vector()).javaType(), "vector")
        .addStatement("super(table, $L, $S, $S, $L, $L)", projections.schemaOf(index, CodeBlock.of("SCHEMA")),
            index.indexName(), index.vector().name(),
            index.dimensions(), attribute(index.vector()).type() instanceof TypeModel.Scalar
                ? CodeBlock.of("$T.elements(vector)", RuntimeTypes.VECTORS) : CodeBlock.of("vector"));
    index.partition().ifPresent(component -> {
      AttributeModel partition = attribute(component);
      constructor.addParameter(partition.javaType(), partition.name())
          .addStatement("equal($L, $N)", paths.constant(partition.name()), partition.name());
    });
    return constructor.build();
  }

  private AttributeModel attribute(AttributeIndexModel.Component component) {
    return entity.attribute(component.name()).orElseThrow();
  }
}
