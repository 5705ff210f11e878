package dev.singletable.processor.writer.query;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.key.KeyEncoding;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.TypeModel;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.KeyWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the query DSL of an entity: {@code query()}, the nested {@code Query} class with one method
 * per index ({@code primary(...)}, then each GSI by its name) taking the partition key's components,
 * and one step class per sort-key component a query can narrow. A step offers only its own
 * component: {@code x(value)} returns the step of the next free component (or, at the last, the
 * query of one whole key), and the range methods end the narrowing. So a condition on a component
 * whose predecessors are free has no method to call. Sort-key components the partition key already
 * gives are filled in, and the steps skip them.
 */
public final class QueryWriter {
  private static final String TABLE = "table";
  /** The method the steps of the primary and local indexes declare besides those they inherit. */
  private static final String CONSISTENT = "consistent";

  private final EntityModel entity;
  private final RuntimeSurface surface;
  private final KeyWriter keys;
  private final ClassName queryType;
  private final ProjectionWriter projections;
  /** Per index with free sort-key components: the step class of each free position, in order. */
  private final Map<IndexModel, Map<Integer, ClassName>> steps = new LinkedHashMap<>();

  /**
   * @param surface names the methods a step inherits, which a component's fixing method must not take
   * @param nestedTypes allocates the nested classes' names
   */
  public QueryWriter(EntityModel entity, RuntimeSurface surface, KeyWriter keys, NameAllocator nestedTypes,
      ProjectionWriter projections) {
    this.entity = entity;
    this.surface = surface;
    this.keys = keys;
    this.projections = projections;
    this.queryType = entity.entityType().nestedClass(nestedTypes.newName("Query"));
    for (IndexModel index : entity.allIndexes()) {
      Map<Integer, ClassName> indexSteps = new LinkedHashMap<>();
      for (int position : freePositions(index)) {
        String component = placeholders(index.sk().orElseThrow()).get(position);
        indexSteps.put(position, entity.entityType().nestedClass(
            nestedTypes.newName(Names.upperCamel(index.javaName()) + Names.upperCamel(component) + "Step")));
      }
      steps.put(index, indexSteps);
    }
  }

  /** {@code query()}, the entity's method that starts a query. */
  public MethodSpec queryMethod() {
    List<String> patterns = new ArrayList<>();
    for (IndexModel index : entity.allIndexes()) {
      patterns.add("{@code " + methodName(index, surface) + "(...)}");
      aliasName(index, surface).ifPresent(alias -> patterns.add("{@code " + alias + "(...)}"));
    }
    return MethodSpec.methodBuilder("query")
        .addModifiers(Modifier.PUBLIC)
        .returns(queryType)
        .addJavadoc("Queries of $L items, one per index:\n$L.\nEach takes the partition key's components and "
            + "narrows by the sort key's components in order;\nonly this entity's items come back.\n\n",
            Names.code(entity.name()), String.join(", ", patterns))
        .addJavadoc("@return the queries; nothing is sent before a terminal ({@code list()}, {@code page()},\n"
            + "    {@code stream()}, {@code first()})\n")
        .addStatement("return new $T(this.$N)", queryType, TABLE)
        .build();
  }

  /** The {@code Query} class, then every step class. */
  public List<TypeSpec> types() {
    List<TypeSpec> types = new ArrayList<>();
    TypeSpec.Builder query = TypeSpec.classBuilder(queryType)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The queries of $L items, one per index.\n", Names.code(entity.name()))
        .addField(RuntimeTypes.TABLE, TABLE, Modifier.PRIVATE, Modifier.FINAL)
        .addMethod(MethodSpec.constructorBuilder()
            .addModifiers(Modifier.PRIVATE)
            .addParameter(RuntimeTypes.TABLE, TABLE)
            .addStatement("this.$N = $N", TABLE, TABLE)
            .build());
    for (IndexModel index : entity.allIndexes()) {
      query.addMethod(partitionMethod(index, methodName(index, surface)).build());
      aliasName(index, surface).ifPresent(alias -> query.addMethod(partitionMethod(index, alias)
          .addJavadoc("@see #$N\n", methodName(index, surface))
          .build()));
    }
    types.add(query.build());
    for (IndexModel index : entity.allIndexes()) {
      for (Map.Entry<Integer, ClassName> step : steps.get(index).entrySet()) {
        types.add(stepClass(index, step.getKey(), step.getValue()));
      }
    }
    return types;
  }

