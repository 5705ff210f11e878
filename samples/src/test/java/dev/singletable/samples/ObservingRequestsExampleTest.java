package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.LoggingRequestListener;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** The README's "Observing requests" example, run as written (with the test kit's engine as the client). */
class ObservingRequestsExampleTest {
  private static final AtomicInteger TABLES = new AtomicInteger();

  static class CapacityMeter implements RequestListener {
    final Map<String, Double> units = new ConcurrentHashMap<>();

    @Override
    public boolean wantsConsumedCapacity() {   // requests then carry ReturnConsumedCapacity.INDEXES
      return true;
    }

    @Override
    public void onResponse(ResponseEvent response) {
      RequestEvent request = response.request();
      for (ConsumedCapacity capacity : response.consumedCapacity()) {
        units.merge(request.operation() + " " + request.entity(), capacity.capacityUnits(), Double::sum);
      }
    }
  }

  /**
   * The requests are applied by the engine; the capacity in their answers is DynamoDB's (see {@link
   * DocumentedCapacity}: moto does not count the write to the index nor halve an eventually consistent
   * query): the create writes the table and gsi1 (a unit each), the get and the query of gsi1 read
   * one small item eventually consistently (half a unit each). The requests are checked to ask for it.
   */
  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theMeterAddsUpTheCapacityOfEachOperationAndEntity(SampleEngine engine) {
    String name = "observed-" + TABLES.incrementAndGet();
    engine.client().createTable(TableDefinitions.createTableRequest(name, EventEntity.SCHEMA));
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answeringApplied("PutItem", DocumentedCapacity.of(name, 1.0, "gsi1", 1.0))
        .answeringApplied("GetItem", DocumentedCapacity.of(name, 0.5, null, 0))
        .answeringApplied("Query", DocumentedCapacity.ofIndexQuery(name, "gsi1", 0.5));
    DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http));
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.now());

    CapacityMeter meter = new CapacityMeter();
    Table table = Table.of(client, name)
        .withListener(new LoggingRequestListener())   // System.Logger "dev.singletable.requests"
        .withListener(meter);                         // called in the order they were added
    EventEntity events = EventEntity.of(table);

    events.create(placed).execute();
    events.get("order", "1234", 1L).execute();
    List<Event> found = events.query().byType("OrderPlaced").list();

    assertEquals(List.of(placed), found);
    assertEquals(Set.of("create event", "get event", "query event"), meter.units.keySet());
    assertEquals(Map.of("create event", 2.0, "get event", 0.5, "query event", 0.5), meter.units);
    assertTrue(table.listeners().get(0) instanceof LoggingRequestListener);
    for (String operation : List.of("PutItem", "GetItem", "Query")) {
      assertTrue(http.sent(operation).get(0).contains("\"ReturnConsumedCapacity\":\"INDEXES\""), http.sent(operation)::toString);
    }
    client.close();
  }
}
