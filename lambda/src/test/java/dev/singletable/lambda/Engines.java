package dev.singletable.lambda;

import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/** The test kit's engine of the test JVM (a moto server, or the endpoint the environment names), over HTTP. */
final class Engines {
  private static SampleEngine engine;

  private Engines() {}

  static synchronized Stream<Named<SampleEngine>> all() {
    if (engine == null) {
      engine = SampleEngine.of(DynamoDbEngine.shared());
    }
    return Stream.of(Named.of("moto", engine));
  }
}
