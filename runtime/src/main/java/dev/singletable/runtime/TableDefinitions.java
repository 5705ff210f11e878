package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The table that a set of entities needs, as a {@code CreateTableRequest}: what a generated service's
 * {@code createTableRequest(tableName)} returns, for tests, local development and infrastructure code.
 */
public final class TableDefinitions {
  private TableDefinitions() {}

  /**
   * A request creating one table for all given entities: on-demand billing, every key attribute of
   * type {@code S}, every index projecting all attributes. Attributes and indexes appear in the
   * order the entities declare them, so the request is the same from run to run.
   *
   * @param tableName the table name
   * @param schemas the entities sharing the table, at least one
   * @return the request
   * @throws IllegalArgumentException when no entity is given, when two entities disagree on the
   *     primary key fields, or when they map one index to different key fields; the message names
   *     both entities
   */
  public static CreateTableRequest createTableRequest(String tableName, EntitySchema<?>... schemas) {
    Objects.requireNonNull(tableName, "tableName");
    if (schemas.length == 0) {
      throw new IllegalArgumentException("a table definition needs at least one entity");
    }
    EntitySchema<?> first = schemas[0];
    Set<String> keyAttributes = new LinkedHashSet<>();
    Map<String, IndexDefinition> indexes = new LinkedHashMap<>();
    Map<String, String> indexOwners = new LinkedHashMap<>();
    for (EntitySchema<?> schema : schemas) {
      if (!schema.partitionKeyField().equals(first.partitionKeyField())
          || !Objects.equals(schema.sortKeyField(), first.sortKeyField())) {
        throw new IllegalArgumentException("entities " + first.entityName() + " and " + schema.entityName()
            + " cannot share a table: their primary keys are " + primaryKey(first) + " and " + primaryKey(schema));
      }
      addKey(keyAttributes, schema.partitionKeyField(), schema.sortKeyField());
      for (IndexDefinition index : schema.indexes()) {
        IndexDefinition known = indexes.get(index.indexName());
        if (known == null) {
          indexes.put(index.indexName(), index);
          indexOwners.put(index.indexName(), schema.entityName());
        } else if (!known.equals(index)) {
          throw new IllegalArgumentException("entities " + indexOwners.get(index.indexName()) + " and " + schema.entityName()
              + " map index " + index.indexName() + " to different fields: " + known + " and " + index);
        }
        addKey(keyAttributes, index.partitionKeyField(), index.sortKeyField());
      }
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(tableName)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .attributeDefinitions(attributeDefinitions(keyAttributes))
        .keySchema(keySchema(first.partitionKeyField(), first.sortKeyField()));
    // DynamoDB refuses an empty index list, so a table without indexes gets none at all.
    if (!indexes.isEmpty()) {
      request.globalSecondaryIndexes(globalSecondaryIndexes(indexes.values()));
    }
    return request.build();
  }

  /**
   * A request as {@link #createTableRequest(String, EntitySchema[])}, with a DynamoDB stream enabled:
   * the table whose changes a {@code StreamReader} or a Lambda function reads.
   *
   * @param tableName the table name
   * @param streamViewType what each stream record carries ({@code NEW_AND_OLD_IMAGES} for typed
   *     changes with both records)
   * @param schemas the entities sharing the table, at least one
   * @return the request
   * @throws IllegalArgumentException as {@link #createTableRequest(String, EntitySchema[])}
   */
  public static CreateTableRequest createTableRequest(String tableName, StreamViewType streamViewType,
      EntitySchema<?>... schemas) {
    return withStream(createTableRequest(tableName, schemas), streamViewType);
  }

  /**
   * A table request with a DynamoDB stream enabled: what a generated service's {@code
   * createTableRequest(tableName, streamViewType)} returns.
   *
   * @param request a table request
   * @param streamViewType what each stream record carries
   * @return the request with its stream specification
   */
  public static CreateTableRequest withStream(CreateTableRequest request, StreamViewType streamViewType) {
    Objects.requireNonNull(streamViewType, "streamViewType");
    return request.toBuilder()
        .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(streamViewType).build())
        .build();
  }

  private static void addKey(Set<String> keyAttributes, String partitionKeyField, String sortKeyField) {
    keyAttributes.add(partitionKeyField);
    if (sortKeyField != null) {
      keyAttributes.add(sortKeyField);
    }
  }

  private static List<AttributeDefinition> attributeDefinitions(Set<String> keyAttributes) {
    List<AttributeDefinition> definitions = new ArrayList<>(keyAttributes.size());
    for (String attribute : keyAttributes) {
      definitions.add(AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.S).build());
    }
    return definitions;
  }

  private static List<KeySchemaElement> keySchema(String partitionKeyField, String sortKeyField) {
    List<KeySchemaElement> keys = new ArrayList<>(2);
    keys.add(KeySchemaElement.builder().attributeName(partitionKeyField).keyType(KeyType.HASH).build());
    if (sortKeyField != null) {
      keys.add(KeySchemaElement.builder().attributeName(sortKeyField).keyType(KeyType.RANGE).build());
    }
    return keys;
  }

  private static List<GlobalSecondaryIndex> globalSecondaryIndexes(Iterable<IndexDefinition> indexes) {
    Projection all = Projection.builder().projectionType(ProjectionType.ALL).build();
    List<GlobalSecondaryIndex> definitions = new ArrayList<>();
    for (IndexDefinition index : indexes) {
      definitions.add(GlobalSecondaryIndex.builder()
          .indexName(index.indexName())
          .keySchema(keySchema(index.partitionKeyField(), index.sortKeyField()))
          .projection(all)
          .build());
    }
    return definitions;
  }

  private static String primaryKey(EntitySchema<?> schema) {
    return "(" + schema.partitionKeyField() + (schema.sortKeyField() == null ? "" : ", " + schema.sortKeyField()) + ")";
  }
}
