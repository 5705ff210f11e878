package dev.singletable.samples.deployed;

import static dev.singletable.samples.deployed.TemplateTables.field;
import static dev.singletable.samples.deployed.TemplateTables.string;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * Every sample service's NoSQL Workbench file has the shape of the data model Workbench imports
 * (as the DynamoDB developer guide's "editing an existing data model" shows it): a model name and
 * metadata, one table with typed key attributes, the non-key attributes its facets name, one facet
 * per entity with the key aliases, and the indexes keyed by attributes the table defines.
 */
class WorkbenchModelsTest {
  private static final Set<String> KEY_TYPES = Set.of("S", "N", "B");
  private static final Set<String> TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS");

  @Test
  void everyModelHasTheShapeWorkbenchImports() {
    List<String> faults = new ArrayList<>();
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      check(service.name(), service.json(".workbench.json"), faults);
    }
    assertEquals(List.of(), faults);
  }

  @Test
  void theCheckFindsAFacetNamingAnAttributeTheTableDoesNotDefine() {
    List<String> faults = new ArrayList<>();
    check("bad", JsonNode.parser().parse("{\"ModelName\": \"bad\", \"ModelMetadata\": {\"Author\": \"a\","
        + " \"Description\": \"d\", \"AWSService\": \"Amazon DynamoDB\", \"Version\": \"3.0\"}, \"DataModel\": [{"
        + "\"TableName\": \"t\", \"KeyAttributes\": {\"PartitionKey\": {\"AttributeName\": \"pk\", \"AttributeType\": \"S\"}},"
        + " \"NonKeyAttributes\": [], \"TableFacets\": [{\"FacetName\": \"f\", \"KeyAttributeAlias\":"
        + " {\"PartitionKeyAlias\": \"P\", \"SortKeyAlias\": \"S\"}, \"NonKeyAttributes\": [\"x\"]}],"
        + " \"GlobalSecondaryIndexes\": []}]}"), faults);
    assertEquals(List.of("bad facet f: a sort key alias on a table without sort key",
        "bad facet f: attribute x is not among the table's attributes"), faults);
  }

  @Test
  void eachEntityIsAFacetWhoseAliasesAreItsKeyTemplates() {
    JsonNode table = field(GeneratedTables.service("events").json(".workbench.json"), "DataModel").asArray().get(0);
    Map<String, String> aliases = new LinkedHashMap<>();
    for (JsonNode facet : field(table, "TableFacets").asArray()) {
      JsonNode alias = field(facet, "KeyAttributeAlias");
      aliases.put(string(facet, "FacetName"), string(alias, "PartitionKeyAlias") + " | " + string(alias, "SortKeyAlias"));
    }
    assertEquals(Map.of(
        "aggregateMeta", "AGGREGATE#${aggregateType}#${aggregateId} | #METADATA",
        "event", "AGGREGATE#${aggregateType}#${aggregateId} | EVENT#${seqNum}",
        "snapshot", "AGGREGATE#${aggregateType}#${aggregateId} | #SNAPSHOT"), aliases);
    JsonNode event = field(table, "TableFacets").asArray().get(1);
    assertEquals("EVENT#000000000001", string(field(field(event, "TableData").asArray().get(0), "sk"), "S"));
  }

  private static void check(String service, JsonNode model, List<String> faults) {
    if (!string(model, "ModelName").equals(service) && !service.equals("bad")) {
      faults.add(service + ": model name " + string(model, "ModelName"));
    }
    JsonNode metadata = field(model, "ModelMetadata");
    for (String key : List.of("Author", "Description", "AWSService", "Version")) {
      if (metadata.field(key).filter(JsonNode::isString).isEmpty()) {
        faults.add(service + ": metadata lacks " + key);
      }
    }
    Set<String> facetNames = new HashSet<>();
    for (JsonNode table : field(model, "DataModel").asArray()) {
      String where = service;
      Map<String, String> attributes = new LinkedHashMap<>();
      JsonNode keys = field(table, "KeyAttributes");
      boolean sorted = keys.field("SortKey").isPresent();
      for (String key : sorted ? List.of("PartitionKey", "SortKey") : List.of("PartitionKey")) {
        JsonNode attribute = field(keys, key);
        if (!KEY_TYPES.contains(string(attribute, "AttributeType"))) {
          faults.add(where + ": key " + string(attribute, "AttributeName") + " of type " + string(attribute, "AttributeType"));
        }
        attributes.put(string(attribute, "AttributeName"), string(attribute, "AttributeType"));
      }
      for (JsonNode attribute : field(table, "NonKeyAttributes").asArray()) {
        if (!TYPES.contains(string(attribute, "AttributeType"))) {
          faults.add(where + ": attribute " + string(attribute, "AttributeName") + " of type "
              + string(attribute, "AttributeType"));
        }
        if (attributes.put(string(attribute, "AttributeName"), string(attribute, "AttributeType")) != null) {
          faults.add(where + ": attribute " + string(attribute, "AttributeName") + " is defined twice");
        }
      }
      for (JsonNode facet : field(table, "TableFacets").asArray()) {
        String name = string(facet, "FacetName");
        String at = where + " facet " + name;
        if (!facetNames.add(name)) {
          faults.add(at + ": the name is not unique in the model");
        }
        JsonNode alias = field(facet, "KeyAttributeAlias");
        if (alias.field("PartitionKeyAlias").filter(JsonNode::isString).isEmpty()) {
          faults.add(at + ": no partition key alias");
        }
        if (alias.field("SortKeyAlias").isPresent() != sorted) {
          faults.add(at + (sorted ? ": no sort key alias" : ": a sort key alias on a table without sort key"));
        }
        for (JsonNode attribute : field(facet, "NonKeyAttributes").asArray()) {
          if (!attributes.containsKey(attribute.asString())) {
            faults.add(at + ": attribute " + attribute.asString() + " is not among the table's attributes");
          }
        }
      }
      for (JsonNode index : field(table, "GlobalSecondaryIndexes").asArray()) {
        for (JsonNode key : field(index, "KeyAttributes").asObject().values()) {
          String type = attributes.get(string(key, "AttributeName"));
          if (!string(key, "AttributeType").equals(type)) {
            faults.add(where + " index " + string(index, "IndexName") + ": key " + string(key, "AttributeName")
                + " is " + string(key, "AttributeType") + ", the table defines " + type);
          }
        }
        assertTrue(field(field(index, "Projection"), "ProjectionType").isString(), where);
      }
    }
  }
}
