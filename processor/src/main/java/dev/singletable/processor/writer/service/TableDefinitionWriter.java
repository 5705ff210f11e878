package dev.singletable.processor.writer.service;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.CapacityModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.writer.Names;
import dev.singletable.processor.writer.RuntimeTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * The table-definition part of a service class: {@code createTableRequest(tableName)} with every key
 * attribute and secondary index of the service's entities and the capacity they provision, and
 * {@code timeToLiveRequest(tableName)} when an entity has a {@code @Ttl}.
 */
final class TableDefinitionWriter {
  private final List<EntityModel> entities;

  TableDefinitionWriter(List<EntityModel> entities) {
    this.entities = entities;
  }

  /** Adds the methods to the service class. */
  void addTo(TypeSpec.Builder service) {
    service.addMethod(createTableRequest());
    ttlAttribute().ifPresent(attribute -> service.addMethod(timeToLiveRequest(attribute)));
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
