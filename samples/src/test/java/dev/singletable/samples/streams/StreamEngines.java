package dev.singletable.samples.streams;

import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/**
 * Both engines for one test class alone, started at first use and stopped after the class. DynamoDB
 * Local writes to a table with a stream more slowly the more stream records the engine holds (over
 * every table: a second table's 5,000 writes take twice the first's), so the classes that write
 * thousands of changes do not share the JVM-wide engines, and leave nothing behind for the others.
 */
final class StreamEngines implements AutoCloseable {
  private DynamoDbLocal embedded;
  private DynamoDbLocal http;

  /** Both engines, named for test reports. */
  synchronized Stream<Named<DynamoDbLocal>> both() {
    if (embedded == null) {
      embedded = DynamoDbLocal.start(Engine.EMBEDDED);
      http = DynamoDbLocal.start(Engine.HTTP);
    }
    return Stream.of(Named.of("embedded", embedded), Named.of("http", http));
  }

  @Override
  public synchronized void close() {
    if (embedded != null) {
      embedded.close();
      http.close();
      embedded = null;
      http = null;
    }
  }
}
