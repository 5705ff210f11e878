package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.ConditionFailedException;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The README's complete example, run as written (with DynamoDB Local as the client). */
class ReadmeExampleTest {

  @Test
  void readmeExampleStoresTheItemItShows() {
    DynamoDbClient client = Engines.embedded().client();
    client.createTable(TableDefinitions.createTableRequest("app-table", EventEntity.SCHEMA));

    Table table = Table.of(client, "app-table");
    EventEntity events = EventEntity.of(table);

    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.now());
    events.create(placed).execute();
    events.put(placed).execute();
    assertThrows(ConditionFailedException.class, () -> events.create(placed).execute());

    Map<String, AttributeValue> item = RawItems.scan(table).get(0);
    assertEquals("AGGREGATE#order#1234", item.get("pk").s());
    assertEquals("EVENT#000000000001", item.get("sk").s());
    assertEquals("EVENT_TYPE#OrderPlaced", item.get("gsi1pk").s());
    assertEquals("EVENT#01HW1A", item.get("gsi1sk").s());
    assertEquals("event", item.get("__entity").s());
    assertEquals("1", item.get("__version").n());
    assertEquals(Set.of("pk", "sk", "gsi1pk", "gsi1sk", "aggregateType", "aggregateId", "seqNum",
        "eventType", "eventId", "payload", "actor", "occurredAt", "__entity", "__version"), item.keySet());

    Optional<Event> first = events.get("order", "1234", 1L).execute();
    Optional<Event> deleted = events.delete("order", "1234", 1L).execute();
    assertEquals(Optional.of(placed), first);
    assertEquals(Optional.of(placed), deleted);
    assertEquals(Optional.empty(), events.get("order", "1234", 1L).execute());
  }
}
