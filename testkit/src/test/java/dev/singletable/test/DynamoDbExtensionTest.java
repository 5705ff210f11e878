package dev.singletable.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.test.Faults.Fault;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class DynamoDbExtensionTest {
  static CreateTableRequest table(String name) {
    return CreateTableRequest.builder()
        .tableName(name)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .attributeDefinitions(attribute("pk"), attribute("sk"), attribute("gsi1pk"), attribute("gsi1sk"))
        .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
        .globalSecondaryIndexes(GlobalSecondaryIndex.builder()
            .indexName("gsi1")
            .keySchema(key("gsi1pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE))
            .projection(p -> p.projectionType(ProjectionType.ALL))
            .build())
        .build();
  }

  private static AttributeDefinition attribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  static Map<String, AttributeValue> item(String pk, String sk) {
    return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk),
        "gsi1pk", AttributeValue.fromS("TYPE#" + sk), "gsi1sk", AttributeValue.fromS(pk));
  }

  /** The same behaviour on the moto server the kit starts and on an endpoint the user names. */
  abstract static class Behaviour {
    abstract DynamoDbExtension dynamo();

    DynamoDbClient client() {
      return dynamo().client();
    }

    @Test
    void recordsEachRequestSoATestCanAssertOneQueryOnAnIndexWithoutFilter() {
      client().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1")));
      client().query(b -> b.tableName(dynamo().tableName()).indexName("gsi1")
          .keyConditionExpression("gsi1pk = :t").expressionAttributeValues(Map.of(":t", AttributeValue.fromS("TYPE#1"))));

      assertEquals(List.of("PutItem", "Query"), dynamo().requests().operations());
      List<QueryRequest> queries = dynamo().requests().queriesOn("gsi1");
      assertEquals(1, queries.size());
      assertNull(queries.get(0).filterExpression());
      assertEquals(List.of(), dynamo().requests().queriesOn(null));
    }

    @Test
    void paginatorsGoThroughTheRecordingClient() {
      client().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1")));
      long count = client().queryPaginator(b -> b.tableName(dynamo().tableName())
          .keyConditionExpression("pk = :p").expressionAttributeValues(Map.of(":p", AttributeValue.fromS("A")))).items().stream().count();

      assertEquals(1, count);
      assertEquals(1, dynamo().requests().of(QueryRequest.class).size());
    }

    @Test
    void throttledRequestIsNotSentAndTheNextOneIs() {
      dynamo().faults().next("PutItem", Fault.THROTTLED);

      assertThrows(ProvisionedThroughputExceededException.class,
          () -> client().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1"))));
      assertEquals(0, client().scan(b -> b.tableName(dynamo().tableName())).count());
      client().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1")));
      assertEquals(1, client().scan(b -> b.tableName(dynamo().tableName())).count());
      assertTrue(dynamo().faults().spent());
    }

    @Test
    void unprocessedBatchWritesNothingAndHandsEveryItemBack() {
      dynamo().faults().next("BatchWriteItem", Fault.UNPROCESSED);
      List<WriteRequest> writes = List.of(put(item("A", "1")), put(item("A", "2")));

      BatchWriteItemResponse response = client().batchWriteItem(b -> b.requestItems(Map.of(dynamo().tableName(), writes)));

      assertEquals(writes, response.unprocessedItems().get(dynamo().tableName()));
      assertEquals(0, client().scan(b -> b.tableName(dynamo().tableName())).count());
    }

    @Test
    void transactionConflictCancelsWithOneReasonPerItem() {
      dynamo().faults().next("TransactWriteItems", Fault.TRANSACTION_CONFLICT);

      TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class,
          () -> client().transactWriteItems(b -> b.transactItems(
              TransactWriteItem.builder().put(p -> p.tableName(dynamo().tableName()).item(item("A", "1"))).build(),
              TransactWriteItem.builder().put(p -> p.tableName(dynamo().tableName()).item(item("A", "2"))).build())));

      assertEquals(List.of("TransactionConflict", "None"),
          cancelled.cancellationReasons().stream().map(r -> r.code()).collect(java.util.stream.Collectors.toList()));
      assertEquals(0, client().scan(b -> b.tableName(dynamo().tableName())).count());
    }

    @Test
    void lostResponseFailsAfterTheWriteWasApplied() {
      dynamo().faults().next("PutItem", Fault.LOST_RESPONSE);

      assertThrows(SdkClientException.class,
          () -> client().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1"))));
      assertEquals(1, client().scan(b -> b.tableName(dynamo().tableName())).count());
    }

    @Test
    void internalErrorIsAServerError() {
      dynamo().faults().next("GetItem", Fault.INTERNAL_ERROR);

      DynamoDbException error = assertThrows(DynamoDbException.class,
          () -> client().getItem(b -> b.tableName(dynamo().tableName()).key(Map.of("pk", AttributeValue.fromS("A"), "sk", AttributeValue.fromS("1")))));
      assertEquals(500, error.statusCode());
    }

    @Test
    void asyncClientRecordsAndFailsTheFutureWithTheFault() {
      dynamo().faults().next("PutItem", Fault.THROTTLED);

      CompletionException failed = assertThrows(CompletionException.class,
          () -> dynamo().asyncClient().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "1"))).join());
      assertTrue(failed.getCause() instanceof ProvisionedThroughputExceededException, failed.toString());
      dynamo().asyncClient().putItem(b -> b.tableName(dynamo().tableName()).item(item("A", "2"))).join();

      assertEquals(List.of("PutItem", "PutItem"), dynamo().requests().operations());
      assertEquals(1, client().scan(b -> b.tableName(dynamo().tableName())).count());
    }

    @Test
    void clockStandsStillUntilMovedAndStartsOverInEachTest() {
      assertEquals(TestClock.DEFAULT_START, dynamo().clock().instant());
      dynamo().clock().advance(Duration.ofMinutes(5));
      assertEquals(Instant.parse("2024-01-01T00:05:00Z"), dynamo().clock().instant());
    }

    @Test
    void eachTestStartsWithAnEmptyTableAndNoRequests() {
      assertEquals(List.of(), dynamo().requests().all());
      assertEquals(0, client().scan(b -> b.tableName(dynamo().tableName())).count());
      client().putItem(b -> b.tableName(dynamo().tableName()).item(item("B", "1")));
      assertFalse(dynamo().requests().all().isEmpty());
    }

    private static WriteRequest put(Map<String, AttributeValue> item) {
      return WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build();
    }
  }

  @Nested
  class OnMotoStartedByTheKit extends Behaviour {
    @RegisterExtension
    final DynamoDbExtension dynamo = DynamoDbExtension.create()
        .table("kit", DynamoDbExtensionTest::table).freshTablePerTest();

    @Override
    DynamoDbExtension dynamo() {
      return dynamo;
    }
  }

  /** The same behaviour on an endpoint the user names: a second moto server, started as if it were the user's. */
  @Nested
  class OnAGivenEndpoint extends Behaviour {
    @RegisterExtension
    final DynamoDbExtension dynamo = DynamoDbExtension.on(UserEndpoint.engine())
        .table("kit", DynamoDbExtensionTest::table).freshTablePerTest();

    @Override
    DynamoDbExtension dynamo() {
      return dynamo;
    }
  }
}
