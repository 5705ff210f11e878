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
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** The README's "Observing requests" example, run as written (with DynamoDB Local as the client). */
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

  @ParameterizedTest
  @MethodSource("dev.singletable.samples.Engines#all")
  void theMeterAddsUpTheCapacityOfEachOperationAndEntity(SampleEngine engine) {
    DynamoDbClient client = engine.client();
    String name = "observed-" + TABLES.incrementAndGet();
    client.createTable(TableDefinitions.createTableRequest(name, EventEntity.SCHEMA));
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
  }
}
