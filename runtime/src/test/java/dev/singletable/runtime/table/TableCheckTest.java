package dev.singletable.runtime.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.table.TableDifference.Kind;
import dev.singletable.runtime.table.TableDifference.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** The table check compares a description with the model's table, part by part. */
class TableCheckTest {
  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static AttributeDefinition attribute(String name, ScalarAttributeType type) {
    return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
  }

  private static final CreateTableRequest MODEL = CreateTableRequest.builder()
      .tableName("app")
      .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
      .attributeDefinitions(attribute("pk", ScalarAttributeType.S), attribute("sk", ScalarAttributeType.S),
          attribute("gsi1pk", ScalarAttributeType.S), attribute("gsi1sk", ScalarAttributeType.S))
      .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi1")
          .keySchema(key("gsi1pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE)).build())
      .build();

  private static TableDescription.Builder table() {
    return TableDescription.builder()
        .tableName("app")
        .keySchema(MODEL.keySchema())
        .attributeDefinitions(MODEL.attributeDefinitions())
        .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("gsi1")
            .keySchema(key("gsi1pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE)).build());
  }

  @Test
  void theModelsOwnTableMatches() {
    TableReport report = TableCheck.compare(MODEL, table().build());
    assertTrue(report.matches());
    assertEquals(List.of(), report.differences());
    assertEquals("table app matches the model", report.toString());
  }

  @Test
  void aTableKeyedOnOtherAttributesDiffers() {
    TableReport report = TableCheck.compare(MODEL, table().keySchema(key("PK", KeyType.HASH)).build());
    assertEquals(List.of(new TableDifference(Kind.KEY_SCHEMA, Severity.FAILURE, null, "(pk HASH, sk RANGE)",
        "(PK HASH)")), report.differences());
    TableMismatchException e = assertThrows(TableMismatchException.class, report::requireMatch);
    assertSame(report, e.report());
    assertTrue(e.getMessage().contains("table: key is (PK HASH), the model declares (pk HASH, sk RANGE)"),
        e.getMessage());
  }

  @Test
  void anIndexKeyedOnOtherAttributesOrOfTheOtherKindDiffers() {
    TableReport swapped = TableCheck.compare(MODEL, table().globalSecondaryIndexes(GlobalSecondaryIndexDescription
        .builder().indexName("gsi1").keySchema(key("gsi1sk", KeyType.HASH), key("gsi1pk", KeyType.RANGE)).build())
        .build());
    assertEquals(List.of(Kind.INDEX_KEY_SCHEMA), swapped.failures().stream().map(TableDifference::kind).toList());

    TableReport local = TableCheck.compare(MODEL, table().globalSecondaryIndexes(List.of())
        .localSecondaryIndexes(LocalSecondaryIndexDescription.builder().indexName("gsi1")
            .keySchema(key("pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE)).build())
        .build());
    assertEquals(List.of(Kind.INDEX_KIND), local.failures().stream().map(TableDifference::kind).toList());
    assertTrue(local.toString().contains("index gsi1: local (pk HASH, gsi1sk RANGE) on the table, global"),
        local.toString());
  }

  @Test
  void anIndexKeyOfAnotherTypeDiffersAndAnUnknownIndexIsInformationListedLast() {
    TableReport report = TableCheck.compare(MODEL, table()
        .attributeDefinitions(attribute("pk", ScalarAttributeType.S), attribute("sk", ScalarAttributeType.S),
            attribute("gsi1pk", ScalarAttributeType.S), attribute("gsi1sk", ScalarAttributeType.B),
            attribute("old", ScalarAttributeType.S))
        .globalSecondaryIndexes(
            GlobalSecondaryIndexDescription.builder().indexName("old").keySchema(key("old", KeyType.HASH)).build(),
            GlobalSecondaryIndexDescription.builder().indexName("gsi1")
                .keySchema(key("gsi1pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE)).build())
        .build());

    assertFalse(report.matches());
    assertEquals(List.of(Kind.KEY_ATTRIBUTE_TYPE, Kind.UNKNOWN_INDEX),
        report.differences().stream().map(TableDifference::kind).toList());
    assertEquals(String.join("\n", "table app differs from the model:",
        "  - table: key attribute gsi1sk is B, the model writes gsi1sk S",
        "  - (info) index old: not in the model (global (old HASH))"), report.toString());
  }
}
