package dev.singletable.processor.writer.query;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.RuntimeSurface;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.ShardModel;
import dev.singletable.processor.writer.Javadoc;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import dev.singletable.processor.writer.item.KeyWriter;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the query of every shard of a write-sharded partition ({@code @Shard}): {@code
 * primaryShards(...)} in the {@code Query} class, and {@code <index>Shards(...)} for a secondary
 * index whose partition key holds the shard too, taking the partition key's other components and
 * returning a {@code ShardedQuery} over the partition query of each shard, so that every narrowing
 * step of one shard is there for all.
 */
public final class ShardQueryWriter {
  private final EntityModel entity;
  private final RuntimeSurface surface;
  private final KeyWriter keys;

  /** @param surface names the runtime's methods, which {@link QueryWriter#methodName} avoids */
  public ShardQueryWriter(EntityModel entity, RuntimeSurface surface, KeyWriter keys) {
    this.entity = entity;
    this.surface = surface;
    this.keys = keys;
  }

  /**
   * The query types with {@code primaryShards(...)}, and {@code <index>Shards(...)} for each
   * secondary index whose partition key holds the shard and stores every attribute, added to the
   * {@code Query} class (the first type).
   */
  public List<TypeSpec> addTo(List<TypeSpec> queryTypes) {
    if (entity.shard().isEmpty()) {
      return queryTypes;
    }
    ShardModel shard = entity.shard().get();
    TypeSpec.Builder query = queryTypes.get(0).toBuilder();
    for (IndexModel index : entity.allIndexes()) {
      if (index.pk().template().componentNames().contains(shard.component()) && !index.projection().isPartial()) {
        query.addMethod(shardsMethod(queryTypes.get(0), index, shard));
      }
    }
    return replaceFirst(queryTypes, query.build());
  }

  private MethodSpec shardsMethod(TypeSpec query, IndexModel index, ShardModel shard) {
    String partitionMethod = QueryWriter.methodName(index, surface);
    TypeName partitionQuery = query.methodSpecs.stream()
        .filter(method -> method.name.equals(partitionMethod))
        .findFirst().orElseThrow().returnType;
    boolean operation = partitionQuery instanceof ParameterizedTypeName parameterized
        && (parameterized.rawType.equals(RuntimeTypes.QUERY_OPERATION)
            || parameterized.rawType.equals(RuntimeTypes.TABLE_QUERY));
    List<String> components = index.pk().template().componentNames();
    List<String> given = new ArrayList<>(components);
    given.remove(shard.component());
    List<CodeBlock> arguments = new ArrayList<>();
    for (String component : components) {
      arguments.add(CodeBlock.of("$N", component));
    }
    String describe = index.isPrimary() ? "the primary index" : "index " + Names.code(index.indexName());
    MethodSpec.Builder method = MethodSpec.methodBuilder(partitionMethod + "Shards")
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.SHARDED_QUERY, entity.recordType(), partitionQuery))
        .addParameters(keys.parameters(given))
        .addJavadoc("The $L items of $L in all $L shards of one partition, read concurrently\n"
                + "and merged in sort-key order: {@code $L(...)} on every $L from $L to $L.\n\n",
            Names.code(entity.name()), describe, shard.shards(), partitionMethod, Names.code(shard.component()),
            shard.first(), shard.first() + shard.shards() - 1);
    Javadoc.components(method, given);
    method.addJavadoc("@return the query of all shards, to narrow with {@code where(...)} or to run as it is\n");
    if (index.isPrimary()) {
      return method.addStatement("return $T.$L(SCHEMA, $L, $L, $N -> $N($L))", RuntimeTypes.SHARDED_QUERY,
              operation ? "ofOperations" : "ofSteps", shard.first(), shard.shards(), shard.component(), partitionMethod,
              CodeBlock.join(arguments, ", "))
          .build();
    }
    return method.addStatement("return $T.$L(SCHEMA, $S, $L, $L, $N -> $N($L))", RuntimeTypes.SHARDED_QUERY,
            operation ? "ofIndexOperations" : "ofIndexSteps", index.indexName(), shard.first(), shard.shards(),
            shard.component(), partitionMethod, CodeBlock.join(arguments, ", "))
        .build();
  }

  private static List<TypeSpec> replaceFirst(List<TypeSpec> types, TypeSpec first) {
    List<TypeSpec> replaced = new ArrayList<>(types);
    replaced.set(0, first);
    return replaced;
  }
}
