package dev.singletable.benchmarks.scan;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.OrderImmutable;
import dev.singletable.benchmarks.model.BenchService;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reading all {@value #ITEMS} medium items of a table in moto over HTTP (a server on a
 * loopback port that the benchmark starts): the generated entity's {@code scan()} read sequentially and
 * in 4 parallel segments, against the Enhanced Client's scan ({@code TableSchema.fromImmutableClass})
 * sequentially and in 4 segments run by hand on a pool of 4 threads. Every variant checks that it read
 * every item, so one that reads less fails instead of looking fast.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 4)
@Fork(3)
public class ScanBenchmark {
  static final int ITEMS = 10_000;
  private static final int SEGMENTS = 4;
  private static final String TABLE = "scan";

  private SampleEngine local;
  private OrderEntity orders;
  private DynamoDbTable<OrderImmutable> enhanced;
  private ExecutorService pool;

  @Setup(Level.Trial)
  public void loadTable() {
    local = SampleEngine.startMoto();
    DynamoDbClient client = local.client();
    client.createTable(BenchService.createTableRequest(TABLE));
    Table table = Table.of(client, TABLE);
    List<Order> items = new ArrayList<>(ITEMS);
    for (int i = 0; i < ITEMS; i++) {
      items.add(Fixtures.order(String.format("01HW%06d", i)));
    }
    BenchService.of(table).batchWrite().putAll(OrderEntity.SCHEMA, items).execute().requireComplete();
    orders = OrderEntity.of(table);
    enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(TABLE, TableSchema.fromImmutableClass(OrderImmutable.class));
    pool = Executors.newFixedThreadPool(SEGMENTS);
  }

  @TearDown(Level.Trial)
  public void stopEngine() {
    pool.shutdown();
    local.close();
  }

  private static <T> List<T> checked(List<T> read) {
    if (read.size() != ITEMS) {
      throw new IllegalStateException("expected " + ITEMS + " items, read " + read.size());
    }
    return read;
  }

  /** singletable: one scan, page after page. */
  @Benchmark
  public List<Order> sequentialScan() {
    return checked(orders.scan().list());
  }

  /** singletable: 4 segments at once, merged ({@code scan().segments(4).list()}, its own pool per call). */
  @Benchmark
  public List<Order> parallelScan() {
    return checked(orders.scan().segments(SEGMENTS).list());
  }

  /** The Enhanced Client: one scan, page after page. */
  @Benchmark
  public List<OrderImmutable> enhancedScan() {
    List<OrderImmutable> read = new ArrayList<>(ITEMS);
    enhanced.scan().items().forEach(read::add);
    return checked(read);
  }

  /** The Enhanced Client: 4 segments run by hand on a pool of 4 threads, merged. */
  @Benchmark
  public List<OrderImmutable> enhancedParallelScan() {
    List<CompletableFuture<List<OrderImmutable>>> segments = new ArrayList<>();
    for (int i = 0; i < SEGMENTS; i++) {
      int segment = i;
      segments.add(CompletableFuture.supplyAsync(() -> {
        List<OrderImmutable> read = new ArrayList<>();
        enhanced.scan(r -> r.segment(segment).totalSegments(SEGMENTS)).items().forEach(read::add);
        return read;
      }, pool));
    }
    List<OrderImmutable> read = new ArrayList<>(ITEMS);
    segments.forEach(segment -> read.addAll(segment.join()));
    return checked(read);
  }
}
