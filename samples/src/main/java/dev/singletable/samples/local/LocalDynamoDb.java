package dev.singletable.samples.local;

import dev.singletable.test.DynamoDbLocal;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A running DynamoDB engine for the samples and their tests: Amazon DynamoDB Local, either
 * embedded in this JVM or as an HTTP server on a loopback port (so that the SDK's real HTTP path
 * is exercised), or a remote endpoint / AWS itself. DynamoDB Local is started by the test kit's
 * {@link DynamoDbLocal}, with telemetry off and without its start-up banner.
 */
public final class LocalDynamoDb implements AutoCloseable {
  /** Environment variable naming an endpoint to use instead of the embedded engine. */
  public static final String ENDPOINT_VARIABLE = "SINGLETABLE_DYNAMODB_ENDPOINT";

  private final String description;
  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streamsClient;
  private final AutoCloseable engine;

  private LocalDynamoDb(String description, DynamoDbClient client, DynamoDbStreamsClient streamsClient,
      AutoCloseable engine) {
    this.description = description;
    this.client = client;
    this.streamsClient = streamsClient;
    this.engine = engine;
  }

  /** DynamoDB Local in this JVM, in memory, telemetry off. */
  public static LocalDynamoDb embedded() {
    return of(DynamoDbLocal.embedded());
  }

  /** DynamoDB Local as an HTTP server on a free loopback port, in memory, telemetry off. */
  public static LocalDynamoDb httpServer() {
    return of(DynamoDbLocal.httpServer());
  }

  /** The engine {@code local} through its own clients; closing this closes {@code local}. */
  public static LocalDynamoDb of(DynamoDbLocal local) {
    return new LocalDynamoDb(local.toString(), local.client(), local.streamsClient(), local);
  }

  /**
   * The engine the environment asks for: {@value #ENDPOINT_VARIABLE} names an endpoint (with
   * {@code AWS_REGION}, default us-east-1); {@code SINGLETABLE_USE_AWS=true} uses AWS with the
   * default credential chain; otherwise embedded DynamoDB Local.
   */
  public static LocalDynamoDb fromEnvironment() {
    String endpoint = System.getenv(ENDPOINT_VARIABLE);
    String region = System.getenv().getOrDefault("AWS_REGION", "us-east-1");
    if (endpoint != null && !endpoint.isBlank()) {
      URI uri = URI.create(endpoint);
      DynamoDbClient remote = remoteClient(uri, Region.of(region));
      DynamoDbStreamsClient streams = remoteStreamsClient(uri, Region.of(region));
      return new LocalDynamoDb("endpoint " + uri, remote, streams, () -> closeBoth(remote, streams));
    }
    if ("true".equalsIgnoreCase(System.getenv("SINGLETABLE_USE_AWS"))) {
      DynamoDbClient aws = DynamoDbClient.builder().region(Region.of(region)).build();
      DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder().region(Region.of(region)).build();
      return new LocalDynamoDb("Amazon DynamoDB (" + region + ")", aws, streams, () -> closeBoth(aws, streams));
    }
    return embedded();
  }

  /** The client connected to this engine. */
  public DynamoDbClient client() {
    return client;
  }

  /** The DynamoDB Streams client of this engine: what a {@code StreamReader} reads a table's stream with. */
  public DynamoDbStreamsClient streamsClient() {
    return streamsClient;
  }

  /**
   * Every record a table's stream holds now, shard by shard, read with the streams API: what tests
   * build Lambda events and time-to-live removals from.
   */
  public List<Record> streamRecords(String tableName) {
    String arn = client.describeTable(b -> b.tableName(tableName)).table().latestStreamArn();
    List<Record> records = new ArrayList<>();
    for (Shard shard : streamsClient.describeStream(b -> b.streamArn(arn)).streamDescription().shards()) {
      String iterator = streamsClient.getShardIterator(b -> b.streamArn(arn).shardId(shard.shardId())
          .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse response = streamsClient.getRecords(b -> b.shardIterator(current));
        records.addAll(response.records());
        // An open shard always hands out a next iterator: stop at the first empty read.
        iterator = response.records().isEmpty() ? null : response.nextShardIterator();
      }
    }
    return records;
  }

  /** What this engine is, for logs. */
  public String description() {
    return description;
  }

  @Override
  public void close() {
    try {
      engine.close();
    } catch (Exception e) {
      throw new IllegalStateException("cannot stop " + description, e);
    }
  }

  @Override
  public String toString() {
    return description;
  }

  private static DynamoDbClient remoteClient(URI endpoint, Region region) {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .build();
  }

  private static DynamoDbStreamsClient remoteStreamsClient(URI endpoint, Region region) {
    return DynamoDbStreamsClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .build();
  }

  private static void closeBoth(DynamoDbClient client, DynamoDbStreamsClient streams) {
    client.close();
    streams.close();
  }
}
