package dev.singletable.benchmarks.scaling;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.enhanced.Wide20Bean;
import dev.singletable.benchmarks.enhanced.Wide20Schema;
import dev.singletable.benchmarks.enhanced.Wide50Bean;
import dev.singletable.benchmarks.enhanced.Wide50Schema;
import dev.singletable.benchmarks.enhanced.Wide5Bean;
import dev.singletable.benchmarks.enhanced.Wide5Schema;
import dev.singletable.benchmarks.handwritten.Wide20Items;
import dev.singletable.benchmarks.handwritten.Wide50Items;
import dev.singletable.benchmarks.handwritten.Wide5Items;
import dev.singletable.benchmarks.model.Wide20;
import dev.singletable.benchmarks.model.Wide20Entity;
import dev.singletable.benchmarks.model.Wide5;
import dev.singletable.benchmarks.model.Wide50;
import dev.singletable.benchmarks.model.Wide50Entity;
import dev.singletable.benchmarks.model.Wide5Entity;
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
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Record to item and back at 5, 20 and 50 attributes (strings, longs, booleans and ints in turn),
 * by the generated entity, hand-written code and the Enhanced Client's static schema, the fastest
 * of its mappings. Time per item; the report divides by the width for the cost per attribute.
 *
 * <p>JMH runs each width in its own forks, so each benchmark method's switch takes one branch per
 * JVM and its call site stays monomorphic, as a real application's is.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class WidthBenchmark {
  @Param({"5", "20", "50"})
  public int width;

  private Wide5 wide5;
  private Wide20 wide20;
  private Wide50 wide50;
  private Wide5Bean bean5;
  private Wide20Bean bean20;
  private Wide50Bean bean50;
  private Map<String, AttributeValue> item;

  @Setup
  public void setUp() {
    wide5 = Fixtures.wide5("w-1");
    wide20 = Fixtures.wide20("w-1");
    wide50 = Fixtures.wide50("w-1");
    bean5 = Wide5Schema.bean(wide5);
    bean20 = Wide20Schema.bean(wide20);
    bean50 = Wide50Schema.bean(wide50);
    item = toItemGenerated();
  }

  @Benchmark
  public Map<String, AttributeValue> toItemGenerated() {
    return switch (width) {
      case 5 -> Wide5Entity.toItem(wide5);
      case 20 -> Wide20Entity.toItem(wide20);
      default -> Wide50Entity.toItem(wide50);
    };
  }

  @Benchmark
  public Map<String, AttributeValue> toItemHandWritten() {
    return switch (width) {
      case 5 -> Wide5Items.toItem(wide5);
      case 20 -> Wide20Items.toItem(wide20);
      default -> Wide50Items.toItem(wide50);
    };
  }

  @Benchmark
  public Map<String, AttributeValue> toItemStaticSchema() {
    return switch (width) {
      case 5 -> Wide5Schema.SCHEMA.itemToMap(bean5, true);
      case 20 -> Wide20Schema.SCHEMA.itemToMap(bean20, true);
      default -> Wide50Schema.SCHEMA.itemToMap(bean50, true);
    };
  }

  @Benchmark
  public Object fromItemGenerated() {
    return switch (width) {
      case 5 -> Wide5Entity.fromItem(item);
      case 20 -> Wide20Entity.fromItem(item);
      default -> Wide50Entity.fromItem(item);
    };
  }

  @Benchmark
  public Object fromItemHandWritten() {
    return switch (width) {
      case 5 -> Wide5Items.fromItem(item);
      case 20 -> Wide20Items.fromItem(item);
      default -> Wide50Items.fromItem(item);
    };
  }

  @Benchmark
  public Object fromItemStaticSchema() {
    return switch (width) {
      case 5 -> Wide5Schema.SCHEMA.mapToItem(item);
      case 20 -> Wide20Schema.SCHEMA.mapToItem(item);
      default -> Wide50Schema.SCHEMA.mapToItem(item);
    };
  }
}
