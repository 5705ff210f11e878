package dev.singletable.processor.writer.query;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.PathWriter;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the queries of the indexes keyed by the entity's own attributes: one method per index in
 * the {@code Query} class, taking every partition attribute in order, and one step class per sort
 * attribute, which fixes it ({@code score(value)}, on to the next) or ends with one range on it
 * ({@code scoreGt}, ..., {@code scoreBetween}, {@code scoreBeginsWith} for text). So, as DynamoDB
 * requires, a range on a sort attribute whose predecessors are free does not compile. Each
 * attribute's value is encoded by its attribute constant, as in conditions.
 */
public final class AttributeIndexQueryWriter {
  private final EntityModel entity;
  private final RuntimeSurface surface;
  private final PathWriter paths;
  private final NameAllocator nestedTypes;

  /**
   * @param surface names the methods a step inherits, which a component's fixing method must not take
   * @param paths names the attribute constants that encode the values
   * @param nestedTypes allocates the step classes' names
   */
  public AttributeIndexQueryWriter(EntityModel entity, RuntimeSurface surface, PathWriter paths,
      NameAllocator nestedTypes) {
    this.entity = entity;
    this.surface = surface;
    this.paths = paths;
    this.nestedTypes = nestedTypes;
  }

  /**
   * The query types with this writer's additions: the {@code Query} class (the first type) with one
   * method per attribute-keyed index, then every step class.
   */
  public List<TypeSpec> addTo(List<TypeSpec> queryTypes) {
    if (entity.attributeIndexes().isEmpty()) {
      return queryTypes;
    }
    List<TypeSpec> types = new ArrayList<>(queryTypes);
    TypeSpec.Builder query = types.get(0).toBuilder();
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      List<ClassName> steps = new ArrayList<>();
      for (AttributeIndexModel.Component component : index.sort()) {
        steps.add(entity.entityType().nestedClass(
            nestedTypes.newName(Names.upperCamel(index.javaName()) + Names.upperCamel(component.name()) + "Step")));
      }
      query.addMethod(partitionMethod(index, steps));
      for (int position = 0; position < steps.size(); position++) {
        types.add(stepClass(index, position, steps));
      }
    }
    types.set(0, query.build());
    return types;
  }

  private MethodSpec partitionMethod(AttributeIndexModel index, List<ClassName> steps) {
    String name = stepHas(index.javaName()) ? index.javaName() + "Index" : index.javaName();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("The $L items of index $L ($L) in one partition: every partition attribute given.\n\n",
            Names.code(entity.name()), Names.code(index.indexName()), Names.code(index.name()));
    CodeBlock.Builder key = CodeBlock.builder().add("$T.of($L)", RuntimeTypes.ATTRIBUTE_KEY_CONDITION,
        storedNames(index));
    for (AttributeIndexModel.Component component : index.partition()) {
      AttributeModel attribute = attribute(component);
      method.addParameter(attribute.javaType(), component.name())
          .addJavadoc("@param $N the $L attribute\n", component.name(), Names.code(attribute.storedName()));
      key.add(".equal($L, $N)", paths.constant(component.name()), component.name());
    }
    method.addJavadoc("@throws $T when a value is null or cannot be stored\n", RuntimeTypes.INVALID_VALUE_EXCEPTION);
    if (steps.isEmpty()) {
      return method.returns(queryOperation())
          .addJavadoc("@return the query; nothing is sent before a terminal\n")
          .addStatement("return $T.ofAttributes(this.table, SCHEMA, $S, $L)", RuntimeTypes.QUERIES,
              index.indexName(), key.build())
          .build();
    }
    return method.returns(steps.get(0))
        .addJavadoc("@return the query, to narrow by $L or to run as it is\n", Names.code(index.sort().get(0).name()))
        .addStatement("return new $T(this.table, $L)", steps.get(0), key.build())
        .build();
  }

  private TypeSpec stepClass(AttributeIndexModel index, int position, List<ClassName> steps) {
    AttributeIndexModel.Component component = index.sort().get(position);
    AttributeModel attribute = attribute(component);
    String name = component.name();
    String constant = paths.constant(name);
    TypeName javaType = attribute.javaType();
    TypeSpec.Builder type = TypeSpec.classBuilder(steps.get(position))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_QUERY_STEP, entity.recordType(),
            steps.get(position)))
        .addJavadoc("A query of $L items of index $L ($L) in one partition$L:\nnarrows by $L, sort attribute $L "
                + "of $L, or runs as it is.\n", Names.code(entity.name()), Names.code(index.indexName()),
            Names.code(index.name()), position == 0 ? "" : ", its sort attributes fixed before " + Names.code(name),
            Names.code(name), position + 1, index.sort().size())
        .addMethod(position == 0
            ? MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(RuntimeTypes.TABLE, "table")
                .addParameter(RuntimeTypes.ATTRIBUTE_KEY_CONDITION, "key")
                .addStatement("super(table, SCHEMA, $S, key)", index.indexName())
                .build()
            : MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_QUERY_STEP, entity.recordType(),
                    WildcardTypeName.subtypeOf(Object.class)), "previous")
                .addParameter(RuntimeTypes.ATTRIBUTE_KEY_CONDITION, "key")
                .addStatement("super(previous, key)")
                .build());
    MethodSpec.Builder fix = MethodSpec.methodBuilder(stepHas(name) ? name + "Eq" : name)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(javaType, name)
        .addJavadoc("@param $N the value\n", name);
    if (position + 1 < steps.size()) {
      fix.returns(steps.get(position + 1))
          .addJavadoc("@return the query, narrowed to this value, to narrow by $L or to run\n",
              Names.code(index.sort().get(position + 1).name()))
          .addStatement("return new $T(this, with($L, $N))", steps.get(position + 1), constant, name);
    } else {
      fix.returns(queryOperation())
          .addJavadoc("@return the query of the items with every key attribute given\n")
          .addStatement("return equalTo($L, $N)", constant, name);
    }
    type.addMethod(thrown(fix.build()));
    type.addMethod(compare(name + "Gt", ">", component, javaType, "sorts after this value"));
    type.addMethod(compare(name + "Gte", ">=", component, javaType, "is this value or sorts after it"));
    type.addMethod(compare(name + "Lt", "<", component, javaType, "sorts before this value"));
    type.addMethod(compare(name + "Lte", "<=", component, javaType, "is this value or sorts before it"));
    type.addMethod(thrown(MethodSpec.methodBuilder(name + "Between")
        .addModifiers(Modifier.PUBLIC)
        .returns(queryOperation())
        .addParameter(javaType, "low")
        .addParameter(javaType, "high")
        .addJavadoc("Items whose $L is from {@code low} to {@code high}, both included.\n\n", Names.code(name))
        .addJavadoc("@param low the lowest value\n@param high the highest value\n@return the query\n")
        .addStatement("return between($L, low, high)", constant)
        .build()));
    if (attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.STRING
        && attribute.converter().isEmpty()) {
      type.addMethod(thrown(MethodSpec.methodBuilder(name + "BeginsWith")
          .addModifiers(Modifier.PUBLIC)
          .returns(queryOperation())
          .addParameter(String.class, "start")
          .addJavadoc("Items whose $L starts with {@code start}.\n\n", Names.code(name))
          .addJavadoc("@param start the start of the value\n@return the query\n")
          .addStatement("return beginsWith($L, start)", constant)
          .build()));
    }
    return type.build();
  }

  private MethodSpec compare(String method, String operator, AttributeIndexModel.Component component,
      TypeName javaType, String what) {
    return thrown(MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(queryOperation())
        .addParameter(javaType, component.name())
        .addJavadoc("Items whose $L $L, among those of the attributes fixed so far.\n\n", Names.code(component.name()),
            what)
        .addJavadoc("@param $N the value\n@return the query\n", component.name())
        .addStatement("return compare($L, $S, $N)", paths.constant(component.name()), operator, component.name())
        .build());
  }

  private static MethodSpec thrown(MethodSpec method) {
    return method.toBuilder()
        .addJavadoc("@throws $T when a value is null or cannot be stored\n", RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .build();
  }

  /** The stored names of the index's key attributes, partition first, as string literals. */
  private CodeBlock storedNames(AttributeIndexModel index) {
    List<CodeBlock> names = new ArrayList<>();
    for (AttributeIndexModel.Component component : index.components()) {
      names.add(CodeBlock.of("$S", attribute(component).storedName()));
    }
    return CodeBlock.join(names, ", ");
  }

  private AttributeModel attribute(AttributeIndexModel.Component component) {
    return entity.attribute(component.name()).orElseThrow();
  }

  private TypeName queryOperation() {
    return ParameterizedTypeName.get(RuntimeTypes.QUERY_OPERATION, entity.recordType());
  }

  /**
   * Whether a step has a method of this name: inherited from {@code AttributeQueryStep}, or {@code
   * consistent}, which the steps of key queries have, so that both kinds of query read alike.
   */
  private boolean stepHas(String name) {
    return surface.attributeQueryStep().contains(name) || "consistent".equals(name);
  }
}
