package dev.singletable.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.model.Order;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Every async client benchmark does the whole operation, as its sync twin does: the canned
 * responses, served by the async HTTP client, decode to the benchmark's item through singletable's
 * async terminals, the raw async client and the Enhanced async client alike, every put sends its
 * request, and every query returns the full page. It measures nothing.
 */
class AsyncClientBenchmarkTest {
  private final AsyncClientBenchmark benchmark = new AsyncClientBenchmark();

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
    assertEquals(Optional.of(expected), benchmark.getRawClientChecked());
    assertEquals(expected, Conversions.record(benchmark.getBeanSchema()));
    assertEquals(expected, Conversions.record(benchmark.getStaticSchema()));
  }

  @Test
  void everyPutSendsTheItem() {
    long before = benchmark.requestBytes();
    assertEquals(Fixtures.order(), benchmark.putGenerated());
    long generated = benchmark.requestBytes() - before;
    assertTrue(benchmark.putRawClientSameRequest().sdkHttpResponse().isSuccessful());
    long raw = benchmark.requestBytes() - before - generated;
    // The same request, with a write token of the same length: the same number of bytes.
    assertEquals(generated, raw);
    benchmark.putBeanSchema();
    benchmark.putStaticSchema();
    assertTrue(benchmark.requestBytes() - before > 3 * generated, "the Enhanced Client's puts send the item");
  }

  @Test
  void everyQueryDecodesTheWholePage() {
    List<Order> generated = benchmark.queryGenerated();
    assertEquals(CannedDynamoDb.QUERY_PAGE, generated.size());
    assertEquals(Fixtures.order("01HW1A0024"), generated.get(24));
    assertEquals(generated, benchmark.queryRawClientSameRequest());
    assertEquals(generated, benchmark.queryRawClientSameRequestChecked());
    assertEquals(generated, records(benchmark.queryBeanSchema()));
    assertEquals(generated, records(benchmark.queryStaticSchema()));
  }

  private static List<Order> records(List<OrderBean> beans) {
    return beans.stream().map(Conversions::record).toList();
  }
}
