package dev.singletable.benchmarks.marshalling;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.ShipmentBean;
import dev.singletable.benchmarks.enhanced.ShipmentImmutable;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.ShipmentItems;
import dev.singletable.benchmarks.model.Shipment;
import dev.singletable.benchmarks.model.ShipmentEntity;
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
 * Marshalling the nested item: a nested record and a list of 3 nested records: record to item ({@code toItem*}) and item to record
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
public class ShipmentMarshalling {
  private TableSchema<ShipmentBean> beanSchema;
  private TableSchema<ShipmentImmutable> immutableSchema;
  private TableSchema<ShipmentBean> staticSchema;
  private Shipment value;
  private ShipmentBean bean;
  private ShipmentImmutable immutable;
  private Map<String, AttributeValue> item;

  @Setup
  public void setUp() {
    beanSchema = TableSchema.fromBean(ShipmentBean.class);
    immutableSchema = TableSchema.fromImmutableClass(ShipmentImmutable.class);
    staticSchema = StaticSchemas.SHIPMENT;
    value = Fixtures.shipment();
    bean = Conversions.bean(value);
    immutable = Conversions.immutable(value);
    item = ShipmentEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemGenerated() {
    return ShipmentEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemHandWritten() {
    return ShipmentItems.toItem(value);
  }

  /** Hand-written code that also refuses what DynamoDB would refuse or silently corrupt: the floor of a checked write. */
  @Benchmark
  public Map<String, AttributeValue> toItemHandWrittenChecked() {
    return ShipmentItems.toItemChecked(value);
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
  public Shipment fromItemGenerated() {
    return ShipmentEntity.fromItem(item);
  }

  @Benchmark
  public Shipment fromItemHandWritten() {
    return ShipmentItems.fromItem(item);
  }

  /** Hand-written code that also compares the stored keys with the attributes: the floor of a checked read. */
  @Benchmark
  public Shipment fromItemHandWrittenChecked() {
    return ShipmentItems.fromItemChecked(item);
  }

  @Benchmark
  public ShipmentBean fromItemBeanSchema() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public ShipmentImmutable fromItemImmutableSchema() {
    return immutableSchema.mapToItem(item);
  }

  @Benchmark
  public ShipmentBean fromItemStaticSchema() {
    return staticSchema.mapToItem(item);
  }
}
