package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ThrottledException;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.test.DynamoDbExtension;
import dev.singletable.test.Faults.Fault;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The writes guide's throttling example ({@code docs/guides/writes.md}), run as written: the test
 * kit answers the put as DynamoDB answers a write to a hot key range (the guide shows the region
 * between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeThrottlingExampleTest {
  @RegisterExtension
  static final DynamoDbExtension DYNAMO = DynamoDbExtension.create()
      .table("throttled", EventsService::createTableRequest).freshTablePerTest();

  @Test
  void aPutThrottledOnAHotKeyRangeSaysWhereAndPointsAtShard() {
    EventEntity events = EventEntity.of(Table.of(DYNAMO.client(), DYNAMO.tableName()));
    Event event = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice",
        Instant.parse("2024-05-01T10:00:00Z"));
    DYNAMO.faults().next("PutItem", Fault.HOT_KEY_RANGE);
    String table = DYNAMO.tableName();

    // readme: throttled-put
    try {
      events.put(event).execute();
      fail("the put is throttled");
    } catch (ThrottledException e) {
      // event: put on table app at key pk=AGGREGATE#order#1234, sk=EVENT#000000000001 was throttled by
      // DynamoDB (ThrottlingException): TableWriteKeyRangeThroughputExceeded on arn:aws:dynamodb:...:table/app.
      // The key range is hot: ... spread its items over several partitions (@Shard)
      assertEquals("event: put on table " + table + " at key pk=AGGREGATE#order#1234, sk=EVENT#000000000001"
          + " was throttled by DynamoDB (ThrottlingException): TableWriteKeyRangeThroughputExceeded on"
          + " arn:aws:dynamodb:local:000000000000:table/" + table + ". The key range is hot: one partition key"
          + " value takes more than a partition serves, and more capacity does not help; spread its items over"
          + " several partitions (@Shard)", e.getMessage());
    }
    // readme: end
  }
}
