package dev.singletable.benchmarks.marshalling;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.enhanced.OrderImmutable;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
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
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Marshalling the medium item: 20 attributes with a list and a map (26 stored with keys, GSI keys and identity): record to item ({@code toItem*}) and item to record
 * ({@code fromItem*}), by the generated entity, hand-written code and the Enhanced Client's bean,
 * immutable and static schemas. Every flavour stores and reads the same item
 * ({@code MarshallingEquivalenceTest}); schemas are built once, outside the measurement.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class OrderMarshalling {
  private TableSchema<OrderBean> beanSchema;
  private TableSchema<OrderImmutable> immutableSchema;
  private TableSchema<OrderBean> staticSchema;
  private Order value;
  private OrderBean bean;
  private OrderImmutable immutable;
  private Map<String, AttributeValue> item;

  @Setup
  public void setUp() {
    beanSchema = TableSchema.fromBean(OrderBean.class);
    immutableSchema = TableSchema.fromImmutableClass(OrderImmutable.class);
    staticSchema = StaticSchemas.ORDER;
    value = Fixtures.order();
    bean = Conversions.bean(value);
    immutable = Conversions.immutable(value);
    item = OrderEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemGenerated() {
    return OrderEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemHandWritten() {
    return OrderItems.toItem(value);
  }

  /** Hand-written code that also refuses what DynamoDB would refuse or silently corrupt: the floor of a checked write. */
  @Benchmark
  public Map<String, AttributeValue> toItemHandWrittenChecked() {
    return OrderItems.toItemChecked(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemBeanSchema() {
    return beanSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemImmutableSchema() {
    return immutableSchema.itemToMap(immutable, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemStaticSchema() {
    return staticSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Order fromItemGenerated() {
    return OrderEntity.fromItem(item);
  }

  @Benchmark
  public Order fromItemHandWritten() {
    return OrderItems.fromItem(item);
  }

  /** Hand-written code that also compares the stored keys with the attributes: the floor of a checked read. */
  @Benchmark
  public Order fromItemHandWrittenChecked() {
    return OrderItems.fromItemChecked(item);
  }

  @Benchmark
  public OrderBean fromItemBeanSchema() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public OrderImmutable fromItemImmutableSchema() {
    return immutableSchema.mapToItem(item);
  }

  @Benchmark
  public OrderBean fromItemStaticSchema() {
    return staticSchema.mapToItem(item);
  }
}
