package dev.singletable.benchmarks.client;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
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
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbAsyncTable;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedAsyncClient;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * {@link ClientBenchmark}'s get, put and 25-item query through the async APIs: singletable's async
 * terminals ({@code executeAsync()}, {@code listAsync()}) on a {@code Table} bound to a {@link
 * DynamoDbAsyncClient}, the raw {@link DynamoDbAsyncClient} sending the very requests singletable
 * sends (its put guard and write token, its query filter; {@link ClientBenchmark#putSameRequest},
 * {@link ClientBenchmark#querySameRequest}) with hand-written marshalling, and the {@link
 * DynamoDbEnhancedAsyncClient} with the bean and the static schema. All of them over {@link
 * CannedDynamoDbAsyncHttpClient}, which answers with the same canned responses as the sync
 * benchmark's HTTP client. Each method joins its future, so one call is measured from the request
 * built to the value decoded.
 *
 * <p>The client completes its futures on the calling thread ({@link CannedDynamoDb#asyncClient}): a
 * call is measured without a hand-off between threads.
 *
 * <p>Twenty one-second warm-up iterations: on a two-core machine the async pipeline's code is still
 * being compiled after ten (a fork's time per call was still falling through its five measured
 * iterations), so a shorter warm-up measured the compiler, not the call. Ten measured iterations:
 * on this shared machine single seconds run up to half again as slow as their neighbours, and a
 * fork's median needs enough of them to stand on.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 20, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(3)
public class AsyncClientBenchmark {
  private static final String TENANT = ClientBenchmark.TENANT;
  private static final String ORDER_ID = "01HW1A7Q3T";

  private CannedDynamoDbAsyncHttpClient http;
  private DynamoDbAsyncClient client;
  private OrderEntity orders;
  private DynamoDbAsyncTable<OrderBean> beanTable;
  private DynamoDbAsyncTable<OrderBean> staticTable;
  private Order value;
  private OrderBean bean;

  @Setup
  public void setUp() {
    http = CannedDynamoDb.asyncHttp();
    client = CannedDynamoDb.asyncClient(http);
    orders = OrderEntity.of(Table.of(client, CannedDynamoDb.TABLE));
    DynamoDbEnhancedAsyncClient enhanced = DynamoDbEnhancedAsyncClient.builder().dynamoDbClient(client).build();
    beanTable = enhanced.table(CannedDynamoDb.TABLE, TableSchema.fromBean(OrderBean.class));
    staticTable = enhanced.table(CannedDynamoDb.TABLE, StaticSchemas.ORDER);
    value = Fixtures.order();
    bean = Conversions.bean(value);
  }

  @TearDown
  public void tearDown() {
    client.close();
  }

  /** The bytes of every request body the HTTP client has read: proof that requests were sent. */
  long requestBytes() {
    return http.requestBytes();
  }

  // ----- get: GetItem by key, the item decoded

  @Benchmark
  public Optional<Order> getGenerated() {
    return orders.get(TENANT, ORDER_ID).executeAsync().join();
  }

  @Benchmark
  public Optional<Order> getRawClient() {
    return client.getItem(b -> b.tableName(CannedDynamoDb.TABLE).key(OrderItems.key(TENANT, ORDER_ID)))
        .thenApply(response -> response.hasItem() ? Optional.of(OrderItems.fromItem(response.item())) : Optional.<Order>empty())
        .join();
  }

  @Benchmark
  public OrderBean getBeanSchema() {
    return beanTable.getItem(key()).join();
  }

  @Benchmark
  public OrderBean getStaticSchema() {
    return staticTable.getItem(key()).join();
  }

  // ----- put: the item encoded, PutItem (singletable's guard and write token in both generated and raw)

  @Benchmark
  public Order putGenerated() {
    return orders.put(value).executeAsync().join();
  }

  @Benchmark
  public PutItemResponse putRawClientSameRequest() {
    return client.putItem(ClientBenchmark.putSameRequest(value)).join();
  }

  @Benchmark
  public void putBeanSchema() {
    beanTable.putItem(bean).join();
  }

  @Benchmark
  public void putStaticSchema() {
    staticTable.putItem(bean).join();
  }

  // ----- query: one page of 25 items of a partition, every item decoded

  @Benchmark
  public List<Order> queryGenerated() {
    return orders.query().primary(TENANT).listAsync().join();
  }

  @Benchmark
  public List<Order> queryRawClientSameRequest() {
    return client.query(ClientBenchmark.querySameRequest()).thenApply(ClientBenchmark::decode).join();
  }

  @Benchmark
  public List<OrderBean> queryBeanSchema() {
    return query(beanTable).join();
  }

  @Benchmark
  public List<OrderBean> queryStaticSchema() {
    return query(staticTable).join();
  }

  private static CompletableFuture<List<OrderBean>> query(DynamoDbAsyncTable<OrderBean> table) {
    List<OrderBean> items = new ArrayList<>();
    return table.query(QueryConditional.sortBeginsWith(Key.builder().partitionValue("TENANT#" + TENANT).sortValue("ORDER#").build()))
        .items()
        .subscribe(items::add)
        .thenApply(done -> items);
  }

  // ----- paired: generated and the raw client's same request in turns, each call timed (PairedCalls)

  /** {@link #getGenerated} and {@link #getRawClient} in turns, each call timed on its own. */
  @Benchmark
  public void getPaired(PairedCalls pair, Blackhole hole) {
    pair.time(this::getGenerated, this::getRawClient, hole);
  }

  /** {@link #putGenerated} and {@link #putRawClientSameRequest} in turns, each call timed on its own. */
  @Benchmark
  public void putPaired(PairedCalls pair, Blackhole hole) {
    pair.time(this::putGenerated, this::putRawClientSameRequest, hole);
  }

  /** {@link #queryGenerated} and {@link #queryRawClientSameRequest} in turns, each call timed on its own. */
  @Benchmark
  public void queryPaired(PairedCalls pair, Blackhole hole) {
    pair.time(this::queryGenerated, this::queryRawClientSameRequest, hole);
  }

  /**
   * {@link #getPaired} against the raw get whose item is decoded with its stored keys compared in
   * place ({@link #getRawClientChecked}): what is left of the difference when the raw side checks
   * the keys too.
   */
  @Benchmark
  public void getPairedChecked(PairedCalls pair, Blackhole hole) {
    pair.time(this::getGenerated, this::getRawClientChecked, hole);
  }

  /**
   * {@link #queryPaired} against the raw query whose items are decoded with their stored keys
   * compared in place ({@link #queryRawClientSameRequestChecked}).
   */
  @Benchmark
  public void queryPairedChecked(PairedCalls pair, Blackhole hole) {
    pair.time(this::queryGenerated, this::queryRawClientSameRequestChecked, hole);
  }

  /**
   * {@link #getRawClient} decoding the item with {@code OrderItems.fromItemChecked}, which also
   * compares its stored keys with its attributes in place: the floor of a get that checks its keys.
   * Timed only in {@link #getPairedChecked}.
   *
   * @return the record
   */
  public Optional<Order> getRawClientChecked() {
    return client.getItem(b -> b.tableName(CannedDynamoDb.TABLE).key(OrderItems.key(TENANT, ORDER_ID)))
        .thenApply(response -> response.hasItem() ? Optional.of(OrderItems.fromItemChecked(response.item()))
            : Optional.<Order>empty())
        .join();
  }

  /**
   * {@link #queryRawClientSameRequest} decoding each item with {@code OrderItems.fromItemChecked}:
   * the floor of a query that checks its items' keys. Timed only in {@link #queryPairedChecked}.
   *
   * @return the records
   */
  public List<Order> queryRawClientSameRequestChecked() {
    return client.query(ClientBenchmark.querySameRequest()).thenApply(ClientBenchmark::decodeChecked).join();
  }

  private static Key key() {
    return Key.builder().partitionValue("TENANT#" + TENANT).sortValue("ORDER#" + ORDER_ID).build();
  }
}
