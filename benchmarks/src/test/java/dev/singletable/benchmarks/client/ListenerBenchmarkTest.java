package dev.singletable.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.benchmarks.Fixtures;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every variant of {@link ListenerBenchmark} does the whole operation with its listeners on. It measures nothing. */
class ListenerBenchmarkTest {
  private final ListenerBenchmark benchmark = new ListenerBenchmark();

  @BeforeEach
  void setUp() {
    benchmark.setUp();
  }

  @AfterEach
  void tearDown() {
    benchmark.tearDown();
  }

  @Test
  void everyVariantGetsTheItemAndQueriesTheFullPage() {
    assertEquals(Optional.of(Fixtures.order()), benchmark.getNoListener());
    assertEquals(Optional.of(Fixtures.order()), benchmark.getMicrometer());
    assertEquals(Optional.of(Fixtures.order()), benchmark.getOpenTelemetry());
    assertEquals(Optional.of(Fixtures.order()), benchmark.getBoth());
    assertEquals(CannedDynamoDb.QUERY_PAGE, benchmark.queryNoListener().size());
    assertEquals(CannedDynamoDb.QUERY_PAGE, benchmark.queryMicrometer().size());
    assertEquals(CannedDynamoDb.QUERY_PAGE, benchmark.queryOpenTelemetry().size());
    assertEquals(CannedDynamoDb.QUERY_PAGE, benchmark.queryBoth().size());
  }
}
