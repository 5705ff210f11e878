package dev.singletable.lambda;

import dev.singletable.samples.local.LocalDynamoDb;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/** Both DynamoDB Local engines, embedded and over HTTP, started once per test JVM. */
final class LocalEngines {
  private static LocalDynamoDb embedded;
  private static LocalDynamoDb http;

  private LocalEngines() {}

  static synchronized Stream<Named<LocalDynamoDb>> both() {
    if (embedded == null) {
      embedded = LocalDynamoDb.embedded();
      http = LocalDynamoDb.httpServer();
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        embedded.close();
        http.close();
      }));
    }
    return Stream.of(Named.of("embedded", embedded), Named.of("http", http));
  }
}