  // ----- the partition method of an index

  /**
   * The partition method of an index, named {@code name}: the access pattern's name, or for the
   * table's index also its own name ({@code @Pk(name)}), which starts the same steps.
   */
  private MethodSpec.Builder partitionMethod(IndexModel index, String name) {
    List<String> components = index.pk().template().componentNames();
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addParameters(keys.parameters(components))
        .addJavadoc("The $L items of $L in one partition:\n$L = $L.\n\n", Names.code(entity.name()),
            describe(index), Names.code(index.pk().field()), Names.code(index.pk().template().text()));
    if (!name.equals(methodName(index, surface))) {
      method.addJavadoc("The table's index by its own name ({@code @Pk(name = $S)}): the same query as {@code $L(...)}.\n\n",
          index.alias().orElseThrow(), methodName(index, surface));
    }
    Javadoc.components(method, components);
    CodeBlock partitionKey = CodeBlock.of("$T.$L", entity.entityType(),
        keys.call(index, index.pk(), component -> CodeBlock.of("$N", component)));
    Map<Integer, ClassName> indexSteps = steps.get(index);
    if (index.sk().isEmpty() || indexSteps.isEmpty()) {
      CodeBlock sortKey = index.sk()
          .map(sk -> CodeBlock.of("$S, $T.equalTo($T.$L)$L", sk.field(), RuntimeTypes.SORT_KEY_CONDITION,
              entity.entityType(), keys.call(index, sk, component -> CodeBlock.of("$N", component)),
              sk.number() ? ".numeric()" : sk.binary() ? ".binary()" : ""))
          .orElse(CodeBlock.of("null, null"));
      if (index.pk().typed()) {
        return method.returns(queryOperation(index))
            .addJavadoc("@return the query$L; nothing is sent before a terminal\n",
                index.sk().isPresent() ? " of the one sort key these components give" : "")
            .addJavadoc("@throws $T when a component is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION)
            .addStatement("return $T.of(this.$N, $L, $L, $N, $L, $L)", RuntimeTypes.QUERIES, TABLE,
                projections.schemaOf(index, schema(components)),
                indexName(index), keys.templateField(index.pk()), partitionKey, sortKey);
      }
      return method.returns(queryOperation(index))
          .addJavadoc("@return the query$L; nothing is sent before a terminal\n",
              index.sk().isPresent() ? " of the one sort key these components give" : "")
          .addJavadoc("@throws $T when a component is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION)
          .addStatement("return $T.of(this.$N, $L, $L, $S, $L, $L)", RuntimeTypes.QUERIES, TABLE,
              projections.schemaOf(index, schema(components)),
              indexName(index), index.pk().field(), partitionKey, sortKey);
    }
    KeyModel sk = index.sk().get();
    List<CodeBlock> known = new ArrayList<>();
    List<String> placeholders = placeholders(sk);
    int lastBound = -1;
    for (int position = 0; position < placeholders.size(); position++) {
      if (components.contains(placeholders.get(position))) {
        lastBound = position;
      }
    }
    for (int position = 0; position <= lastBound; position++) {
      known.add(components.contains(placeholders.get(position))
          ? keys.encode(sk, position, placeholders.get(position))
          : CodeBlock.of("null"));
    }
    ClassName first = indexSteps.values().iterator().next();
    CodeBlock.Builder arguments = CodeBlock.builder().add("this.$N, $L", TABLE, partitionKey);
    for (CodeBlock value : known) {
      arguments.add(", $L", value);
    }
    return method.returns(first)
        .addJavadoc("@return the query, to narrow by $L or to run as it is\n",
            Names.code(placeholders.get(indexSteps.keySet().iterator().next())))
        .addJavadoc("@throws $T when a component is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION)
        .addStatement("return new $T($L)", first, arguments.build());
  }

  // ----- the step of one free sort-key position

  private TypeSpec stepClass(IndexModel index, int position, ClassName name) {
    KeyModel sk = index.sk().orElseThrow();
    List<String> placeholders = placeholders(sk);
    String component = placeholders.get(position);
    AttributeModel attribute = keys.attribute(component);
    boolean first = steps.get(index).keySet().iterator().next() == position;
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(RuntimeTypes.QUERY_STEP, projections.recordOf(index), name,
            queryOperation(index)))
        .addJavadoc("A query of $L items of $L in one partition$L:\nnarrows by $L, the $L component of "
            + "$L = $L,\nor runs as it is.\n",
            Names.code(entity.name()), describe(index), first ? "" : ", its sort key fixed before " + Names.code(component),
            Names.code(component), first ? "first free" : "next", Names.code(sk.field()), Names.code(sk.template().text()));
    if (first) {
      type.addMethod(MethodSpec.constructorBuilder()
          .addModifiers(Modifier.PRIVATE)
          .addParameter(RuntimeTypes.TABLE, TABLE)
          .addParameter(String.class, "partitionKey")
          .addParameter(String[].class, "known")
          .varargs()
          .addStatement(index.pk().typed()
                  ? "super($N, $L, $L, $N, partitionKey, $N, known)"
                  : "super($N, $L, $L, $S, partitionKey, $N, known)", TABLE,
              projections.schemaOf(index, schema(List.of())), indexName(index),
              index.pk().typed() ? keys.templateField(index.pk()) : index.pk().field(), keys.templateField(sk))
          .build());
    } else {
      type.addMethod(MethodSpec.constructorBuilder()
          .addModifiers(Modifier.PRIVATE)
          .addParameter(ParameterizedTypeName.get(RuntimeTypes.QUERY_STEP, projections.recordOf(index),
              WildcardTypeName.subtypeOf(Object.class), queryOperation(index)), "previous")
          .addParameter(String.class, "component")
          .addStatement("super(previous, component)")
          .build());
    }
    TypeName javaType = attribute.javaType();
    CodeBlock value = keys.encode(sk, position, component);
    // A component given as null is left open: the query reads every item under those fixed before.
    CodeBlock fixed = open(javaType, component, value);
    String open = (javaType.isPrimitive() ? "" : ", or null to leave it open")
        + attribute.absentAs().map(absentAs -> "; " + Names.code(absentAs.placeholder())
            + " (its {@code @AbsentAs}) for the items without one").orElse("");
    ClassName next = nextStep(index, position);
    String fix = stepHas(component, surface) ? component + "Eq" : component;
    MethodSpec.Builder fixMethod = MethodSpec.methodBuilder(fix)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(javaType, component);
    if (next != null) {
      fixMethod.returns(next)
          .addJavadoc("Only items whose $L is this value; then narrow by $L, or run.\n\n", Names.code(component),
              Names.code(placeholders.get(steps.get(index).entrySet().stream()
                  .filter(step -> step.getValue().equals(next)).findFirst().orElseThrow().getKey())))
          .addJavadoc("@param $N the value$L\n", component, open)
          .addJavadoc("@return the query, narrowed to this value\n")
          .addStatement("return new $T(this, $L)", next, fixed);
    } else {
      fixMethod.returns(queryOperation(index))
          .addJavadoc("Only the item whose $L is this value: its whole sort key is known.\n\n", Names.code(component))
          .addJavadoc("@param $N the value$L\n", component, open)
          .addJavadoc("@return the query of that sort key\n")
          .addStatement("return equalTo($L)", fixed);
    }
    type.addMethod((javaType.isPrimitive() ? invalidValue(fixMethod)
        : fixMethod.addJavadoc("@throws $T when the value cannot be rendered, or a component before it was left open\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION)).build());
    // A global index offers eventually consistent reads only: its steps have no consistent().
    if (index.isPrimary() || index.local()) {
      type.addMethod(MethodSpec.methodBuilder(CONSISTENT)
          .addModifiers(Modifier.PUBLIC)
          .returns(queryOperation(index))
          .addJavadoc("Reads strongly consistent, seeing every write acknowledged before the query (twice the read\n"
              + "cost): the query of everything this step covers.\n\n")
          .addJavadoc("@return the query\n")
          .addStatement("return operation().consistent()")
          .build());
    }
    // A number or binary key sorts by value: DynamoDB compares N numerically and B by unsigned bytes.
    if (sk.typed()) {
      addRanges(type, index, sk, position, component, javaType, fixed, false);
    } else if (attribute.keyEncoding().orElseThrow().sortsByValue()) {
      addRanges(type, index, sk, position, component, javaType, fixed,
          attribute.keyEncoding().orElseThrow() == KeyEncoding.DESCENDING);
    }
    if (sk.binary()) {
      type.addMethod(invalidValue(MethodSpec.methodBuilder(component + "BeginsWith")
              .addModifiers(Modifier.PUBLIC)
              .returns(queryOperation(index))
              .addParameter(byte[].class, "start")
              .addJavadoc("Items whose $L starts with the bytes {@code start},\namong those of the components fixed so far.\n\n",
                  Names.code(component))
              .addJavadoc("@param start the first bytes of the value, or null to leave $L open\n@return the query\n",
                  Names.code(component))
              .addStatement("return beginsWith($L)", open(TypeName.get(byte[].class), "start",
                  keys.encode(sk, position, "start"))), TypeName.get(byte[].class))
          .build());
    } else if (isText(attribute)) {
      type.addMethod(invalidValue(MethodSpec.methodBuilder(component + "BeginsWith")
              .addModifiers(Modifier.PUBLIC)
              .returns(queryOperation(index))
              .addParameter(String.class, "start")
              .addJavadoc("Items whose $L starts with {@code start},\namong those of the components fixed so far.\n\n",
                  Names.code(component))
              .addJavadoc("@param start the start of the value, or null to leave $L open\n@return the query\n",
                  Names.code(component))
              .addStatement("return beginsWith($L)", open(TypeName.get(String.class), "start",
                  keys.encode(sk, position, "start"))), TypeName.get(String.class))
          .build());
    }
    return type.build();
  }

  /**
   * The range methods of a component whose keys sort by value. A descending number's keys sort
   * largest first, so each range asks DynamoDB for the mirrored key range: {@code xGt(v)} is keys
   * below {@code v}'s.
   */
  private void addRanges(TypeSpec.Builder type, IndexModel index, KeyModel sk, int position, String component,
      TypeName javaType, CodeBlock value, boolean descending) {
    TypeName operation = queryOperation(index);
    String note = descending
        ? "\nThe keys of this number count down, so the range reads as values and comes largest first.\n" : "";
    type.addMethod(range(operation, component + "Gt", descending ? "lessThan" : "greaterThan", component, javaType, value,
        "Items whose $L sorts after this value,\namong those of the components fixed so far.\n" + note));
    type.addMethod(range(operation, component + "Gte", descending ? "lessOrEqual" : "greaterOrEqual", component, javaType, value,
        "Items whose $L is this value or sorts after it,\namong those of the components fixed so far.\n" + note));
    type.addMethod(range(operation, component + "Lt", descending ? "greaterThan" : "lessThan", component, javaType, value,
        "Items whose $L sorts before this value,\namong those of the components fixed so far.\n" + note));
    type.addMethod(range(operation, component + "Lte", descending ? "greaterOrEqual" : "lessOrEqual", component, javaType, value,
        "Items whose $L is this value or sorts before it,\namong those of the components fixed so far.\n" + note));
    CodeBlock low = open(javaType, "low", keys.encode(sk, position, "low"));
    CodeBlock high = open(javaType, "high", keys.encode(sk, position, "high"));
    String none = javaType.isPrimitive() ? "" : ", or null for no lower bound";
    String noneHigh = javaType.isPrimitive() ? "" : ", or null for no upper bound";
    type.addMethod(invalidValue(MethodSpec.methodBuilder(component + "Between")
            .addModifiers(Modifier.PUBLIC)
            .returns(operation)
            .addParameter(javaType, "low")
            .addParameter(javaType, "high")
            .addJavadoc("Items whose $L is from {@code low} to {@code high}, both included, among those of the\n"
                + "components fixed so far.\n\n", Names.code(component))
            .addJavadoc("@param low the lowest value$L\n@param high the highest value$L\n@return the query\n", none,
                noneHigh)
            .addJavadoc("@throws IllegalArgumentException when {@code low} sorts after {@code high}\n")
            .addStatement("return between($L, $L)", descending ? high : low, descending ? low : high), javaType)
        .build());
  }

  private MethodSpec range(TypeName operation, String name, String runtimeMethod, String component, TypeName javaType,
      CodeBlock value, String summary) {
    return invalidValue(MethodSpec.methodBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .returns(operation)
            .addParameter(ParameterSpec.builder(javaType, component).build())
            .addJavadoc(summary + "\n", Names.code(component))
            .addJavadoc("@param $N the value$L\n@return the query\n", component,
                javaType.isPrimitive() ? "" : ", or null to leave " + Names.code(component) + " open")
            .addStatement("return $N($L)", runtimeMethod, value), javaType)
        .build();
  }

  private static MethodSpec.Builder invalidValue(MethodSpec.Builder method) {
    return method.addJavadoc("@throws $T when a value is null or cannot be rendered\n", RuntimeTypes.INVALID_VALUE_EXCEPTION);
  }

  /** The throws clause of a range or prefix, whose value, unless primitive, may be null to leave it open. */
  private static MethodSpec.Builder invalidValue(MethodSpec.Builder method, TypeName javaType) {
    return javaType.isPrimitive() ? invalidValue(method)
        : method.addJavadoc("@throws $T when a value cannot be rendered, or a component before it was left open\n",
            RuntimeTypes.INVALID_VALUE_EXCEPTION);
  }

  /**
   * The encoded value of a parameter, or null when the caller gave null: the step then leaves the
   * component open, the same for {@code x(null)}, a range and a prefix.
   */
  private static CodeBlock open(TypeName javaType, String parameter, CodeBlock encoded) {
    return javaType.isPrimitive() ? encoded : CodeBlock.of("$N == null ? null : $L", parameter, encoded);
  }

  // ----- positions

  /**
   * The sort-key positions a query narrows one by one: those whose component neither the partition
   * key nor an earlier position gives.
   */
  private static List<Integer> freePositions(IndexModel index) {
    List<Integer> free = new ArrayList<>();
    if (index.sk().isEmpty()) {
      return free;
    }
    List<String> partition = index.pk().template().componentNames();
    List<String> placeholders = placeholders(index.sk().get());
    for (int position = 0; position < placeholders.size(); position++) {
      String component = placeholders.get(position);
      if (!partition.contains(component) && placeholders.indexOf(component) == position) {
        free.add(position);
      }
    }
    return free;
  }

  /** The step after fixing {@code position}; null when that fixes the whole sort key. */
  private ClassName nextStep(IndexModel index, int position) {
    for (Map.Entry<Integer, ClassName> step : steps.get(index).entrySet()) {
      if (step.getKey() > position) {
        return step.getValue();
      }
    }
    return null;
  }

  private static List<String> placeholders(KeyModel key) {
    List<String> names = new ArrayList<>();
    for (var placeholder : key.template().placeholders()) {
      names.add(placeholder.name());
    }
    return names;
  }

  // ----- names and pieces

  private static boolean isText(AttributeModel attribute) {
    return attribute.keyEncoding().orElseThrow() == KeyEncoding.TEXT && attribute.type() instanceof TypeModel.Scalar;
  }

  /**
   * The name of an index's partition method in the {@code Query} class: the access pattern's name,
   * with {@code Index} after it when a step has a method of that name, so that a query reads the same
   * whatever the step it is on.
   */
  public static String methodName(IndexModel index, RuntimeSurface surface) {
    return stepHas(index.javaName(), surface) ? index.javaName() + "Index" : index.javaName();
  }

  /**
   * The name of the table index's method by its own name ({@code @Pk(name)}), spelt as {@link
   * #methodName}; empty for a secondary index and when the table's index has no name of its own.
   */
  public static java.util.Optional<String> aliasName(IndexModel index, RuntimeSurface surface) {
    return index.javaAlias().map(alias -> stepHas(alias, surface) ? alias + "Index" : alias);
  }

  /** Whether a step has a method of this name: inherited from {@code KeyQueryStep}, or its own. */
  private static boolean stepHas(String name, RuntimeSurface surface) {
    return surface.keyQueryStep().contains(name) || CONSISTENT.equals(name);
  }

  private static CodeBlock indexName(IndexModel index) {
    return index.isPrimary() ? CodeBlock.of("null") : CodeBlock.of("$S", index.indexName());
  }

  /** {@code SCHEMA}, qualified when a parameter of that name would shadow it. */
  private CodeBlock schema(List<String> parameters) {
    return parameters.contains("SCHEMA") ? CodeBlock.of("$T.SCHEMA", entity.entityType()) : CodeBlock.of("SCHEMA");
  }

  private String describe(IndexModel index) {
    return index.isPrimary()
        ? "the primary index"
        : "index " + Names.code(index.indexName()) + " (" + Names.code(index.name()) + ")";
  }

  /**
   * The query of an index, of the entity's records or of its projection records: a {@code
   * TableQuery}, which may read consistently, on the primary index and a local one.
   */
  private TypeName queryOperation(IndexModel index) {
    return ParameterizedTypeName.get(index.isPrimary() || index.local() ? RuntimeTypes.TABLE_QUERY
        : RuntimeTypes.QUERY_OPERATION, projections.recordOf(index));
  }
}
