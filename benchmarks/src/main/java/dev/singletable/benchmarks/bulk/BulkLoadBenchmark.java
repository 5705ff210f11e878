package dev.singletable.benchmarks.bulk;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.BenchService;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Loading {@value #ITEMS} medium items into moto over HTTP (a server on a loopback port that
 * the benchmark starts, as the samples run it): the generated service's {@code batchWrite()} against a
 * loop of {@code PutItem} on the raw client and against hand-written {@code BatchWriteItem} chunks of
 * 25. Each measurement starts from a new,
 * empty table; after it the table is counted, so a variant that stored less than every item fails
 * instead of looking fast.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 4)
@Fork(3)
public class BulkLoadBenchmark {
  static final int ITEMS = 10_000;
  private static final String TABLE = "bulk";

  private SampleEngine local;
  private DynamoDbClient client;
  private BenchService service;
  private List<Order> orders;

  @Setup(Level.Trial)
  public void startEngine() {
    local = SampleEngine.startMoto();
    client = local.client();
    service = BenchService.of(Table.of(client, TABLE));
    orders = new ArrayList<>(ITEMS);
    for (int i = 0; i < ITEMS; i++) {
      orders.add(Fixtures.order(String.format("01HW%06d", i)));
    }
  }

  @Setup(Level.Iteration)
  public void createTable() {
    client.createTable(BenchService.createTableRequest(TABLE));
  }

  @TearDown(Level.Iteration)
  public void countAndDropTable() {
    int stored = 0;
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      ScanResponse page = client.scan(b -> b.tableName(TABLE).select(Select.COUNT).exclusiveStartKey(from));
      stored += page.count();
      start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
    } while (start != null);
    client.deleteTable(b -> b.tableName(TABLE));
    if (stored != ITEMS) {
      throw new IllegalStateException("expected " + ITEMS + " items stored, found " + stored);
    }
  }

  @TearDown(Level.Trial)
  public void stopEngine() {
    local.close();
  }

  /** singletable: one batch, chunked into BatchWriteItem requests of 25, unprocessed items resent. */
  @Benchmark
  public BatchWriteResult batchWrite() {
    return service.batchWrite().putAll(OrderEntity.SCHEMA, orders).execute().requireComplete();
  }

  /** The naive peer: one PutItem per item on the raw client. */
  @Benchmark
  public int putItemLoop() {
    for (Order order : orders) {
      client.putItem(b -> b.tableName(TABLE).item(OrderItems.toItem(order)));
    }
    return orders.size();
  }

  /** The careful peer: hand-written BatchWriteItem chunks of 25, resending what comes back unprocessed. */
  @Benchmark
  public int batchWriteItemHandWritten() {
    for (int from = 0; from < orders.size(); from += 25) {
      List<WriteRequest> chunk = new ArrayList<>(25);
      for (Order order : orders.subList(from, Math.min(from + 25, orders.size()))) {
        chunk.add(WriteRequest.builder().putRequest(PutRequest.builder().item(OrderItems.toItem(order)).build()).build());
      }
      Map<String, List<WriteRequest>> requests = Map.of(TABLE, chunk);
      while (!requests.isEmpty()) {
        Map<String, List<WriteRequest>> sending = requests;
        BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(sending));
        requests = response.unprocessedItems();
      }
    }
    return orders.size();
  }
}
