package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.stream.ProcessedSequences;
import dev.singletable.runtime.stream.StreamReader;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.ShopService;
import dev.singletable.test.DynamoDbEngine;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The change-data-capture guide's example ({@code docs/guides/streams.md}), run as written on the
 * engine's streams (the guide shows the regions between {@code // readme:} markers, see {@link
 * ReadmeSnippets}).
 */
class ReadmeStreamsExampleTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  private static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");

  private final List<String> notified = new ArrayList<>();
  private final List<String> logged = new ArrayList<>();
  private volatile boolean running = true;

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void theReaderHandsOverAStatusChangeAndAnItemOfNoEntity(SampleEngine engine) {
    DynamoDbClient client = engine.client();
    DynamoDbStreamsClient streamsClient = engine.streamsClient();
    String shop = DynamoDbEngine.shared().tableName("readme-shop-" + TABLES.incrementAndGet());

    // readme: streams-table
    client.createTable(ShopService.createTableRequest(shop, StreamViewType.NEW_AND_OLD_IMAGES)); // readme shows: client.createTable(ShopService.createTableRequest("shop", StreamViewType.NEW_AND_OLD_IMAGES));
    // readme: end
    OrderEntity orders = OrderEntity.of(Table.of(client, shop));
    orders.put(new Order("XYQ", 2, "PLACED", new BigDecimal("12.25"), T0)).execute();
    orders.put(new Order("XYQ", 2, "SHIPPED", new BigDecimal("12.25"), T0)).execute();
    client.putItem(PutItemRequest.builder().tableName(shop)
        .item(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1"))).build());

    // readme: streams-reader
    StreamReader<ShopService.Change> reader =
        StreamReader.builder(streamsClient, Table.of(client, shop), ShopService::change).build(); // readme shows: StreamReader.builder(streamsClient, Table.of(client, "shop"), ShopService::change).build();
    ProcessedSequences guard = new ProcessedSequences();
    reader.run(guard.wrap(change -> {
      if (change instanceof ShopService.OrderChange order && order.changed(ShopService.OrderChange.Field.STATUS)) {
        notify(order.oldValue().orElseThrow().status(), order.newValue().orElseThrow().status());
      } else if (change instanceof ShopService.UnknownChange unknown) {
        log(unknown.reason());          // another entity or version, an item that does not decode
      }
    }), () -> running);
    // readme: end

    assertEquals(List.of("PLACED -> SHIPPED"), notified);
    assertEquals(1, logged.size(), logged::toString);
  }

  /** What the application does with a status change; the reader stops once it has seen both kinds. */
  private void notify(String from, String to) {
    notified.add(from + " -> " + to);
    running = logged.isEmpty();
  }

  private void log(String reason) {
    logged.add(reason);
    running = notified.isEmpty();
  }
}
