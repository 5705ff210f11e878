package dev.singletable.test;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * A running Amazon DynamoDB Local, in memory with telemetry off: embedded in this JVM, or an HTTP
 * server on a free loopback port. {@link #shared(Engine)} gives one engine of each kind per JVM,
 * stopped when the JVM exits; {@link #start(Engine)} a private one the caller closes. DynamoDB
 * Local's start-up banner is not printed.
 */
public final class DynamoDbLocal implements AutoCloseable {
  private static final Map<Engine, DynamoDbLocal> SHARED = new EnumMap<>(Engine.class);
  private static final StaticCredentialsProvider CREDENTIALS =
      StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"));

  private final Engine engine;
  private final AmazonDynamoDBLocal embedded;
  private final DynamoDBProxyServer server;
  private final URI endpoint;
  private DynamoDbClient client;
  private DynamoDbAsyncClient asyncClient;
  private DynamoDbStreamsClient streamsClient;
  private DynamoDbStreamsAsyncClient streamsAsyncClient;

  private DynamoDbLocal(Engine engine, AmazonDynamoDBLocal embedded, DynamoDBProxyServer server, URI endpoint) {
    this.engine = engine;
    this.embedded = embedded;
    this.server = server;
    this.endpoint = endpoint;
  }

  /** The engine of this kind shared by the whole JVM, started on first use. */
  public static synchronized DynamoDbLocal shared(Engine engine) {
    DynamoDbLocal local = SHARED.get(engine);
    if (local == null) {
      DynamoDbLocal started = start(engine);
      Runtime.getRuntime().addShutdownHook(new Thread(started::stopQuietly));
      SHARED.put(engine, started);
      local = started;
    }
    return local;
  }

  /** A new engine of this kind; close it when done. */
  public static DynamoDbLocal start(Engine engine) {
    return engine == Engine.EMBEDDED ? embedded() : httpServer();
  }

  /** A new embedded engine. */
  public static DynamoDbLocal embedded() {
    return new DynamoDbLocal(Engine.EMBEDDED, quietly(() -> DynamoDBEmbedded.create(true)), null, null);
  }

  /** A new HTTP engine on a free loopback port. */
  public static DynamoDbLocal httpServer() {
    int port = freeLoopbackPort();
    DynamoDBProxyServer server = quietly(() -> {
      DynamoDBProxyServer created = ServerRunner.createServerFromCommandLineArgs(
          new String[] {"-inMemory", "-port", Integer.toString(port), "-disableTelemetry"});
      created.start();
      return created;
    });
    return new DynamoDbLocal(Engine.HTTP, null, server, URI.create("http://127.0.0.1:" + port));
  }

  /** Which kind of engine this is. */
  public Engine engine() {
    return engine;
  }

  /** The HTTP endpoint; empty for the embedded engine. */
  public Optional<URI> endpoint() {
    return Optional.ofNullable(endpoint);
  }

  /** The engine's own sync client, created once (the SDK's default retries, for HTTP). */
  public synchronized DynamoDbClient client() {
    if (client == null) {
      client = embedded != null ? embedded.dynamoDbClient() : newClient(builder -> { });
    }
    return client;
  }

  /** The engine's own async client, created once (Netty for HTTP). */
  public synchronized DynamoDbAsyncClient asyncClient() {
    if (asyncClient == null) {
      asyncClient = embedded != null ? embedded.dynamoDbAsyncClient() : newAsyncClient(builder -> { });
    }
    return asyncClient;
  }

  /** The engine's DynamoDB Streams client, created once: what reads a table's stream. */
  public synchronized DynamoDbStreamsClient streamsClient() {
    if (streamsClient == null) {
      streamsClient = embedded != null ? embedded.dynamoDbStreamsClient() : DynamoDbStreamsClient.builder()
          .endpointOverride(endpoint)
          .region(Region.US_EAST_1)
          .credentialsProvider(CREDENTIALS)
          .build();
    }
    return streamsClient;
  }

  /**
   * The engine's async DynamoDB Streams client, created once: Netty for HTTP; for the embedded
   * engine, its sync streams client run on threads of its own (DynamoDB Local 3.3.1's own fails every call).
   */
  public synchronized DynamoDbStreamsAsyncClient streamsAsyncClient() {
    if (streamsAsyncClient == null) {
      streamsAsyncClient = embedded != null ? EmbeddedStreamsAsyncClient.over(streamsClient()) : DynamoDbStreamsAsyncClient.builder()
          .endpointOverride(endpoint)
          .region(Region.US_EAST_1)
          .credentialsProvider(CREDENTIALS)
          .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)))
          .build();
    }
    return streamsAsyncClient;
  }

  /**
   * A new sync client of the HTTP engine, configured further by {@code configuration} (interceptors,
   * retry strategy, an {@link software.amazon.awssdk.http.SdkHttpClient} such as {@link
   * FaultyHttpClient}). The embedded engine has only its own client: use {@link #client()}.
   *
   * @throws IllegalStateException on the embedded engine
   */
  public DynamoDbClient newClient(Consumer<DynamoDbClientBuilder> configuration) {
    DynamoDbClientBuilder builder = DynamoDbClient.builder()
        .endpointOverride(httpOnly())
        .region(Region.US_EAST_1)
        .credentialsProvider(CREDENTIALS);
    configuration.accept(builder);
    return builder.build();
  }

  /**
   * A new async client of the HTTP engine on Netty, configured further by {@code configuration}.
   *
   * @throws IllegalStateException on the embedded engine
   */
  public DynamoDbAsyncClient newAsyncClient(Consumer<DynamoDbAsyncClientBuilder> configuration) {
    DynamoDbAsyncClientBuilder builder = DynamoDbAsyncClient.builder()
        .endpointOverride(httpOnly())
        .region(Region.US_EAST_1)
        .credentialsProvider(CREDENTIALS)
        .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)));
    configuration.accept(builder);
    return builder.build();
  }

  /** Stops the engine; a shared engine is stopped when the JVM exits instead. */
  @Override
  public synchronized void close() {
    if (SHARED.get(engine) == this) {
      return;
    }
    stop();
  }

  @Override
  public String toString() {
    return engine == Engine.EMBEDDED ? "DynamoDB Local (embedded)" : "DynamoDB Local (HTTP " + endpoint + ")";
  }

  private URI httpOnly() {
    if (endpoint == null) {
      throw new IllegalStateException("the embedded engine has no endpoint: use client() or asyncClient()");
    }
    return endpoint;
  }

  private void stop() {
    if (client != null) {
      client.close();
    }
    if (asyncClient != null) {
      asyncClient.close();
    }
    if (streamsClient != null) {
      streamsClient.close();
    }
    if (streamsAsyncClient != null) {
      streamsAsyncClient.close();
    }
    try {
      if (embedded != null) {
        embedded.shutdown();
      } else {
        server.stop();
      }
    } catch (Exception e) {
      throw new IllegalStateException("cannot stop " + this, e);
    }
  }

  private void stopQuietly() {
    try {
      stop();
    } catch (RuntimeException e) {
      // The JVM is exiting; nothing is left to clean up.
    }
  }

  /**
   * Runs {@code start} with {@link System#out} silenced: DynamoDB Local prints its configuration
   * there when it starts. Engines start one at a time so that no other thread's output is lost
   * for longer than a start.
   */
  private static synchronized <T> T quietly(Start<T> start) {
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    try {
      return start.run();
    } catch (Exception e) {
      throw new IllegalStateException("cannot start DynamoDB Local", e);
    } finally {
      System.setOut(out);
    }
  }

  private static int freeLoopbackPort() {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("no free loopback port", e);
    }
  }

  private interface Start<T> {
    T run() throws Exception;
  }
}
