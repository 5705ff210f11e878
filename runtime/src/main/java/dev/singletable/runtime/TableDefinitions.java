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
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The table that a set of entities needs, as a {@code CreateTableRequest}: what a generated service's
 * {@code createTableRequest(tableName)} returns, for tests, local development and infrastructure code.
 */
public final class TableDefinitions {
  /** DynamoDB's limit of local secondary indexes per table. */
  private static final int MAX_LOCAL_INDEXES = 5;

  private TableDefinitions() {}

  /**
   * A request creating one table for all given entities: on-demand billing, every rendered key
   * attribute of type {@code S}, the attributes of indexes keyed by several attributes of their own
   * type ({@code S}, {@code N} or {@code B}), every index projecting what its entities declare (an
   * index that stores less than every attribute stores the identity attributes too, and the included
   * attributes of all entities sharing it), every local secondary index storing all attributes.
   * Attributes and indexes appear in the
   * order the entities declare them, so the request is the same from run to run.
   *
   * @param tableName the table name
   * @param schemas the entities sharing the table, at least one
   * @return the request
   * @throws IllegalArgumentException when no entity is given, when two entities disagree on the
   *     primary key fields, when they map one index to different key fields, attributes or
   *     projections, when one index is global for one and local for another, when two indexes give
   *     one attribute different types (the message names both entities), or when the entities
   *     declare more than five local secondary indexes
   */
  public static CreateTableRequest createTableRequest(String tableName, EntitySchema<?>... schemas) {
    Objects.requireNonNull(tableName, "tableName");
    if (schemas.length == 0) {
      throw new IllegalArgumentException("a table definition needs at least one entity");
    }
    EntitySchema<?> first = schemas[0];
    Map<String, KeyAttribute> keyAttributes = new LinkedHashMap<>();
    Map<String, Object> indexes = new LinkedHashMap<>();
    Map<String, String> indexOwners = new LinkedHashMap<>();
    Map<String, Object> localIndexes = new LinkedHashMap<>();
    Map<String, String> localOwners = new LinkedHashMap<>();
    for (EntitySchema<?> schema : schemas) {
      if (!schema.partitionKeyField().equals(first.partitionKeyField())
          || !Objects.equals(schema.sortKeyField(), first.sortKeyField())) {
        throw new IllegalArgumentException("entities " + first.entityName() + " and " + schema.entityName()
            + " cannot share a table: their primary keys are " + primaryKey(first) + " and " + primaryKey(schema));
      }
      addAttribute(keyAttributes, new KeyAttribute(schema.partitionKeyField(), schema.partitionKeyType()), schema);
      if (schema.sortKeyField() != null) {
        addAttribute(keyAttributes, new KeyAttribute(schema.sortKeyField(), schema.sortKeyType()), schema);
      }
      for (IndexDefinition index : schema.indexes()) {
        addIndex(indexes, indexOwners, schema, index.indexName(), merged(indexes.get(index.indexName()), index));
        addKey(keyAttributes, index.partitionKeyField(), index.sortKeyField());
      }
      for (IndexDefinition index : schema.localIndexes()) {
        addIndex(localIndexes, localOwners, schema, index.indexName(), index);
        addKey(keyAttributes, index.partitionKeyField(), index.sortKeyField());
      }
      for (AttributeIndexDefinition index : schema.attributeIndexes()) {
        addIndex(indexes, indexOwners, schema, index.indexName(), index);
        for (KeyAttribute attribute : index.partitionKey()) {
          addAttribute(keyAttributes, attribute, schema);
        }
        for (KeyAttribute attribute : index.sortKey()) {
          addAttribute(keyAttributes, attribute, schema);
        }
      }
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(tableName)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .attributeDefinitions(attributeDefinitions(keyAttributes.values()))
        .keySchema(keySchema(first.partitionKeyField(), first.sortKeyField()));
    // DynamoDB refuses an empty index list, so a table without indexes gets none at all.
    if (!indexes.isEmpty()) {
      request.globalSecondaryIndexes(globalSecondaryIndexes(indexes.values()));
    }
    for (String name : localIndexes.keySet()) {
      if (indexes.containsKey(name)) {
        throw new IllegalArgumentException("entities " + indexOwners.get(name) + " and " + localOwners.get(name)
            + " declare index " + name + " as a global and a local index");
      }
    }
    if (localIndexes.size() > MAX_LOCAL_INDEXES) {
      throw new IllegalArgumentException("the entities declare " + localIndexes.size() + " local secondary indexes "
          + localIndexes.keySet() + "; DynamoDB allows at most " + MAX_LOCAL_INDEXES + " per table");
    }
    if (!localIndexes.isEmpty()) {
      request.localSecondaryIndexes(localSecondaryIndexes(localIndexes.values()));
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

  /**
   * An index as another entity sharing it declares it, with this entity's included attributes added:
   * entities sharing an {@code INCLUDE} index store their included attributes together.
   */
  /**
   * A table request billed with provisioned capacity instead of on demand: what a generated
   * service's {@code createTableRequest(tableName)} returns when one of its entities is
   * {@code @Provisioned}. Every global secondary index gets its capacity from {@code indexes}, or the
   * table's; local secondary indexes share the table's.
   *
   * @param request a table request
   * @param table the table's capacity
   * @param indexes the capacities of global secondary indexes that differ from the table's, by index
   *     name
   * @return the request with provisioned billing
   * @throws IllegalArgumentException when {@code indexes} names an index the request does not have
   */
  public static CreateTableRequest withCapacity(CreateTableRequest request, Capacity table,
      Map<String, Capacity> indexes) {
    Objects.requireNonNull(table, "table");
    Set<String> unknown = new LinkedHashSet<>(indexes.keySet());
    List<GlobalSecondaryIndex> globals = new ArrayList<>();
    for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
      unknown.remove(index.indexName());
      Capacity capacity = indexes.getOrDefault(index.indexName(), table);
      globals.add(index.toBuilder().provisionedThroughput(throughput(capacity)).build());
    }
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException("table " + request.tableName() + " has no global secondary index " + unknown);
    }
    CreateTableRequest.Builder provisioned = request.toBuilder()
        .billingMode(BillingMode.PROVISIONED)
        .provisionedThroughput(throughput(table));
    if (!globals.isEmpty()) {
      provisioned.globalSecondaryIndexes(globals);
    }
    return provisioned.build();
  }

  private static ProvisionedThroughput throughput(Capacity capacity) {
    return ProvisionedThroughput.builder()
        .readCapacityUnits(capacity.read())
        .writeCapacityUnits(capacity.write())
        .build();
  }

  private static Object merged(Object known, IndexDefinition index) {
    if (!(known instanceof IndexDefinition shared) || !sameShape(shared, index)
        || index.projection() != ProjectionType.INCLUDE) {
      return index;
    }
    Set<String> include = new LinkedHashSet<>(shared.include());
    include.addAll(index.include());
    return new IndexDefinition(index.indexName(), index.partitionKeyField(), index.sortKeyField(),
        ProjectionType.INCLUDE, List.copyOf(include));
  }

  private static void addIndex(Map<String, Object> indexes, Map<String, String> owners, EntitySchema<?> schema,
      String indexName, Object index) {
    Object known = indexes.get(indexName);
    if (known == null) {
      indexes.put(indexName, index);
      owners.put(indexName, schema.entityName());
    } else if (!sameShape(known, index)) {
      throw new IllegalArgumentException("entities " + owners.get(indexName) + " and " + schema.entityName()
          + " map index " + indexName + " to different fields or projections: " + known + " and " + index);
    } else {
      indexes.put(indexName, index);
    }
  }

  /** Whether two definitions of one index agree on all but the included attributes, which add up. */
  private static boolean sameShape(Object known, Object index) {
    if (known instanceof IndexDefinition a && index instanceof IndexDefinition b) {
      return a.partitionKeyField().equals(b.partitionKeyField()) && Objects.equals(a.sortKeyField(), b.sortKeyField())
          && a.projection() == b.projection();
    }
    return known.equals(index);
  }

  private static void addKey(Map<String, KeyAttribute> keyAttributes, String partitionKeyField, String sortKeyField) {
    keyAttributes.putIfAbsent(partitionKeyField, new KeyAttribute(partitionKeyField, ScalarAttributeType.S));
    if (sortKeyField != null) {
      keyAttributes.putIfAbsent(sortKeyField, new KeyAttribute(sortKeyField, ScalarAttributeType.S));
    }
  }

  private static void addAttribute(Map<String, KeyAttribute> keyAttributes, KeyAttribute attribute,
      EntitySchema<?> schema) {
    KeyAttribute known = keyAttributes.putIfAbsent(attribute.name(), attribute);
    if (known != null && known.type() != attribute.type()) {
      throw new IllegalArgumentException("entity " + schema.entityName() + " keys an index on " + attribute
          + ", but another key of the table is " + known);
    }
  }

  private static List<AttributeDefinition> attributeDefinitions(Iterable<KeyAttribute> keyAttributes) {
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (KeyAttribute attribute : keyAttributes) {
      definitions.add(AttributeDefinition.builder().attributeName(attribute.name()).attributeType(attribute.type())
          .build());
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

  private static List<LocalSecondaryIndex> localSecondaryIndexes(Iterable<Object> indexes) {
    List<LocalSecondaryIndex> definitions = new ArrayList<>();
    for (Object index : indexes) {
      IndexDefinition local = (IndexDefinition) index;
      definitions.add(LocalSecondaryIndex.builder()
          .indexName(local.indexName())
          .keySchema(keySchema(local.partitionKeyField(), local.sortKeyField()))
          .projection(Projection.builder().projectionType(ProjectionType.ALL).build())
          .build());
    }
    return definitions;
  }

  private static List<GlobalSecondaryIndex> globalSecondaryIndexes(Iterable<Object> indexes) {
    Projection all = Projection.builder().projectionType(ProjectionType.ALL).build();
    List<GlobalSecondaryIndex> definitions = new ArrayList<>();
    for (Object index : indexes) {
      GlobalSecondaryIndex.Builder definition = GlobalSecondaryIndex.builder().projection(all);
      if (index instanceof IndexDefinition rendered) {
        definition.indexName(rendered.indexName())
            .keySchema(keySchema(rendered.partitionKeyField(), rendered.sortKeyField()))
            .projection(projection(rendered));
      } else {
        AttributeIndexDefinition attributes = (AttributeIndexDefinition) index;
        definition.indexName(attributes.indexName()).keySchema(keySchema(attributes));
      }
      definitions.add(definition.build());
    }
    return definitions;
  }

  /**
   * What an index stores besides its keys. Every read checks the identity attributes, so an index
   * that stores less than every attribute includes them: {@code KEYS_ONLY} becomes {@code INCLUDE}
   * of the identity attributes.
   */
  private static Projection projection(IndexDefinition index) {
    if (index.projection() == ProjectionType.ALL) {
      return Projection.builder().projectionType(ProjectionType.ALL).build();
    }
    List<String> include = new ArrayList<>();
    include.add(EntitySchema.ENTITY_ATTRIBUTE);
    include.add(EntitySchema.VERSION_ATTRIBUTE);
    include.addAll(index.include());
    return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(include).build();
  }

  /** Every partition attribute as a HASH element, then every sort attribute as a RANGE one, in order. */
  private static List<KeySchemaElement> keySchema(AttributeIndexDefinition index) {
    List<KeySchemaElement> keys = new ArrayList<>();
    for (KeyAttribute attribute : index.partitionKey()) {
      keys.add(KeySchemaElement.builder().attributeName(attribute.name()).keyType(KeyType.HASH).build());
    }
    for (KeyAttribute attribute : index.sortKey()) {
      keys.add(KeySchemaElement.builder().attributeName(attribute.name()).keyType(KeyType.RANGE).build());
    }
    return keys;
  }

  private static String primaryKey(EntitySchema<?> schema) {
    return "(" + schema.partitionKeyField() + (schema.sortKeyField() == null ? "" : ", " + schema.sortKeyField()) + ")";
  }
}
