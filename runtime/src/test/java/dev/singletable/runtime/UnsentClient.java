package dev.singletable.runtime;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A real client pointed at a closed port, and table {@code app} on it, for tests that build requests
 * and never send them. Shared by the test JVM, which closes it on exit.
 */
final class UnsentClient {
  static final DynamoDbClient CLIENT = DynamoDbClient.builder()
      .region(Region.US_EAST_1)
      .endpointOverride(URI.create("http://127.0.0.1:9"))
      .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("unused", "unused")))
      .build();
  static final Table TABLE = Table.of(CLIENT, "app");

  private UnsentClient() {}
}
