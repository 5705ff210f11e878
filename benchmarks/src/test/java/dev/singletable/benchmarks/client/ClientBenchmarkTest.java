package dev.singletable.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Every client benchmark does the whole operation: the canned responses decode to the benchmark's
 * item in every flavour and the query returns the full page. It measures nothing.
 */
class ClientBenchmarkTest {
  private final ClientBenchmark benchmark = new ClientBenchmark();

  @BeforeEach
  void setUp() {
    benchmark.setUp();
  }

  @AfterEach
  void tearDown() {
    benchmark.tearDown();
  }

  @Test
  void everyGetDecodesTheCannedItem() {
    Order expected = Fixtures.order();
    assertEquals(Optional.of(expected), benchmark.getGenerated());
    assertEquals(Optional.of(expected), benchmark.getRawClient());
    assertEquals(expected, Conversions.record(benchmark.getBeanSchema()));
    assertEquals(expected, Conversions.record(benchmark.getStaticSchema()));
  }

  @Test
  void everyPutSendsTheItem() {
    assertEquals(Fixtures.order(), benchmark.putGenerated());
    assertTrue(benchmark.putRawClient().sdkHttpResponse().isSuccessful());
    assertTrue(benchmark.putRawClientSameRequest().sdkHttpResponse().isSuccessful());
    benchmark.putBeanSchema();
    benchmark.putStaticSchema();
  }

  @Test
  void theUpdateDecodesTheItemAsStored() {
    assertEquals(Fixtures.order(), benchmark.updateGenerated());
  }

  @Test
  void theSameRequestBenchmarksSendWhatTheGeneratedCodeSends() {
    OrderEntity orders = OrderEntity.of(Table.of(CannedDynamoDb.client(CannedDynamoDb.http()), CannedDynamoDb.TABLE));

    assertEquals(sameToken(orders.put(Fixtures.order()).request()), sameToken(ClientBenchmark.putSameRequest(Fixtures.order())));
    // limit(25) only to reach the request; the benchmark's query has no limit.
    assertEquals(orders.query().primary(ClientBenchmark.TENANT).limit(25).request().toBuilder().limit(null).build(),
        ClientBenchmark.querySameRequest());
  }

  /** The request with its write token, random per request, replaced by a fixed one of the same length. */
  private static PutItemRequest sameToken(PutItemRequest request) {
    Map<String, AttributeValue> item = new HashMap<>(request.item());
    assertEquals(22, item.get("__token").s().length());
    item.put("__token", AttributeValue.fromS("T".repeat(22)));
    return request.toBuilder().item(item).build();
  }

  @Test
  void everyQueryDecodesTheWholePage() {
    List<Order> generated = benchmark.queryGenerated();
    assertEquals(CannedDynamoDb.QUERY_PAGE, generated.size());
    assertEquals(Fixtures.order("01HW1A0024"), generated.get(24));
    List<Order> raw = benchmark.queryRawClient();
    assertEquals(CannedDynamoDb.QUERY_PAGE, raw.size());
    assertEquals(Fixtures.order("01HW1A0024"), raw.get(24));
    assertEquals(raw, benchmark.queryRawClientSameRequest());
    assertEquals(raw, benchmark.queryRawClientSameRequestChecked());
    assertEquals(benchmark.getRawClient(), benchmark.getRawClientChecked());
    assertEquals(CannedDynamoDb.QUERY_PAGE, benchmark.queryBeanSchema().size());
    assertEquals(Fixtures.order("01HW1A0024"), Conversions.record(benchmark.queryStaticSchema().get(24)));
  }
}
