package dev.singletable.benchmarks.client;

import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.micrometer.MicrometerRequestListener;
import dev.singletable.opentelemetry.OpenTelemetryRequestListener;
import dev.singletable.runtime.Table;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What the metrics and tracing listeners cost per request: {@link ClientBenchmark}'s get and 25-item query over the
 * same canned HTTP client, on a table without listener, with a {@link MicrometerRequestListener} (a {@link
 * SimpleMeterRegistry}), with an {@link OpenTelemetryRequestListener} (the OpenTelemetry SDK, every span sampled and
 * handed to an exporter that drops it), and with both, in one run. The difference to {@code ...NoListener} is the
 * listener's cost; the canned client keeps the network out of it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(3)
public class ListenerBenchmark {
  private static final String ORDER_ID = "01HW1A7Q3T";

  private DynamoDbClient client;
  private OpenTelemetrySdk openTelemetry;
  private OrderEntity plain;
  private OrderEntity metered;
  private OrderEntity traced;
  private OrderEntity both;

  @Setup
  public void setUp() {
    client = CannedDynamoDb.client(CannedDynamoDb.http());
    openTelemetry = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
        .addSpanProcessor(SimpleSpanProcessor.create(SpanExporter.composite())).build()).build();
    Table table = Table.of(client, CannedDynamoDb.TABLE);
    MicrometerRequestListener micrometer = new MicrometerRequestListener(new SimpleMeterRegistry());
    OpenTelemetryRequestListener tracing = new OpenTelemetryRequestListener(openTelemetry);
    plain = OrderEntity.of(table);
    metered = OrderEntity.of(table.withListener(micrometer));
    traced = OrderEntity.of(table.withListener(tracing));
    both = OrderEntity.of(table.withListener(micrometer).withListener(tracing));
  }

  @TearDown
  public void tearDown() {
    openTelemetry.close();
    client.close();
  }

  @Benchmark
  public Optional<Order> getNoListener() {
    return plain.get(ClientBenchmark.TENANT, ORDER_ID).execute();
  }

  @Benchmark
  public Optional<Order> getMicrometer() {
    return metered.get(ClientBenchmark.TENANT, ORDER_ID).execute();
  }

  @Benchmark
  public Optional<Order> getOpenTelemetry() {
    return traced.get(ClientBenchmark.TENANT, ORDER_ID).execute();
  }

  @Benchmark
  public Optional<Order> getBoth() {
    return both.get(ClientBenchmark.TENANT, ORDER_ID).execute();
  }

  @Benchmark
  public List<Order> queryNoListener() {
    return plain.query().primary(ClientBenchmark.TENANT).list();
  }

  @Benchmark
  public List<Order> queryMicrometer() {
    return metered.query().primary(ClientBenchmark.TENANT).list();
  }

  @Benchmark
  public List<Order> queryOpenTelemetry() {
    return traced.query().primary(ClientBenchmark.TENANT).list();
  }

  @Benchmark
  public List<Order> queryBoth() {
    return both.query().primary(ClientBenchmark.TENANT).list();
  }
}
