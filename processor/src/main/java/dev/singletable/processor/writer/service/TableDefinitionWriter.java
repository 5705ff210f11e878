package dev.singletable.processor.writer.service;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.TableOptionsModel;
import dev.singletable.processor.model.entity.VectorIndexModel;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * The table-definition part of a service class: {@code tableDefinition(tableName)}, the whole table
 * as one value, made of {@code createTableRequest(tableName)} with every key
 * attribute and secondary index of the service's entities, the capacity they provision and the table
 * options they declare, {@code timeToLiveRequest(tableName)} when an entity has a {@code @Ttl}, and
 * {@code pointInTimeRecoveryRequest(tableName)} when its options turn point-in-time recovery on.
 */
final class TableDefinitionWriter {
  private final List<EntityModel> entities;

  TableDefinitionWriter(List<EntityModel> entities) {
    this.entities = entities;
  }

  /** Adds the methods to the service class. */
  void addTo(TypeSpec.Builder service) {
    service.addMethod(tableDefinition());
    service.addMethod(createTableRequest());
    ttlAttribute().ifPresent(attribute -> service.addMethod(timeToLiveRequest(attribute)));
    options().filter(TableOptionsModel::pointInTimeRecovery)
        .ifPresent(options -> service.addMethod(pointInTimeRecoveryRequest(options)));
  }

