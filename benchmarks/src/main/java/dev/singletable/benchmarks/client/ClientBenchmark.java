package dev.singletable.benchmarks.client;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
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
import org.openjdk.jmh.infra.Blackhole;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * One operation through the whole SDK stack (request marshalling, signing, the HTTP client
 * interface, response unmarshalling) against {@link CannedDynamoDbHttpClient}: the time the client
 * side spends per {@code get}, {@code put} and 25-item {@code query} of the medium item, by the
 * generated entity, hand-written code on the raw {@link DynamoDbClient} and the Enhanced Client
 * (bean and static schema). No network: what is measured is only what each library adds.
 *
 * <p>The SDK's request path is long, and on a 2-core machine the JIT needs about 20 seconds to
 * settle it: hence the long warm-up (20 s) in each of the three forks.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(3)
public class ClientBenchmark {
  static final String TENANT = "acme";
  private static final String ORDER_ID = "01HW1A7Q3T";
  // What singletable adds to every put and query of an entity sharing a table: a guard that never
  // overwrites another entity's item nor one a newer version of the entity wrote, and a filter that
  // never returns another entity's item. The *SameRequest
  // benchmarks send them by hand, so that their difference to the generated code is the library alone.
  private static final String PUT_GUARD = "(attribute_not_exists(#n0) OR (#n1 = :v0 AND (attribute_type(#n2, :v1) AND (NOT #n2 > :v2))))";
  private static final Map<String, String> PUT_GUARD_NAMES = Map.of("#n0", "pk", "#n1", "__entity", "#n2", "__version");
  private static final SecureRandom TOKENS = new SecureRandom();
  private static final Map<String, AttributeValue> PUT_GUARD_VALUES =
      Map.of(":v0", AttributeValue.fromS("order"), ":v1", AttributeValue.fromS("N"), ":v2", AttributeValue.fromN("1"));

  private DynamoDbClient client;
  private OrderEntity orders;
  private DynamoDbTable<OrderBean> beanTable;
  private DynamoDbTable<OrderBean> staticTable;
  private Order value;
  private OrderBean bean;

  @Setup
  public void setUp() {
    client = CannedDynamoDb.client(CannedDynamoDb.http());
    orders = OrderEntity.of(Table.of(client, CannedDynamoDb.TABLE));
    DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
    beanTable = enhanced.table(CannedDynamoDb.TABLE, TableSchema.fromBean(OrderBean.class));
    staticTable = enhanced.table(CannedDynamoDb.TABLE, StaticSchemas.ORDER);
    value = Fixtures.order();
    bean = Conversions.bean(value);
  }

  @TearDown
  public void tearDown() {
    client.close();
  }

  // ----- get: GetItem by key, the item decoded

  @Benchmark
  public Optional<Order> getGenerated() {
    return orders.get(TENANT, ORDER_ID).execute();
  }

  @Benchmark
  public Optional<Order> getRawClient() {
    GetItemResponse response = client.getItem(b -> b.tableName(CannedDynamoDb.TABLE).key(OrderItems.key(TENANT, ORDER_ID)));
    return response.hasItem() ? Optional.of(OrderItems.fromItem(response.item())) : Optional.empty();
  }

  @Benchmark
  public OrderBean getBeanSchema() {
    return beanTable.getItem(key());
  }

  @Benchmark
  public OrderBean getStaticSchema() {
    return staticTable.getItem(key());
  }

  // ----- put: the item encoded, PutItem

  @Benchmark
  public Order putGenerated() {
    return orders.put(value).execute();
  }

  @Benchmark
  public PutItemResponse putRawClient() {
    return client.putItem(PutItemRequest.builder().tableName(CannedDynamoDb.TABLE).item(OrderItems.toItem(value)).build());
  }

  @Benchmark
  public PutItemResponse putRawClientSameRequest() {
    return client.putItem(putSameRequest(value));
  }

