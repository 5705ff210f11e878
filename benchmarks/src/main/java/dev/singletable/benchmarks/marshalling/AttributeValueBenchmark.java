package dev.singletable.benchmarks.marshalling;

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
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The floor under every {@code toItem}: one {@code AttributeValue}, made with the SDK's documented
 * {@code fromS}, {@code fromN}, ... (which run the builder: a {@code BuilderImpl}, an {@code EnumSet}
 * of the union's members, then the value) and with its {@code createS}, {@code createN}, ..., which
 * go straight to the constructor and which the Enhanced Client's converters, singletable's runtime
 * and generated code, and the hand-written baseline use. A medium item is 30 such values.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class AttributeValueBenchmark {
  private String text = "Unter den Linden 1";
  private String number = "149.95";
  private List<AttributeValue> list = List.of(AttributeValue.fromS("gift"), AttributeValue.fromS("eu"));
  private Map<String, AttributeValue> map = Map.of("source", AttributeValue.fromS("newsletter"));

  @Benchmark
  public AttributeValue fromS() {
    return AttributeValue.fromS(text);
  }

  @Benchmark
  public AttributeValue createS() {
    return AttributeValue.createS(text);
  }

  @Benchmark
  public AttributeValue fromN() {
    return AttributeValue.fromN(number);
  }

  @Benchmark
  public AttributeValue createN() {
    return AttributeValue.createN(number);
  }

  @Benchmark
  public AttributeValue fromL() {
    return AttributeValue.fromL(list);
  }

  @Benchmark
  public AttributeValue createL() {
    return AttributeValue.createL(list);
  }

  @Benchmark
  public AttributeValue fromM() {
    return AttributeValue.fromM(map);
  }

  @Benchmark
  public AttributeValue createM() {
    return AttributeValue.createM(map);
  }
}
