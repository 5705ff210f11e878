package dev.singletable.benchmarks.stream;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.singletable.lambda.LambdaEvents;
import dev.singletable.lambda.StreamEventHandler;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.stream.AsyncStreamReader;
import dev.singletable.runtime.stream.ChangeRecord;
import dev.singletable.runtime.stream.Checkpoints;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Typed changes per second from {@value #RECORDS} real stream records (inserts, then modifications
 * of every order) of a table in moto (a server on a loopback port), each way against hand-written code that
 * reads the same records into the same {@code Order}s:
 *
 * <ul>
 *   <li>decoding only, the records captured once: as the stream reader decodes them ({@code
 *       ChangeRecord.of} then the service's {@code change}) against {@code handwrittenFromStreamsApi},
 *       and as the Lambda adapter does from the same records in Lambda's event model ({@code
 *       changes(event)}, and {@code handle(event, handler)} with its partial-failure response) against
 *       {@code handwrittenFromLambdaEvent};
 *   <li>through the readers: {@code StreamReader.poll} and {@code AsyncStreamReader.pollAsync} reading
 *       the whole stream from the engine (describing its shards, loading and writing the checkpoint,
 *       skipping checkpoint records), against {@code handwrittenGetRecords}, a hand-written {@code
 *       GetRecords} loop over the same shards decoding by hand. Before every invocation the
 *       checkpoint is set back to the stream's start and new readers are made, so that each reads
 *       the same {@value #RECORDS} changes (the async reader's first poll also reads the table's
 *       description, one {@code DescribeTable}).
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class StreamDecodeBenchmark {
  static final int RECORDS = 1_000;
  private static final String TABLE = "bench";
  private final StreamEventHandler<ShopService.Change> lambda = StreamEventHandler.of(ShopService::change);
  private DynamoDbEngine engine;
  private Table table;
  private String streamArn;
  private List<String> shardIds;
  private List<Record> records;
  private DynamodbEvent event;
  private StreamReader<ShopService.Change> reader;
  private AsyncStreamReader<ShopService.Change> asyncReader;

  @Setup(Level.Trial)
  public void capture() {
    engine = DynamoDbEngine.startMoto();
    engine.client().createTable(ShopService.createTableRequest(TABLE, StreamViewType.NEW_AND_OLD_IMAGES));
    table = Table.of(engine.client(), engine.asyncClient(), TABLE);
    List<Order> placed = new ArrayList<>();
    List<Order> shipped = new ArrayList<>();
    for (int i = 1; i <= RECORDS / 2; i++) {
      Instant at = Instant.parse("2024-05-01T10:00:00Z").plusSeconds(i);
      placed.add(new Order("C" + i % 50, i, "placed", new BigDecimal(i + ".95"), at));
      shipped.add(new Order("C" + i % 50, i, "shipped", new BigDecimal(i + ".95"), at));
    }
    BatchWrite.of(table).putAll(OrderEntity.SCHEMA, placed).execute().requireComplete();
    BatchWrite.of(table).putAll(OrderEntity.SCHEMA, shipped).execute().requireComplete();
    records = SampleEngine.of(engine).streamRecords(TABLE);
    if (records.size() != RECORDS) {
      throw new IllegalStateException("captured " + records.size() + " records, not " + RECORDS);
    }
    event = LambdaEvents.event(records);
    streamArn = engine.client().describeTable(b -> b.tableName(TABLE)).table().latestStreamArn();
    shardIds = engine.streamsClient().describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().stream()
        .map(Shard::shardId).toList();
  }

  /** Sets the checkpoints back to the stream's start and makes new readers, which know none yet. */
  @Setup(Level.Invocation)
  public void rewind() {
    Checkpoints checkpoints = Checkpoints.of(table);
    for (String shardId : shardIds) {
      checkpoints.save(shardId, new Checkpoints.Checkpoint(null, false));
    }
    reader = StreamReader.builder(engine.streamsClient(), table, ShopService::change).build();
    asyncReader = AsyncStreamReader.builder(engine.streamsAsyncClient(), table, ShopService::change).build();
  }

  @TearDown(Level.Trial)
  public void stop() {
    engine.close();
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void readerPoll(Blackhole sink) {
    expectAll(reader.poll(sink::consume));
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void asyncReaderPoll(Blackhole sink) {
    expectAll(asyncReader.pollAsync(sink::consume).join());
  }

  /** A careful hand-written reader: every shard from its start, GetRecords until a read finds nothing. */
  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void handwrittenGetRecords(Blackhole sink) {
    DynamoDbStreamsClient streams = engine.streamsClient();
    int decoded = 0;
    for (Shard shard : streams.describeStream(b -> b.streamArn(streamArn)).streamDescription().shards()) {
      String iterator = streams.getShardIterator(b -> b.streamArn(streamArn).shardId(shard.shardId())
          .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse response = streams.getRecords(b -> b.shardIterator(current));
        for (Record record : response.records()) {
          decoded += decode(record, sink) ? 1 : 0;
        }
        iterator = response.records().isEmpty() ? null : response.nextShardIterator();
      }
    }
    expectAll(decoded);
  }

  private static void expectAll(int changes) {
    if (changes != RECORDS) {
      throw new IllegalStateException("read " + changes + " changes, not " + RECORDS);
    }
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
  public void lambdaHandledBatch(Blackhole sink) {
    StreamsEventResponse response = lambda.handle(event, sink::consume);
    if (!response.getBatchItemFailures().isEmpty()) {
      throw new IllegalStateException("the batch reported failures: " + response.getBatchItemFailures());
    }
  }

  @Benchmark
  @OperationsPerInvocation(RECORDS)
  public void handwrittenFromStreamsApi(Blackhole sink) {
    for (Record record : records) {
      decode(record, sink);
    }
  }

  /** One record decoded by hand into the sink; false when it is no order's change (a checkpoint). */
  private static boolean decode(Record record, Blackhole sink) {
    Map<String, AttributeValue> before = record.dynamodb().hasOldImage() ? record.dynamodb().oldImage() : null;
    Map<String, AttributeValue> after = record.dynamodb().hasNewImage() ? record.dynamodb().newImage() : null;
    Order old = before == null ? null : order(before);
    Order now = after == null ? null : order(after);
    sink.consume(record.eventNameAsString());
    sink.consume(old);
    sink.consume(now);
    sink.consume(old != null && now != null && !old.status().equals(now.status()));
    return old != null || now != null;
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
