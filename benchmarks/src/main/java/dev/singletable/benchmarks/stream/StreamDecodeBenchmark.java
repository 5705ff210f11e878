package dev.singletable.benchmarks.stream;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import dev.singletable.lambda.LambdaEvents;
import dev.singletable.lambda.StreamEventHandler;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.samples.local.LocalDynamoDb;
import dev.singletable.samples.shop.Order;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.ShopService;
import java.math.BigDecimal;
import java.time.Instant;
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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Typed changes per second from {@value #RECORDS} real stream records (inserts, then modifications
 * of every order), captured once from embedded DynamoDB Local: as the stream reader decodes them
 * ({@code ChangeRecord.of} then the service's {@code change}), as the Lambda adapter does from the
 * same records in Lambda's event model, and by hand-written code reading the same attributes into
 * the same records. The network is left out: the reader's and Lambda's time is the service's, the
 * same for all.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class StreamDecodeBenchmark {
  static final int RECORDS = 1_000;
  private final StreamEventHandler<ShopService.Change> lambda = StreamEventHandler.of(ShopService::change);
  private List<Record> records;
  private DynamodbEvent event;

  @Setup(Level.Trial)
  public void capture() {
    try (LocalDynamoDb engine = LocalDynamoDb.embedded()) {
      engine.client().createTable(ShopService.createTableRequest("bench", StreamViewType.NEW_AND_OLD_IMAGES));
      Table table = Table.of(engine.client(), "bench");
      List<Order> placed = new ArrayList<>();
      List<Order> shipped = new ArrayList<>();
      for (int i = 1; i <= RECORDS / 2; i++) {
        Instant at = Instant.parse("2024-05-01T10:00:00Z").plusSeconds(i);
        placed.add(new Order("C" + i % 50, i, "placed", new BigDecimal(i + ".95"), at));
        shipped.add(new Order("C" + i % 50, i, "shipped", new BigDecimal(i + ".95"), at));
      }
      BatchWrite.of(table).putAll(OrderEntity.SCHEMA, placed).execute().requireComplete();
      BatchWrite.of(table).putAll(OrderEntity.SCHEMA, shipped).execute().requireComplete();
      records = engine.streamRecords("bench");
    }
    if (records.size() != RECORDS) {
      throw new IllegalStateException("captured " + records.size() + " records, not " + RECORDS);
    }
    event = LambdaEvents.event(records);
  }


  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void readerTypedChanges(Blackhole sink) {
    for (Record record : records) {
      sink.consume(ShopService.change(ChangeRecord.of(record)));
    }
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void lambdaTypedChanges(Blackhole sink) {
    sink.consume(lambda.changes(event));
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void handwrittenFromStreamsApi(Blackhole sink) {
    for (Record record : records) {
      Map<String, AttributeValue> before = record.dynamodb().hasOldImage() ? record.dynamodb().oldImage() : null;
      Map<String, AttributeValue> after = record.dynamodb().hasNewImage() ? record.dynamodb().newImage() : null;
      Order old = before == null ? null : order(before);
      Order now = after == null ? null : order(after);
      sink.consume(record.eventNameAsString());
      sink.consume(old);
      sink.consume(now);
      sink.consume(old != null && now != null && !old.status().equals(now.status()));
    }
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void handwrittenFromLambdaEvent(Blackhole sink) {
    for (DynamodbEvent.DynamodbStreamRecord record : event.getRecords()) {
      Order old = record.getDynamodb().getOldImage() == null ? null : lambdaOrder(record.getDynamodb().getOldImage());
      Order now = record.getDynamodb().getNewImage() == null ? null : lambdaOrder(record.getDynamodb().getNewImage());
      sink.consume(record.getEventName());
      sink.consume(old);
      sink.consume(now);
      sink.consume(old != null && now != null && !old.status().equals(now.status()));
    }
  }

  /** What a careful hand-written decoder does: check the item's entity, read each attribute. */
  private static Order order(Map<String, AttributeValue> item) {
    AttributeValue entity = item.get("__entity");
    if (entity == null || !"order".equals(entity.s())) {
      return null;
    }
    return new Order(item.get("customerId").s(), Integer.parseInt(item.get("orderId").n()), item.get("status").s(),
        new BigDecimal(item.get("total").n()), Instant.parse(item.get("placedAt").s()));
  }

  private static Order lambdaOrder(
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item) {
    com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue entity = item.get("__entity");
    if (entity == null || !"order".equals(entity.getS())) {
      return null;
    }
    return new Order(item.get("customerId").getS(), Integer.parseInt(item.get("orderId").getN()),
        item.get("status").getS(), new BigDecimal(item.get("total").getN()), Instant.parse(item.get("placedAt").getS()));
  }
}
