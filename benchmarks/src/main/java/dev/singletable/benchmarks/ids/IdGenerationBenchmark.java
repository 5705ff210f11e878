package dev.singletable.benchmarks.ids;

import dev.singletable.runtime.internal.Ids;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
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
 * Generated ids ({@code @GeneratedId}): ULIDs and version 7 UUIDs drawn per second by one thread
 * (random UUIDs beside them for scale), and the cost a generated id adds to a create, measured
 * without the database as the item the create sends: {@code completed(value)} then {@code
 * toItem(value)} of a value without an id against the same of a value that holds one (the id is
 * kept, so the difference is the draw and its rendering into the sort key).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(3)
public class IdGenerationBenchmark {
  private final Instant occurredAt = Instant.parse("2024-05-06T07:08:09.123Z");
  private final LoggedEvent withoutId = new LoggedEvent("orders", null, "OrderPlaced", "{\"total\":149.95}", occurredAt);
  private final LoggedEvent withId =
      new LoggedEvent("orders", "01HW9Z6Q3J8K7M2N4P5R6S7T8V", "OrderPlaced", "{\"total\":149.95}", occurredAt);

  @Benchmark
  public String ulid() {
    return Ids.ulid();
  }

  @Benchmark
  public UUID uuidV7() {
    return Ids.uuidV7();
  }

  @Benchmark
  public UUID randomUuid() {
    return Ids.randomUuid();
  }

  @Benchmark
  public Map<String, AttributeValue> createItemGeneratingTheId() {
    return LoggedEventEntity.toItem(LoggedEventEntity.completed(withoutId));
  }

  @Benchmark
  public Map<String, AttributeValue> createItemWithTheIdGiven() {
    return LoggedEventEntity.toItem(LoggedEventEntity.completed(withId));
  }
}