  static PutItemRequest putSameRequest(Order value) {
    // The write token the library stores with every put, drawn the same way, so that the comparison
    // is still the library alone.
    byte[] token = new byte[16];
    TOKENS.nextBytes(token);
    Map<String, AttributeValue> item = OrderItems.toItem(value);
    item.put("__token", AttributeValue.fromS(Base64.getUrlEncoder().withoutPadding().encodeToString(token)));
    return PutItemRequest.builder()
        .tableName(CannedDynamoDb.TABLE)
        .item(item)
        .conditionExpression(PUT_GUARD)
        .expressionAttributeNames(PUT_GUARD_NAMES)
        .expressionAttributeValues(PUT_GUARD_VALUES)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  @Benchmark
  public void putBeanSchema() {
    beanTable.putItem(bean);
  }

  @Benchmark
  public void putStaticSchema() {
    staticTable.putItem(bean);
  }

  // ----- update: one attribute set, one added, UpdateItem returning the item as stored

  @Benchmark
  public Order updateGenerated() {
    return orders.update(TENANT, ORDER_ID).set(OrderEntity.NOTES, "leave at the door").add(OrderEntity.PRIORITY, 1).execute();
  }

  // ----- query: one page of 25 items of a partition, every item decoded

  @Benchmark
  public List<Order> queryGenerated() {
    return orders.query().primary(TENANT).list();
  }

  @Benchmark
  public List<Order> queryRawClient() {
    return decode(client.query(QueryRequest.builder()
        .tableName(CannedDynamoDb.TABLE)
        .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
        .expressionAttributeNames(Map.of("#pk", "pk", "#sk", "sk"))
        .expressionAttributeValues(Map.of(
            ":pk", AttributeValue.fromS("TENANT#" + TENANT), ":sk", AttributeValue.fromS("ORDER#")))
        .build()));
  }

  @Benchmark
  public List<Order> queryRawClientSameRequest() {
    return decode(client.query(querySameRequest()));
  }

  static QueryRequest querySameRequest() {
    return QueryRequest.builder()
        .tableName(CannedDynamoDb.TABLE)
        .keyConditionExpression("#n0 = :v0 AND begins_with(#n1, :v1)")
        .filterExpression("#n2 = :v2")
        .expressionAttributeNames(Map.of("#n0", "pk", "#n1", "sk", "#n2", "__entity"))
        .expressionAttributeValues(Map.of(
            ":v0", AttributeValue.fromS("TENANT#" + TENANT), ":v1", AttributeValue.fromS("ORDER#"),
            ":v2", AttributeValue.fromS("order")))
        .scanIndexForward(true)
        .build();
  }

  @Benchmark
  public List<OrderBean> queryBeanSchema() {
    return query(beanTable);
  }

  @Benchmark
  public List<OrderBean> queryStaticSchema() {
    return query(staticTable);
  }

  private static List<OrderBean> query(DynamoDbTable<OrderBean> table) {
    List<OrderBean> items = new ArrayList<>();
    table.query(QueryConditional.sortBeginsWith(Key.builder().partitionValue("TENANT#" + TENANT).sortValue("ORDER#").build()))
        .items()
        .forEach(items::add);
    return items;
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
    GetItemResponse response = client.getItem(b -> b.tableName(CannedDynamoDb.TABLE).key(OrderItems.key(TENANT, ORDER_ID)));
    return response.hasItem() ? Optional.of(OrderItems.fromItemChecked(response.item())) : Optional.empty();
  }

  /**
   * {@link #queryRawClientSameRequest} decoding each item with {@code OrderItems.fromItemChecked}:
   * the floor of a query that checks its items' keys. Timed only in {@link #queryPairedChecked}.
   *
   * @return the records
   */
  public List<Order> queryRawClientSameRequestChecked() {
    return decodeChecked(client.query(querySameRequest()));
  }

  /** The page's items decoded by the checked hand-written read; the async benchmarks use it too. */
  static List<Order> decodeChecked(QueryResponse response) {
    List<Order> items = new ArrayList<>(response.items().size());
    for (Map<String, AttributeValue> item : response.items()) {
      items.add(OrderItems.fromItemChecked(item));
    }
    return items;
  }

  /** The page's items decoded by the unchecked hand-written read; the async benchmarks use it too. */
  static List<Order> decode(QueryResponse response) {
    List<Order> items = new ArrayList<>(response.items().size());
    for (Map<String, AttributeValue> item : response.items()) {
      items.add(OrderItems.fromItem(item));
    }
    return items;
  }

  private static Key key() {
    return Key.builder().partitionValue("TENANT#" + TENANT).sortValue("ORDER#" + ORDER_ID).build();
  }
}
