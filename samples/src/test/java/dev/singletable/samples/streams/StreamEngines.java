package dev.singletable.samples.streams;

import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/**
 * The engines of a stream test class. DynamoDB Local writes to a table with a stream, and reads and
 * describes a stream, more slowly the more stream records the engine holds (over every table: a
 * second table's 5,000 writes take twice the first's), so a test that writes thousands of changes
 * starts an engine of its own ({@link #start}), without records, which {@link #close}, called after
 * the test, stops; the tests that write a few hundred share one engine of each kind for the class
 * ({@link #shared}, stopped by {@link #closeShared} after the class). None of them uses the JVM-wide
 * engines, so they leave nothing behind for other classes.
 */
final class StreamEngines implements AutoCloseable {
  private final List<DynamoDbLocal> started = new ArrayList<>();
  private final Map<Engine, DynamoDbLocal> shared = new EnumMap<>(Engine.class);

  /** Both kinds of engine, named for test reports; a test starts its own with {@link #start}. */
  static Stream<Named<Engine>> kinds() {
    return Stream.of(Named.of("embedded", Engine.EMBEDDED), Named.of("http", Engine.HTTP));
  }

  /** A new engine of this kind, stopped by {@link #close}. */
  synchronized DynamoDbLocal start(Engine kind) {
    DynamoDbLocal engine = DynamoDbLocal.start(kind);
    started.add(engine);
    return engine;
  }

  /** The engine of this kind that the class's lighter tests share, started at first use. */
  synchronized DynamoDbLocal shared(Engine kind) {
    return shared.computeIfAbsent(kind, DynamoDbLocal::start);
  }

  /** Stops the shared engines. */
  synchronized void closeShared() {
    shared.values().forEach(DynamoDbLocal::close);
    shared.clear();
  }

  /** Stops the engines started with {@link #start}. */
  @Override
  public synchronized void close() {
    for (DynamoDbLocal engine : started) {
      engine.close();
    }
    started.clear();
  }
}
