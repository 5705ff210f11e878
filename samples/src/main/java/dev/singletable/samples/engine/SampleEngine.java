package dev.singletable.samples.engine;

import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.MotoServer;
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
 * A running DynamoDB engine for the samples and their tests, always reached over HTTP: a moto server
 * on a loopback port started by the test kit's {@link DynamoDbEngine} (see {@link MotoServer} for
 * where moto is found), or a remote endpoint / AWS itself.
 */
public final class SampleEngine implements AutoCloseable {
  /** Environment variable naming an endpoint to use instead of a moto server. */
  public static final String ENDPOINT_VARIABLE = "SINGLETABLE_DYNAMODB_ENDPOINT";

  private final String description;
  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streamsClient;
  private final AutoCloseable engine;

  private SampleEngine(String description, DynamoDbClient client, DynamoDbStreamsClient streamsClient,
      AutoCloseable engine) {
    this.description = description;
    this.client = client;
    this.streamsClient = streamsClient;
    this.engine = engine;
  }

  /** A moto server of its own on a free loopback port; closing this stops it. */
  public static SampleEngine startMoto() {
    return of(DynamoDbEngine.startMoto());
  }

  /** The engine {@code engine} through its own clients; closing this closes {@code engine}. */
  public static SampleEngine of(DynamoDbEngine engine) {
    return new SampleEngine(engine.toString(), engine.client(), engine.streamsClient(), engine);
  }

  /**
   * The engine the environment asks for: {@value #ENDPOINT_VARIABLE} names an endpoint (with
   * {@code AWS_REGION}, default us-east-1); {@code SINGLETABLE_USE_AWS=true} uses AWS with the
   * default credential chain; otherwise a moto server of its own on a free loopback port, which
   * closing this stops.
   *
   * @throws IllegalStateException when no endpoint is named and moto cannot be started, saying what
   *     to install
   */
  public static SampleEngine fromEnvironment() {
    String endpoint = System.getenv(ENDPOINT_VARIABLE);
    String region = System.getenv().getOrDefault("AWS_REGION", "us-east-1");
    if (endpoint != null && !endpoint.isBlank()) {
      URI uri = URI.create(endpoint);
      DynamoDbClient remote = remoteClient(uri, Region.of(region));
      DynamoDbStreamsClient streams = remoteStreamsClient(uri, Region.of(region));
      return new SampleEngine("endpoint " + uri, remote, streams, () -> closeBoth(remote, streams));
    }
    if ("true".equalsIgnoreCase(System.getenv("SINGLETABLE_USE_AWS"))) {
      DynamoDbClient aws = DynamoDbClient.builder().region(Region.of(region)).build();
      DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder().region(Region.of(region)).build();
      return new SampleEngine("Amazon DynamoDB (" + region + ")", aws, streams, () -> closeBoth(aws, streams));
    }
    return startMoto();
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