  /** {@code tableDefinition(tableName)}: the three requests below as one value. */
  private MethodSpec tableDefinition() {
    boolean ttl = ttlAttribute().isPresent();
    boolean recovery = options().filter(TableOptionsModel::pointInTimeRecovery).isPresent();
    CodeBlock.Builder definition = CodeBlock.builder()
        .add("$T.of(createTableRequest(tableName))", RuntimeTypes.TABLE_DEFINITION);
    StringBuilder parts = new StringBuilder();
    if (ttl) {
      definition.add("$W.withTimeToLive(timeToLiveRequest(tableName))");
      parts.append(",\nwith the time to live of {@link #timeToLiveRequest(String)}");
    }
    if (recovery) {
      definition.add("$W.withPointInTimeRecovery(pointInTimeRecoveryRequest(tableName))");
      parts.append(ttl ? "\nand" : ",\nwith").append(" the point-in-time recovery of {@link #pointInTimeRecoveryRequest(String)}");
    }
    return MethodSpec.methodBuilder("tableDefinition")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.TABLE_DEFINITION)
        .addParameter(String.class, "tableName")
        .addJavadoc("The whole table this service needs, as one value: {@link #createTableRequest(String)}$L.\n"
            + "What {@code TableCheck} compares a live table with, and {@code TableUpdate} brings a table to.\n\n",
            parts.toString())
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the definition\n")
        .addStatement("return $L", definition.build())
        .build();
  }

  private MethodSpec createTableRequest() {
    List<CodeBlock> schemas = new ArrayList<>();
    for (EntityModel entity : entities) {
      schemas.add(CodeBlock.of("$T.SCHEMA", entity.entityType()));
    }
    CodeBlock request = CodeBlock.of("$T.createTableRequest(tableName,$W$L)", RuntimeTypes.TABLE_DEFINITIONS,
        CodeBlock.join(schemas, ",$W"));
    Optional<CapacityModel.Capacity> table = entities.stream()
        .flatMap(entity -> entity.capacity().table().stream())
        .findFirst();
    String billing = "on-demand billing";
    if (table.isPresent()) {
      Map<String, CapacityModel.Capacity> indexes = new TreeMap<>();
      for (EntityModel entity : entities) {
        for (CapacityModel.IndexCapacity index : entity.capacity().indexes()) {
          indexes.putIfAbsent(index.indexName(), index.capacity());
        }
      }
      List<CodeBlock> entries = new ArrayList<>();
      for (Map.Entry<String, CapacityModel.Capacity> index : indexes.entrySet()) {
        entries.add(CodeBlock.of("$S, $L", index.getKey(), capacity(index.getValue())));
      }
      request = CodeBlock.of("$T.withCapacity($L,$W$L,$W$T.of($L))", RuntimeTypes.TABLE_DEFINITIONS, request,
          capacity(table.get()), Map.class, CodeBlock.join(entries, ",$W"));
      billing = "provisioned capacity (" + table.get().describe() + ")";
    }
    Optional<TableOptionsModel> options = options();
    CodeBlock chain = optionsChain(options);
    if (!chain.isEmpty()) {
      request = CodeBlock.of("$T.none()$L$W.applyTo($L)", RuntimeTypes.TABLE_OPTIONS, chain, request);
      billing += options.map(declared -> ", " + declared.describe()).orElse("");
    }
    CodeBlock vectors = vectorIndexes();
    if (!vectors.isEmpty()) {
      request = CodeBlock.of("$T.none()$L$W.applyTo($L)", RuntimeTypes.VECTOR_INDEXES, vectors, request);
      billing += ", " + vectorIndexNames().size() + " vector index" + (vectorIndexNames().size() == 1 ? "" : "es")
          + " (" + String.join(", ", vectorIndexNames()) + ")";
    }
    return MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The table this service needs: every key attribute and secondary index of its entities,\n"
            + "$L.\n\n", billing)
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.createTable}\n")
        .addStatement("return $L", request)
        .build();
  }

  /** The vector indexes of the service, each once, in the order the entities declare them. */
  private List<String> vectorIndexNames() {
    List<String> names = new ArrayList<>();
    for (EntityModel entity : entities) {
      for (VectorIndexModel index : entity.vectorIndexes()) {
        if (!names.contains(index.indexName())) {
          names.add(index.indexName());
        }
      }
    }
    return names;
  }

  /** The calls on {@code VectorIndexes.none()} that declare the service's vector indexes; empty for none. */
  private CodeBlock vectorIndexes() {
    CodeBlock.Builder chain = CodeBlock.builder();
    List<String> added = new ArrayList<>();
    for (EntityModel entity : entities) {
      for (VectorIndexModel index : entity.vectorIndexes()) {
        if (added.contains(index.indexName())) {
          continue;
        }
        added.add(index.indexName());
        List<CodeBlock> include = new ArrayList<>();
        for (String component : index.projection().includeNames()) {
          include.add(CodeBlock.of("$S", stored(entity, component)));
        }
        List<CodeBlock> filters = new ArrayList<>();
        for (AttributeIndexModel.Component filter : index.filters()) {
          filters.add(searchAttribute(entity, filter.name()));
        }
        chain.add("$W.index($S, $S, $LL, $T.$L, $T.$L, $T.of($L), $L, $T.of($L))", index.indexName(),
            stored(entity, index.vector().name()), index.dimensions(), RuntimeTypes.VECTOR_DISTANCE_FUNCTION,
            index.distance(), RuntimeTypes.SDK_PROJECTION_TYPE, index.projection().kind().name(), List.class,
            CodeBlock.join(include, ", "),
            index.partition().map(partition -> searchAttribute(entity, partition.name())).orElse(CodeBlock.of("null")),
            List.class, CodeBlock.join(filters, ",$W"));
      }
    }
    return chain.build();
  }

  private static String stored(EntityModel entity, String component) {
    return entity.attribute(component).orElseThrow().storedName();
  }

  /** {@code VectorIndexes.attribute("category", ScalarAttributeType.S)}. */
  private static CodeBlock searchAttribute(EntityModel entity, String component) {
    AttributeModel attribute = entity.attribute(component).orElseThrow();
    return CodeBlock.of("$T.attribute($S, $T.$L)", RuntimeTypes.VECTOR_INDEXES, attribute.storedName(),
        RuntimeTypes.SCALAR_ATTRIBUTE_TYPE, AttributeIndexModel.keyType(attribute).orElseThrow());
  }

  private Optional<TableOptionsModel> options() {
    return entities.stream().flatMap(entity -> entity.capacity().options().stream()).findFirst();
  }

  /** The calls on {@code TableOptions.none()} that add what {@code CreateTable} takes; empty for none. */
  private CodeBlock optionsChain(Optional<TableOptionsModel> declared) {
    CodeBlock.Builder chain = CodeBlock.builder();
    declared.ifPresent(options -> {
      if (options.deletionProtection()) {
        chain.add("$W.deletionProtection()");
      }
      if (options.tableClass() != null) {
        chain.add("$W.tableClass($T.$L)", RuntimeTypes.TABLE_CLASS, options.tableClass());
      }
      if (options.onDemandMaximum().given()) {
        chain.add("$W.onDemandMaximum($LL, $LL)", options.onDemandMaximum().read(), options.onDemandMaximum().write());
      }
      if (options.warmThroughput().given()) {
        chain.add("$W.warmThroughput($LL, $LL)", options.warmThroughput().read(), options.warmThroughput().write());
      }
      if (options.kmsKey() != null) {
        chain.add("$W.kmsKey($S)", options.kmsKey());
      }
      for (TableOptionsModel.TagModel tag : options.tags()) {
        chain.add("$W.tag($S, $S)", tag.key(), tag.value());
      }
    });
    Map<String, TableOptionsModel.Units> warm = new TreeMap<>();
    for (EntityModel entity : entities) {
      for (TableOptionsModel.IndexWarmThroughput index : entity.capacity().indexWarmThroughput()) {
        warm.putIfAbsent(index.indexName(), index.units());
      }
    }
    warm.forEach((index, units) -> chain.add("$W.warmThroughput($S, $LL, $LL)", index, units.read(), units.write()));
    return chain.build();
  }

  private MethodSpec pointInTimeRecoveryRequest(TableOptionsModel options) {
    return MethodSpec.methodBuilder("pointInTimeRecoveryRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.UPDATE_CONTINUOUS_BACKUPS_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("Turns on point-in-time recovery$L, as the {@code @TableOptions} of this service's entities\n"
            + "declare: {@code CreateTable} does not take it, so {@code TableUpdate} sends this after creating the\n"
            + "table.\n\n", options.recoveryPeriodDays() == 0 ? "" : " for " + options.recoveryPeriodDays() + " days")
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.updateContinuousBackups}\n")
        .addStatement("return $T.none().pointInTimeRecovery($L).pointInTimeRecoveryRequest(tableName).orElseThrow()",
            RuntimeTypes.TABLE_OPTIONS, options.recoveryPeriodDays())
        .build();
  }

  private static CodeBlock capacity(CapacityModel.Capacity capacity) {
    return CodeBlock.of("new $T($LL, $LL)", RuntimeTypes.CAPACITY, capacity.read(), capacity.write());
  }

  private MethodSpec timeToLiveRequest(String attribute) {
    return MethodSpec.methodBuilder("timeToLiveRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(RuntimeTypes.UPDATE_TIME_TO_LIVE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("Enables DynamoDB's time to live on attribute $L, the {@code @Ttl} of this service's entities.\n\n",
            Names.code(attribute))
        .addJavadoc("@param tableName the table name\n")
        .addJavadoc("@return the request, for {@code DynamoDbClient.updateTimeToLive}\n")
        .addStatement("return $T.builder()\n$>$>.tableName(tableName)\n.timeToLiveSpecification($T.builder()"
            + ".attributeName($S).enabled(true).build())\n.build()$<$<", RuntimeTypes.UPDATE_TIME_TO_LIVE_REQUEST,
            RuntimeTypes.TIME_TO_LIVE_SPECIFICATION, attribute)
        .build();
  }

  private Optional<String> ttlAttribute() {
    for (EntityModel entity : entities) {
      Optional<AttributeModel> ttl = entity.attributeWith(Lifecycle.TTL);
      if (ttl.isPresent()) {
        return Optional.of(ttl.get().storedName());
      }
    }
    return Optional.empty();
  }
}
