package dev.singletable.benchmarks.marshalling;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.ProfileBean;
import dev.singletable.benchmarks.enhanced.ProfileImmutable;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.ProfileItems;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.benchmarks.model.ProfileEntity;
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
 * Marshalling the small item: 5 attributes (9 stored with keys and identity): record to item ({@code toItem*}) and item to record
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
public class ProfileMarshalling {
  private TableSchema<ProfileBean> beanSchema;
  private TableSchema<ProfileImmutable> immutableSchema;
  private TableSchema<ProfileBean> staticSchema;
  private Profile value;
  private ProfileBean bean;
  private ProfileImmutable immutable;
  private Map<String, AttributeValue> item;

  @Setup
  public void setUp() {
    beanSchema = TableSchema.fromBean(ProfileBean.class);
    immutableSchema = TableSchema.fromImmutableClass(ProfileImmutable.class);
    staticSchema = StaticSchemas.PROFILE;
    value = Fixtures.profile();
    bean = Conversions.bean(value);
    immutable = Conversions.immutable(value);
    item = ProfileEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemGenerated() {
    return ProfileEntity.toItem(value);
  }

  @Benchmark
  public Map<String, AttributeValue> toItemHandWritten() {
    return ProfileItems.toItem(value);
  }

  /** Hand-written code that also refuses what DynamoDB would refuse or silently corrupt: the floor of a checked write. */
  @Benchmark
  public Map<String, AttributeValue> toItemHandWrittenChecked() {
    return ProfileItems.toItemChecked(value);
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
  public Profile fromItemGenerated() {
    return ProfileEntity.fromItem(item);
  }

  @Benchmark
  public Profile fromItemHandWritten() {
    return ProfileItems.fromItem(item);
  }

  /** Hand-written code that also compares the stored keys with the attributes: the floor of a checked read. */
  @Benchmark
  public Profile fromItemHandWrittenChecked() {
    return ProfileItems.fromItemChecked(item);
  }

  @Benchmark
  public ProfileBean fromItemBeanSchema() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public ProfileImmutable fromItemImmutableSchema() {
    return immutableSchema.mapToItem(item);
  }

  @Benchmark
  public ProfileBean fromItemStaticSchema() {
    return staticSchema.mapToItem(item);
  }
}
