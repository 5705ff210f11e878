package dev.singletable.test;

import software.amazon.awssdk.regions.Region;

/**
 * An endpoint as a user would name one: a second moto server, started here the way a user runs
 * their own engine, reached through {@link DynamoDbEngine#connect}, so that the kit's endpoint mode
 * (per-run table prefixes, deleting what it created) is tested on a real engine.
 */
final class UserEndpoint {
  private static DynamoDbEngine engine;

  private UserEndpoint() {}

  static synchronized DynamoDbEngine engine() {
    if (engine == null) {
      MotoServer server = MotoServer.start();
      engine = DynamoDbEngine.connect(server.endpoint(), Region.US_EAST_1);
    }
    return engine;
  }
}
