package dev.singletable.benchmarks.collection;

import dev.singletable.benchmarks.handwritten.CheckedKeys;
import dev.singletable.runtime.Table;
import dev.singletable.samples.relationships.Customer;
import dev.singletable.samples.relationships.CustomerEntity;
import dev.singletable.samples.relationships.Order;
import dev.singletable.samples.relationships.OrderEntity;
import dev.singletable.samples.relationships.Question;
import dev.singletable.samples.relationships.QuestionEntity;
import dev.singletable.samples.relationships.RelationshipsService;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * One page of collection {@code customer} (the customer, 10 orders, 10 questions and 5 items of
 * another entity) read through {@code RelationshipsService.customer(id).list()} against a
 * hand-written loop that sends the same Query and builds the same records, switching on the
 * identity attribute. Both get the response from {@link CannedQueryClient}, so what is measured is
 * request building, dispatch and decoding.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class CollectionPageBenchmark {
  private RelationshipsService service;
  private DynamoDbClient client;

  /** The grouping the hand-written code returns, as the generated one does. */
  public record Grouped(Customer customer, List<Order> orders, List<Question> questions) {}

  @Setup
  public void setUp() {
    client = new CannedQueryClient(QueryResponse.builder().items(page()).count(25).scannedCount(25).build());
    service = RelationshipsService.of(Table.of(client, "relationships"));
  }

  /** The stored items of one page, as the generated entities write them. */
  static List<Map<String, AttributeValue>> page() {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (int i = 10; i >= 1; i--) {
      items.add(QuestionEntity.toItem(Question.of("XYQ", i, "Question number " + i + " about an order")));
    }
    items.add(CustomerEntity.toItem(new Customer("XYQ", "Tom")));
    for (int i = 1; i <= 10; i++) {
      items.add(OrderEntity.toItem(new Order("XYQ", i)));
    }
    for (int i = 1; i <= 5; i++) {
      items.add(Map.of("PK", AttributeValue.createS("CUSTOMER#XYQ"), "SK", AttributeValue.createS("ZNOTE#" + i),
          "__entity", AttributeValue.createS("note"), "__version", AttributeValue.createN("1")));
    }
    return items;
  }

  @Benchmark
  public RelationshipsService.CustomerCollection generated() {
    return service.customer("XYQ").list();
  }

  /**
   * {@link #handWritten} that also compares each member item's stored keys with its attributes, in
   * place, as a careful hand-written check would: the floor of a checked page.
   */
  @Benchmark
  public Grouped handWrittenChecked() {
    QueryResponse response = query();
    Customer customer = null;
    List<Order> orders = new ArrayList<>();
    List<Question> questions = new ArrayList<>();
    for (Map<String, AttributeValue> item : response.items()) {
      AttributeValue entity = item.get("__entity");
      AttributeValue version = item.get("__version");
      if (entity == null || version == null || !"1".equals(version.n())) {
        continue;
      }
      switch (entity.s()) {
        case "customer" -> {
          customer = new Customer(item.get("customerId").s(), item.get("name").s());
          CheckedKeys.require(item, "PK", "CUSTOMER#", customer.customerId());
          CheckedKeys.require(item, "SK", "CUSTOMER#", customer.customerId());
        }
        case "order" -> {
          Order order = new Order(item.get("customerId").s(), Integer.parseInt(item.get("orderId").n()));
          CheckedKeys.require(item, "PK", "CUSTOMER#", order.customerId());
          CheckedKeys.requirePadded(item, "SK", "ORDER#", order.orderId(), 5);
          orders.add(order);
        }
        case "question" -> {
          Question question = new Question(item.get("customerId").s(),
              Integer.parseInt(item.get("sortNumber").n()), Integer.parseInt(item.get("questionId").n()),
              item.get("text").s());
          CheckedKeys.require(item, "PK", "CUSTOMER#", question.customerId());
          CheckedKeys.requirePadded(item, "SK", "#QUESTION#", question.sortNumber(), 5);
          questions.add(question);
        }
        default -> {
          // another entity's item
        }
      }
    }
    return new Grouped(customer, orders, questions);
  }

  /** The Query the hand-written code sends: the same the generated collection sends. */
  private QueryResponse query() {
    return client.query(QueryRequest.builder()
        .tableName("relationships")
        .keyConditionExpression("#k0 = :v0")
        .expressionAttributeNames(Map.of("#k0", "PK"))
        .expressionAttributeValues(Map.of(":v0", AttributeValue.createS("CUSTOMER#XYQ")))
        .build());
  }

  @Benchmark
  public Grouped handWritten() {
    QueryResponse response = query();
    Customer customer = null;
    List<Order> orders = new ArrayList<>();
    List<Question> questions = new ArrayList<>();
    for (Map<String, AttributeValue> item : response.items()) {
      AttributeValue entity = item.get("__entity");
      AttributeValue version = item.get("__version");
      if (entity == null || version == null || !"1".equals(version.n())) {
        continue;
      }
      switch (entity.s()) {
        case "customer" -> customer = new Customer(item.get("customerId").s(), item.get("name").s());
        case "order" -> orders.add(new Order(item.get("customerId").s(), Integer.parseInt(item.get("orderId").n())));
        case "question" -> questions.add(new Question(item.get("customerId").s(),
            Integer.parseInt(item.get("sortNumber").n()), Integer.parseInt(item.get("questionId").n()),
            item.get("text").s()));
        default -> {
          // another entity's item
        }
      }
    }
    return new Grouped(customer, orders, questions);
  }
}
