package dev.singletable.samples.deployed;

import dev.singletable.runtime.table.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorAttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * Reads a CloudFormation template's {@code AWS::DynamoDB::Table} back into the requests the
 * runtime's {@link TableDefinition} holds, property by property, so that a test compares the
 * template with the model's own definition (everything but the stream, which the template leaves to
 * its {@code StreamViewType} parameter; vector indexes included).
 */
final class TemplateTables {
  private TemplateTables() {}

  /** The template's table, named {@code tableName}. */
  static TableDefinition definition(JsonNode template, String tableName) {
    JsonNode properties = properties(template);
    CreateTableRequest.Builder table = CreateTableRequest.builder().tableName(tableName)
        .attributeDefinitions(list(properties, "AttributeDefinitions", definition -> AttributeDefinition.builder()
            .attributeName(string(definition, "AttributeName")).attributeType(string(definition, "AttributeType")).build()))
        .keySchema(keys(field(properties, "KeySchema")))
        .billingMode(string(properties, "BillingMode"));
    properties.field("ProvisionedThroughput").ifPresent(throughput -> table.provisionedThroughput(throughput(throughput)));
    if (properties.field("GlobalSecondaryIndexes").isPresent()) {
      table.globalSecondaryIndexes(list(properties, "GlobalSecondaryIndexes", index -> {
        GlobalSecondaryIndex.Builder global = GlobalSecondaryIndex.builder().indexName(string(index, "IndexName"))
            .keySchema(keys(field(index, "KeySchema"))).projection(projection(field(index, "Projection")));
        index.field("ProvisionedThroughput").ifPresent(throughput -> global.provisionedThroughput(throughput(throughput)));
        index.field("WarmThroughput").ifPresent(warm -> global.warmThroughput(warm(warm)));
        return global.build();
      }));
    }
    if (properties.field("LocalSecondaryIndexes").isPresent()) {
      table.localSecondaryIndexes(list(properties, "LocalSecondaryIndexes", index -> LocalSecondaryIndex.builder()
          .indexName(string(index, "IndexName")).keySchema(keys(field(index, "KeySchema")))
          .projection(projection(field(index, "Projection"))).build()));
    }
    if (properties.field("VectorIndexes").isPresent()) {
      table.vectorIndexes(list(properties, "VectorIndexes", TemplateTables::vectorIndex));
    }
    properties.field("DeletionProtectionEnabled").ifPresent(on -> table.deletionProtectionEnabled(on.asBoolean()));
    properties.field("TableClass").ifPresent(tableClass -> table.tableClass(tableClass.asString()));
    properties.field("SSESpecification").ifPresent(sse -> table.sseSpecification(SSESpecification.builder()
        .enabled(field(sse, "SSEEnabled").asBoolean()).sseType(string(sse, "SSEType"))
        .kmsMasterKeyId(string(sse, "KMSMasterKeyId")).build()));
    properties.field("OnDemandThroughput").ifPresent(maximum -> table.onDemandThroughput(OnDemandThroughput.builder()
        .maxReadRequestUnits(number(maximum, "MaxReadRequestUnits").orElse(null))
        .maxWriteRequestUnits(number(maximum, "MaxWriteRequestUnits").orElse(null)).build()));
    properties.field("WarmThroughput").ifPresent(warm -> table.warmThroughput(warm(warm)));
    if (properties.field("Tags").isPresent()) {
      table.tags(list(properties, "Tags", tag -> Tag.builder().key(string(tag, "Key")).value(string(tag, "Value"))
          .build()));
    }
    TableDefinition definition = TableDefinition.of(table.build());
    Optional<JsonNode> ttl = properties.field("TimeToLiveSpecification");
    if (ttl.isPresent()) {
      definition = definition.withTimeToLive(UpdateTimeToLiveRequest.builder().tableName(tableName)
          .timeToLiveSpecification(TimeToLiveSpecification.builder().attributeName(string(ttl.get(), "AttributeName"))
              .enabled(field(ttl.get(), "Enabled").asBoolean()).build()).build());
    }
    Optional<JsonNode> recovery = properties.field("PointInTimeRecoverySpecification");
    if (recovery.isPresent()) {
      definition = definition.withPointInTimeRecovery(UpdateContinuousBackupsRequest.builder().tableName(tableName)
          .pointInTimeRecoverySpecification(PointInTimeRecoverySpecification.builder()
              .pointInTimeRecoveryEnabled(field(recovery.get(), "PointInTimeRecoveryEnabled").asBoolean())
              .recoveryPeriodInDays(number(recovery.get(), "RecoveryPeriodInDays").map(Long::intValue).orElse(null))
              .build()).build());
    }
    return definition;
  }

