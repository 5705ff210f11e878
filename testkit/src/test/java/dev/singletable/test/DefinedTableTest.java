package dev.singletable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The extension takes a table definition as the requests that make the table (the runtime's {@code TableDefinition}
 * is one): it creates the table and turns on its time to live and point-in-time recovery; a definition of another kind fails the test class naming it.
 */
class DefinedTableTest {
  private static List<DynamoDbRequest> definition(String name) {
    return List.of(DynamoDbExtensionTest.table(name),
        UpdateTimeToLiveRequest.builder().tableName(name)
            .timeToLiveSpecification(ttl -> ttl.attributeName("expiresAt").enabled(true)).build(),
        UpdateContinuousBackupsRequest.builder().tableName(name)
            .pointInTimeRecoverySpecification(recovery -> recovery.pointInTimeRecoveryEnabled(true)).build());
  }

  @Test
  void aDefinitionCreatesTheTableWithItsTimeToLiveAndRecovery() throws Exception {
    DynamoDbExtension dynamo = DynamoDbExtension.create().table("defined", DefinedTableTest::definition);

    dynamo.beforeAll(null);
    dynamo.beforeEach(null);
    String name = dynamo.tableName();
    assertEquals(List.of(), dynamo.requests().operations(), "the table is made outside the recorded requests");
    assertEquals(TimeToLiveStatus.ENABLED, dynamo.engine().client().describeTimeToLive(builder -> builder.tableName(name))
        .timeToLiveDescription().timeToLiveStatus());
    dynamo.afterEach(null);
    dynamo.afterAll(null);
    assertTrue(!dynamo.engine().client().listTablesPaginator().tableNames().stream().anyMatch(name::equals), "dropped after the class");
  }

  @Test
  void aDefinitionOfAnotherKindFailsNamingIt() {
    DynamoDbExtension dynamo = DynamoDbExtension.create().table("undefined", name -> name.length());

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> dynamo.beforeAll(null));

    assertTrue(e.getMessage().startsWith("the definition of table undefined-"), e.getMessage());
    assertTrue(e.getMessage().contains("is a java.lang.Integer: give a CreateTableRequest, or the requests that make "
        + "the table"), e.getMessage());
  }
}
