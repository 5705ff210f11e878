package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * Every sample service's Terraform file uses the AWS provider's documented arguments of {@code
 * aws_dynamodb_table}, with their types (the schema in {@code terraform/aws_dynamodb_table.schema.json}
 * names its source), and states the table its CloudFormation template states.
 */
class TerraformFilesTest {
  private static final JsonNode SCHEMA = schema();

  /** Terraform's JSON syntax ignores a property of this name in a block: a comment. */
  private static final String COMMENT = "//";

  @Test
  void everyArgumentIsOneTheProviderDocumentsWithItsType() {
    List<String> faults = new ArrayList<>();
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      check(service + ": aws_dynamodb_table", table(service), SCHEMA, faults);
    }
    assertEquals(List.of(), faults);
  }

  @Test
  void theCheckRefusesWhatTheProviderDoesNotTake() {
    List<String> faults = new ArrayList<>();
    JsonNode wrong = JsonNode.parser().parse("{\"name\": \"t\", \"hash_key\": \"pk\", \"billing_mode\": \"ON_DEMAND\","
        + " \"attribute\": [{\"name\": \"pk\", \"type\": \"S\"}], \"ttl\": [{\"enabled\": true}, {\"enabled\": true}],"
        + " \"global_secondary_index\": {\"name\": \"g\", \"projection\": \"ALL\"}, \"read_capacity\": \"5\","
        + " \"//\": {\"vector_index\": \"v\"}}");
    check("wrong", wrong, SCHEMA, faults);
    assertEquals(List.of(
        "wrong.billing_mode: ON_DEMAND is not one of [PROVISIONED, PAY_PER_REQUEST]",
        "wrong.ttl: more than 1",
        "wrong.global_secondary_index: lacks projection_type",
        "wrong.global_secondary_index.projection: not an argument of the provider",
        "wrong.read_capacity: not a number",
        "wrong.//: a comment that is not a string"), faults);
  }

  @Test
  void theVariablesNameTheTableAndItsStreamAndTheOutputsGiveItsArns() {
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      JsonNode file = service.json(".tf.json");
      JsonNode variables = TemplateTables.field(file, "variable");
      assertEquals(service.name(), TemplateTables.string(TemplateTables.field(variables, "table_name"), "default"));
      assertTrue(TemplateTables.field(TemplateTables.field(variables, "stream_view_type"), "default").isNull(),
          service.toString());
      assertEquals("${var.table_name}", TemplateTables.string(table(service), "name"));
      assertEquals(Set.of("table_name", "table_arn", "stream_arn"), TemplateTables.object(TemplateTables.field(file,
          "output")).keySet(), service.toString());
    }
  }

  @Test
  void eachFileStatesTheTableOfItsCloudFormationTemplate() {
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      JsonNode table = table(service);
      JsonNode properties = TemplateTables.field(TemplateTables.field(TemplateTables.field(
          service.json(".cfn.json"), "Resources"), "Table"), "Properties");
      List<String> terraform = new ArrayList<>();
      for (JsonNode attribute : TemplateTables.field(table, "attribute").asArray()) {
        terraform.add(TemplateTables.string(attribute, "name") + " " + TemplateTables.string(attribute, "type"));
      }
      List<String> cloudFormation = new ArrayList<>();
      List<String> searchOnly = TemplateTables.searchOnlyAttributes(properties);
      for (JsonNode attribute : TemplateTables.field(properties, "AttributeDefinitions").asArray()) {
        if (searchOnly.contains(TemplateTables.string(attribute, "AttributeName"))) {
          continue;
        }
        cloudFormation.add(TemplateTables.string(attribute, "AttributeName") + " "
            + TemplateTables.string(attribute, "AttributeType"));
      }
      assertEquals(cloudFormation, terraform, service.toString());
      List<JsonNode> keys = TemplateTables.field(properties, "KeySchema").asArray();
      assertEquals(TemplateTables.string(keys.get(0), "AttributeName"), TemplateTables.string(table, "hash_key"));
      assertEquals(properties.field("GlobalSecondaryIndexes").map(indexes -> indexes.asArray().size()).orElse(0),
          table.field("global_secondary_index").map(indexes -> indexes.asArray().size()).orElse(0), service.toString());
      assertEquals(properties.field("TimeToLiveSpecification").isPresent(), table.field("ttl").isPresent(),
          service.toString());
      assertEquals(TemplateTables.string(properties, "BillingMode"), TemplateTables.string(table, "billing_mode"));
    }
  }

  /**
   * The provider's {@code aws_dynamodb_table} has no vector index argument: a file whose template
   * declares vector indexes names each in a {@code "//"} comment, and says how they are added.
   */
  @Test
  void aCommentNamesTheVectorIndexesTheProviderCannotDeclare() {
    int withVectors = 0;
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      JsonNode properties = TemplateTables.properties(service.json(".cfn.json"));
      Optional<JsonNode> comment = table(service).field("//");
      List<JsonNode> indexes = properties.field("VectorIndexes").map(JsonNode::asArray).orElse(List.of());
      assertEquals(!indexes.isEmpty(), comment.isPresent(), service.toString());
      if (indexes.isEmpty()) {
        continue;
      }
      withVectors++;
      String text = comment.get().asString();
      for (JsonNode index : indexes) {
        String named = TemplateTables.string(index, "IndexName") + " (vector "
            + TemplateTables.string(TemplateTables.field(index, "VectorAttribute"), "AttributeName") + ", "
            + TemplateTables.field(index, "Dimensions").asNumber() + " dimensions, "
            + TemplateTables.string(index, "DistanceFunction") + ")";
        assertTrue(text.contains(named), service + ": " + text + " names " + named);
      }
      assertTrue(text.contains("TableUpdate"), text);
    }
    assertEquals(3, withVectors, "the catalogue, recipes and sketches services have vector indexes");
  }

  private static JsonNode table(GeneratedTables.Service service) {
    Map<String, JsonNode> tables = TemplateTables.object(TemplateTables.field(TemplateTables.field(
        service.json(".tf.json"), "resource"), "aws_dynamodb_table"));
    assertEquals(1, tables.size(), service + " declares one table");
    return tables.values().iterator().next();
  }

  /** Checks a block's arguments against its schema, adding a sentence per fault. */
  private static void check(String where, JsonNode block, JsonNode schema, List<String> faults) {
    Map<String, JsonNode> arguments = TemplateTables.object(TemplateTables.field(schema, schema.field("arguments")
        .isPresent() ? "arguments" : "block"));
    for (JsonNode required : schema.field("required").map(JsonNode::asArray).orElse(List.of())) {
      if (block.field(required.asString()).isEmpty()) {
        faults.add(where + ": lacks " + required.asString());
      }
    }
    for (Map.Entry<String, JsonNode> argument : block.asObject().entrySet()) {
      String at = where + "." + argument.getKey();
      JsonNode type = arguments.get(argument.getKey());
      JsonNode value = argument.getValue();
      if (argument.getKey().equals(COMMENT)) {
        if (!value.isString()) {
          faults.add(at + ": a comment that is not a string");
        }
      } else if (type == null) {
        faults.add(at + ": not an argument of the provider");
      } else if (type.isObject()) {
        List<JsonNode> blocks = value.isArray() ? value.asArray() : List.of(value);
        if (type.field("max_items").isPresent() && blocks.size() > Long.parseLong(type.field("max_items").get().asNumber())) {
          faults.add(at + ": more than " + type.field("max_items").get().asNumber());
        }
        for (JsonNode nested : blocks) {
          if (!nested.isObject()) {
            faults.add(at + ": not a block");
          } else {
            check(at, nested, type, faults);
          }
        }
      } else if (!(value.isString() && value.asString().startsWith("${") && value.asString().endsWith("}"))) {
        String fault = typeFault(type, value);
        if (fault != null) {
          faults.add(at + ": " + fault);
        }
      }
    }
  }

  private static String typeFault(JsonNode type, JsonNode value) {
    if (type.isArray()) {
      List<String> allowed = type.asArray().stream().map(JsonNode::asString).toList();
      return value.isString() && allowed.contains(value.asString()) ? null
          : (value.isString() ? value.asString() : value.toString()) + " is not one of " + allowed;
    }
    return switch (type.asString()) {
      case "string" -> value.isString() ? null : "not a string";
      case "number" -> value.isNumber() ? null : "not a number";
      case "bool" -> value.isBoolean() ? null : "not a bool";
      case "list(string)" -> value.isArray() && value.asArray().stream().allMatch(JsonNode::isString) ? null
          : "not a list of strings";
      case "map(string)" -> value.isObject() && value.asObject().values().stream().allMatch(JsonNode::isString) ? null
          : "not a map of strings";
      default -> "schema type " + type.asString() + " is unknown";
    };
  }

  private static JsonNode schema() {
    try (InputStream in = TerraformFilesTest.class.getResourceAsStream("/terraform/aws_dynamodb_table.schema.json")) {
      assertTrue(in != null, "the schema is a test resource");
      return JsonNode.parser().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
