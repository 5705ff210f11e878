package dev.singletable.benchmarks.scaling;

import dev.singletable.benchmarks.client.CannedDynamoDb;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.runtime.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.model.QueryConditional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * One query page of 10, 100 and 1,000 medium items: decoding the page's items alone
 * ({@code decode*}), and the whole query through the SDK over the canned HTTP client
 * ({@code query*}), by the generated entity, hand-written code on the raw client and the Enhanced
 * Client's static schema. Time per page; the report divides by the page size for the cost per item.
 * A 1,000-item page of this item is about 1 MB, DynamoDB's largest.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(3)
public class PageBenchmark {
  private static final String TENANT = "acme";

  @Param({"10", "100", "1000"})
  public int items;

  private List<Map<String, AttributeValue>> page;
  private DynamoDbClient client;
  private OrderEntity orders;
  private DynamoDbTable<OrderBean> staticTable;

  @Setup
  public void setUp() {
    page = CannedDynamoDb.page(items);
    client = CannedDynamoDb.client(CannedDynamoDb.http(items));
    orders = OrderEntity.of(Table.of(client, CannedDynamoDb.TABLE));
    staticTable = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
        .table(CannedDynamoDb.TABLE, StaticSchemas.ORDER);
  }

  @TearDown
  public void tearDown() {
    client.close();
  }

  @Benchmark
  public List<Order> decodeGenerated() {
    List<Order> decoded = new ArrayList<>(page.size());
    for (Map<String, AttributeValue> item : page) {
      decoded.add(OrderEntity.fromItem(item));
    }
    return decoded;
  }

  @Benchmark
  public List<Order> decodeHandWritten() {
    List<Order> decoded = new ArrayList<>(page.size());
    for (Map<String, AttributeValue> item : page) {
      decoded.add(OrderItems.fromItem(item));
    }
    return decoded;
  }

  @Benchmark
  public List<OrderBean> decodeStaticSchema() {
    List<OrderBean> decoded = new ArrayList<>(page.size());
    for (Map<String, AttributeValue> item : page) {
      decoded.add(StaticSchemas.ORDER.mapToItem(item));
    }
    return decoded;
  }

  @Benchmark
  public List<Order> queryGenerated() {
    return orders.query().primary(TENANT).list();
  }

  @Benchmark
  public List<Order> queryHandWritten() {
    QueryResponse response = client.query(QueryRequest.builder()
        .tableName(CannedDynamoDb.TABLE)
        .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
        .expressionAttributeNames(Map.of("#pk", "pk", "#sk", "sk"))
        .expressionAttributeValues(Map.of(
            ":pk", AttributeValue.fromS("TENANT#" + TENANT), ":sk", AttributeValue.fromS("ORDER#")))
        .build());
    List<Order> decoded = new ArrayList<>(response.items().size());
    for (Map<String, AttributeValue> item : response.items()) {
      decoded.add(OrderItems.fromItem(item));
    }
    return decoded;
  }

  @Benchmark
  public List<OrderBean> queryStaticSchema() {
    List<OrderBean> decoded = new ArrayList<>();
    staticTable.query(QueryConditional.sortBeginsWith(
            Key.builder().partitionValue("TENANT#" + TENANT).sortValue("ORDER#").build()))
        .items()
        .forEach(decoded::add);
    return decoded;
  }
}
