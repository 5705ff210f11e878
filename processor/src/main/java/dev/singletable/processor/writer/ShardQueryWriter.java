package dev.singletable.processor.writer;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ShardModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the query of every shard of a write-sharded partition ({@code @Shard}): {@code
 * primaryShards(...)} in the {@code Query} class, taking the partition key's other components and
 * returning a {@code ShardedQuery} over the partition query {@code primary(...)} of each shard, so
 * that every narrowing step of one shard is there for all.
 */
final class ShardQueryWriter {
  private final EntityModel entity;
  private final KeyWriter keys;

  ShardQueryWriter(EntityModel entity, KeyWriter keys) {
    this.entity = entity;
    this.keys = keys;
  }

  /** The query types with {@code primaryShards(...)} added to the {@code Query} class (the first type). */
  List<TypeSpec> addTo(List<TypeSpec> queryTypes) {
    if (entity.shard().isEmpty()) {
      return queryTypes;
    }
    ShardModel shard = entity.shard().get();
    IndexModel primary = entity.primary().orElseThrow();
    TypeSpec query = queryTypes.get(0);
    TypeName partitionQuery = query.methodSpecs.stream()
        .filter(method -> method.name.equals(IndexModel.PRIMARY))
        .findFirst().orElseThrow().returnType;
    boolean operation = partitionQuery instanceof ParameterizedTypeName parameterized
        && parameterized.rawType.equals(RuntimeTypes.QUERY_OPERATION);
    List<String> components = primary.pk().template().componentNames();
    List<String> given = new ArrayList<>(components);
    given.remove(shard.component());
    List<CodeBlock> arguments = new ArrayList<>();
    for (String component : components) {
      arguments.add(CodeBlock.of("$N", component));
    }
    MethodSpec.Builder method = MethodSpec.methodBuilder(IndexModel.PRIMARY + "Shards")
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.SHARDED_QUERY, entity.recordType(), partitionQuery))
        .addParameters(keys.parameters(given))
        .addJavadoc("The $L items of the primary index in all $L shards of one partition, read concurrently\n"
                + "and merged in sort-key order: {@code primary(...)} on every $L from $L to $L.\n\n",
            Names.code(entity.name()), shard.shards(), Names.code(shard.component()), shard.first(),
            shard.first() + shard.shards() - 1);
    Javadoc.components(method, given);
    return replaceFirst(queryTypes, query.toBuilder().addMethod(method
        .addJavadoc("@return the query of all shards, to narrow with {@code where(...)} or to run as it is\n")
        .addStatement("return $T.$L(SCHEMA, $L, $L, $N -> $N($L))", RuntimeTypes.SHARDED_QUERY,
            operation ? "ofOperations" : "ofSteps", shard.first(), shard.shards(), shard.component(), IndexModel.PRIMARY,
            CodeBlock.join(arguments, ", "))
        .build()).build());
  }

  private static List<TypeSpec> replaceFirst(List<TypeSpec> types, TypeSpec first) {
    List<TypeSpec> replaced = new ArrayList<>(types);
    replaced.set(0, first);
    return replaced;
  }
}