  private static VectorIndex vectorIndex(JsonNode index) {
    VectorIndex.Builder vector = VectorIndex.builder().indexName(string(index, "IndexName"))
        .vectorAttribute(VectorAttributeDefinition.builder()
            .attributeName(string(field(index, "VectorAttribute"), "AttributeName")).build())
        .dimensions(number(index, "Dimensions").orElseThrow())
        .distanceFunction(string(index, "DistanceFunction"))
        .projection(projection(field(index, "Projection")));
    if (index.field("SearchSchema").isPresent()) {
      vector.searchSchema(list(index, "SearchSchema", element -> SearchSchemaElement.builder()
          .attributeName(string(element, "AttributeName"))
          .searchSchemaElementType(string(element, "SearchSchemaElementType")).build()));
    }
    return vector.build();
  }

  /**
   * The attributes that only the template's vector indexes name in their search schemas, which no
   * key schema uses.
   */
  static List<String> searchOnlyAttributes(JsonNode properties) {
    List<String> keys = new ArrayList<>();
    for (JsonNode key : field(properties, "KeySchema").asArray()) {
      keys.add(string(key, "AttributeName"));
    }
    for (String indexes : List.of("GlobalSecondaryIndexes", "LocalSecondaryIndexes")) {
      for (JsonNode index : properties.field(indexes).map(JsonNode::asArray).orElse(List.of())) {
        for (JsonNode key : field(index, "KeySchema").asArray()) {
          keys.add(string(key, "AttributeName"));
        }
      }
    }
    List<String> search = new ArrayList<>();
    for (JsonNode index : properties.field("VectorIndexes").map(JsonNode::asArray).orElse(List.of())) {
      for (JsonNode element : index.field("SearchSchema").map(JsonNode::asArray).orElse(List.of())) {
        String name = string(element, "AttributeName");
        if (!keys.contains(name) && !search.contains(name)) {
          search.add(name);
        }
      }
    }
    return search;
  }

  /** The template's table's properties. */
  static JsonNode properties(JsonNode template) {
    return field(field(field(template, "Resources"), "Table"), "Properties");
  }

  private static List<KeySchemaElement> keys(JsonNode keys) {
    List<KeySchemaElement> elements = new ArrayList<>();
    for (JsonNode key : keys.asArray()) {
      elements.add(KeySchemaElement.builder().attributeName(string(key, "AttributeName")).keyType(string(key, "KeyType"))
          .build());
    }
    return elements;
  }

  private static Projection projection(JsonNode projection) {
    Projection.Builder builder = Projection.builder().projectionType(string(projection, "ProjectionType"));
    projection.field("NonKeyAttributes").ifPresent(names ->
        builder.nonKeyAttributes(names.asArray().stream().map(JsonNode::asString).toList()));
    return builder.build();
  }

  private static ProvisionedThroughput throughput(JsonNode throughput) {
    return ProvisionedThroughput.builder().readCapacityUnits(number(throughput, "ReadCapacityUnits").orElseThrow())
        .writeCapacityUnits(number(throughput, "WriteCapacityUnits").orElseThrow()).build();
  }

  private static WarmThroughput warm(JsonNode warm) {
    return WarmThroughput.builder().readUnitsPerSecond(number(warm, "ReadUnitsPerSecond").orElse(null))
        .writeUnitsPerSecond(number(warm, "WriteUnitsPerSecond").orElse(null)).build();
  }

  private static <T> List<T> list(JsonNode node, String name, Function<JsonNode, T> element) {
    return field(node, name).asArray().stream().map(element).toList();
  }

  static JsonNode field(JsonNode node, String name) {
    return node.field(name).orElseThrow(() -> new AssertionError("no " + name + " in " + node));
  }

  static String string(JsonNode node, String name) {
    return field(node, name).asString();
  }

  private static Optional<Long> number(JsonNode node, String name) {
    return node.field(name).map(value -> Long.parseLong(value.asNumber()));
  }

  /** An object's entries. */
  static Map<String, JsonNode> object(JsonNode node) {
    return node.asObject();
  }
}
