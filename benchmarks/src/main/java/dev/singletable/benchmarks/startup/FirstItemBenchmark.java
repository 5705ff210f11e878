package dev.singletable.benchmarks.startup;

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
 * The cold path AWS Lambda pays: in a fresh JVM per fork, the time (and, with {@code -prof gc} and
 * {@code -prof cl}, the bytes allocated and classes loaded) from nothing to the first medium item
 * marshalled. Each measured call is the only one of its JVM, so it includes initialising the entity
 * class or building the schema, and loading every SDK class marshalling needs ({@code
 * AttributeValue} and its builders, the Enhanced Client's converters and introspection).
 *
 * <p>The input record, bean or immutable is made in {@link #setUp()} from classes of this module
 * only: the application already holds its data; what differs is what the mapping costs. {@code
 * setUp} touches none of the SDK, the runtime or the generated entity, so none of them is loaded
 * before the measurement starts.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(20)
public class FirstItemBenchmark {
  private Order value;
  private OrderBean bean;
  private OrderImmutable immutable;

  @Setup
  public void setUp() {
    value = Fixtures.order();
    bean = Conversions.bean(value);
    immutable = Conversions.immutable(value);
  }

  /** The generated entity: its static initialiser parses the key templates and builds the codecs. */
  @Benchmark
  public Map<String, AttributeValue> generated() {
    return OrderEntity.toItem(value);
  }

  /**
   * Below every mapping: the first {@code AttributeValue} alone, whose class initialisation (field
   * metadata built with a lambda per member) every way of producing an item pays.
   */
  @Benchmark
  public AttributeValue firstAttributeValue() {
    return AttributeValue.createS(value.orderId());
  }

  /** The floor: hand-written code loads no more than {@code AttributeValue}. */
  @Benchmark
  public Map<String, AttributeValue> handWritten() {
    return OrderItems.toItem(value);
  }

  /** {@code TableSchema.fromBean}: bean introspection and LambdaMetafactory per property. */
  @Benchmark
  public Map<String, AttributeValue> beanSchema() {
    return TableSchema.fromBean(OrderBean.class).itemToMap(bean, true);
  }

  /** {@code TableSchema.fromImmutableClass}: the same introspection over getters and the builder. */
  @Benchmark
  public Map<String, AttributeValue> immutableSchema() {
    return TableSchema.fromImmutableClass(OrderImmutable.class).itemToMap(immutable, true);
  }

  /** The Enhanced Client without introspection: a hand-built {@code StaticTableSchema}. */
  @Benchmark
  public Map<String, AttributeValue> staticSchema() {
    return StaticSchemas.ORDER.itemToMap(bean, true);
  }
}
