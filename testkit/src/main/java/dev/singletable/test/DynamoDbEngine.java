package dev.singletable.test;

import java.net.URI;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.SdkPlugin;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A DynamoDB engine for tests, reached over HTTP by the AWS SDK's own clients, so that the SDK's
 * real HTTP path is always exercised: a {@link MotoServer} the kit starts, or an endpoint the user
 * names (DynamoDB Local or LocalStack run by the user, or AWS itself).
 *
 * <p>{@link #shared()} is the engine of the test JVM: the endpoint named by the system property
 * {@value #ENDPOINT_PROPERTY} or the environment variable {@value #ENDPOINT_VARIABLE} ({@code aws}
 * for Amazon DynamoDB with the default credentials and {@code AWS_REGION}), otherwise a moto server
 * started on first use and stopped when the JVM exits.
 *
 * <p>On moto, {@link #inNewAccount()} gives a view of the same server in an account of its own:
 * moto keeps every account's tables apart, so what one test class leaves behind never reaches
 * another. On an endpoint the user names, tables are told apart by {@link #tableName(String)}, which
 * prefixes every name with a per-run prefix, and the kit's extension deletes the tables it created.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/testing.md#testing-with-the-test-kit">Testing with the test kit</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/reference/configuration.md#test-kit-settings">Configuration: test kit settings</a>
 */
public final class DynamoDbEngine implements AutoCloseable {
  /** System property naming the endpoint to test against instead of a moto server the kit starts. */
  public static final String ENDPOINT_PROPERTY = "singletable.test.endpoint";
  /** Environment variable naming the endpoint to test against instead of a moto server the kit starts. */
  public static final String ENDPOINT_VARIABLE = "SINGLETABLE_TEST_ENDPOINT";
  /** The request header by which moto chooses the account a request acts in. */
  static final String ACCOUNT_HEADER = "x-moto-account-id";

  private static final StaticCredentialsProvider CREDENTIALS =
      StaticCredentialsProvider.create(AwsBasicCredentials.create("testing", "testing"));
  /** Accounts handed out in this JVM; moto takes any twelve digits. */
  private static final AtomicLong ACCOUNTS = new AtomicLong(100_000_000_000L);
  private static DynamoDbEngine shared;

  private final MotoServer moto;
  /** Null for AWS itself, where the SDK resolves the endpoint. */
  private final URI endpoint;
  private final Region region;
  private final String account;
  private final String tablePrefix;
  private final boolean owner;
  private DynamoDbClient client;
  private DynamoDbAsyncClient asyncClient;
  private DynamoDbStreamsClient streamsClient;
  private DynamoDbStreamsAsyncClient streamsAsyncClient;

  private DynamoDbEngine(MotoServer moto, URI endpoint, Region region, String account, String tablePrefix,
      boolean owner) {
    this.moto = moto;
    this.endpoint = endpoint;
    this.region = region;
    this.account = account;
    this.tablePrefix = tablePrefix;
    this.owner = owner;
  }

  /**
   * The engine of this JVM, started or connected on first use: the endpoint {@value
   * #ENDPOINT_PROPERTY} / {@value #ENDPOINT_VARIABLE} names, else a moto server stopped when the JVM
   * exits. Closing it does nothing.
   *
   * @return the JVM's shared engine
   * @throws IllegalStateException when no endpoint is named and moto cannot be started
   */
  public static synchronized DynamoDbEngine shared() {
    if (shared == null) {
      shared = fromEnvironment();
    }
    return shared;
  }

  /**
   * A new engine as the environment asks: the named endpoint, else a private moto server; close it
   * when done.
   *
   * @return a new engine on the named endpoint or a private moto server
   */
  public static DynamoDbEngine fromEnvironment() {
    Optional<String> named = namedEndpoint();
    if (named.isEmpty()) {
      return startMoto();
    }
    Region region = Region.of(Optional.ofNullable(System.getenv("AWS_REGION")).filter(r -> !r.isBlank()).orElse("us-east-1"));
    return named.get().equalsIgnoreCase("aws") ? aws(region) : connect(URI.create(named.get()), region);
  }

  /**
   * A new moto server of this engine's own, on a free loopback port; closing the engine stops it.
   *
   * @return a new engine on a moto server of its own
   */
  public static DynamoDbEngine startMoto() {
    MotoServer server = MotoServer.start();
    return new DynamoDbEngine(server, server.endpoint(), Region.US_EAST_1, null, "", true);
  }

  /**
   * The engine at {@code endpoint} (DynamoDB Local, LocalStack, a moto server run by the user), with
   * fixed test credentials; table names carry a per-run prefix. Closing it closes its clients only.
   *
   * @param endpoint the engine's HTTP endpoint
   * @param region the region to sign requests for
   * @return the engine
   */
  public static DynamoDbEngine connect(URI endpoint, Region region) {
    return new DynamoDbEngine(null, Objects.requireNonNull(endpoint, "endpoint"), Objects.requireNonNull(region,
        "region"), null, runPrefix(), true);
  }

  /**
   * Amazon DynamoDB in {@code region}, with the default credentials chain: a sandbox account, since
   * the tests create and delete tables there (each name carries a per-run prefix).
   *
   * @param region the region
   * @return the engine
   */
  public static DynamoDbEngine aws(Region region) {
    return new DynamoDbEngine(null, null, Objects.requireNonNull(region, "region"), null, runPrefix(), true);
  }

  /** The endpoint the environment names, if any. */
  static Optional<String> namedEndpoint() {
    String value = System.getProperty(ENDPOINT_PROPERTY);
    if (value == null || value.isBlank()) {
      value = System.getenv(ENDPOINT_VARIABLE);
    }
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
  }

  /**
   * This engine in an account of its own, new in this JVM, on moto; this engine itself elsewhere
   * (tables are kept apart by their names there). The view shares the server: closing it closes only
   * its own clients.
   *
   * @return a view of this engine in a new moto account, or this engine when it is not moto
   */
  public DynamoDbEngine inNewAccount() {
    return isMoto() ? inAccount(Long.toString(ACCOUNTS.incrementAndGet())) : this;
  }

  /**
   * This moto server in the account {@code account} (twelve digits), chosen for every request by
   * moto's {@code x-moto-account-id} header.
   *
   * @param account the twelve-digit account id the view's requests act in
   * @return a view of this moto server in {@code account}
   * @throws IllegalStateException on an engine that is not a moto server the kit started
   */
  public DynamoDbEngine inAccount(String account) {
    if (!isMoto()) {
      throw new IllegalStateException("accounts are chosen by request header on moto only; " + this + " is not");
    }
    if (!account.matches("\\d{12}")) {
      throw new IllegalArgumentException("a moto account is twelve digits: " + account);
    }
    return new DynamoDbEngine(moto, endpoint, region, account, tablePrefix, false);
  }

  /**
   * Whether this is a moto server the kit started.
   *
   * @return {@code true} when this is a moto server the kit started
   */
  public boolean isMoto() {
    return moto != null;
  }

  /**
   * The account this view's requests act in on moto; empty for moto's default account and elsewhere.
   *
   * @return the moto account of this view, or empty for the default account and other engines
   */
  public Optional<String> account() {
    return Optional.ofNullable(account);
  }

  /**
   * The HTTP endpoint; empty for Amazon DynamoDB itself, whose endpoint the SDK resolves.
   *
   * @return the HTTP endpoint, or empty for Amazon DynamoDB
   */
  public Optional<URI> endpoint() {
    return Optional.ofNullable(endpoint);
  }

  /**
   * The region requests are signed for.
   *
   * @return the region requests are signed for
   */
  public Region region() {
    return region;
  }

  /**
   * The name to give a table the tests create: {@code name} on moto, which the kit started for this
   * JVM alone; {@code name} after this run's prefix elsewhere, so that runs sharing an endpoint never
   * meet and what a run left is recognised.
   *
   * @param name the table name the test asks for
   * @return the table name to use on this engine
   */
  public String tableName(String name) {
    return tablePrefix + name;
  }

  /**
   * This engine's sync client, created once, with the SDK's default retries.
   *
   * @return the engine's shared sync client
   */
  public synchronized DynamoDbClient client() {
    if (client == null) {
      client = newClient(builder -> { });
    }
    return client;
  }

  /**
   * This engine's async client on Netty, created once.
   *
   * @return the engine's shared async client
   */
  public synchronized DynamoDbAsyncClient asyncClient() {
    if (asyncClient == null) {
      asyncClient = newAsyncClient(builder -> { });
    }
    return asyncClient;
  }

  /**
   * This engine's DynamoDB Streams client, created once: what reads a table's stream.
   *
   * @return the engine's shared DynamoDB Streams client
   */
  public synchronized DynamoDbStreamsClient streamsClient() {
    if (streamsClient == null) {
      streamsClient = configure(DynamoDbStreamsClient.builder()).build();
    }
    return streamsClient;
  }

  /**
   * This engine's async DynamoDB Streams client on Netty, created once.
   *
   * @return the engine's shared async DynamoDB Streams client
   */
  public synchronized DynamoDbStreamsAsyncClient streamsAsyncClient() {
    if (streamsAsyncClient == null) {
      streamsAsyncClient = configure(DynamoDbStreamsAsyncClient.builder())
          .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)))
          .build();
    }
    return streamsAsyncClient;
  }

  /**
   * A new sync client of this engine, configured further by {@code configuration} (interceptors,
   * retry strategy, an {@link software.amazon.awssdk.http.SdkHttpClient} such as {@link
   * FaultyHttpClient}); on a moto account view its requests still act in that account, whatever
   * override configuration {@code configuration} sets.
   *
   * @param configuration changes applied to the client builder after the engine's own settings
   * @return a new sync client, which the caller closes
   */
  public DynamoDbClient newClient(Consumer<DynamoDbClientBuilder> configuration) {
    DynamoDbClientBuilder builder = configure(DynamoDbClient.builder());
    configuration.accept(builder);
    return builder.build();
  }

  /**
   * A new async client of this engine on Netty, configured further by {@code configuration}.
   *
   * @param configuration changes applied to the client builder after the engine's own settings
   * @return a new async client, which the caller closes
   */
  public DynamoDbAsyncClient newAsyncClient(Consumer<DynamoDbAsyncClientBuilder> configuration) {
    DynamoDbAsyncClientBuilder builder = configure(DynamoDbAsyncClient.builder())
        .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)));
    configuration.accept(builder);
    return builder.build();
  }

  /**
   * Closes this engine's clients, and stops the moto server it started; the {@linkplain #shared()
   * shared} engine is stopped when the JVM exits instead.
   */
  @Override
  public synchronized void close() {
    if (this == shared) {
      return;
    }
    closeClients();
    if (owner && moto != null) {
      moto.close();
    }
  }

  @Override
  public String toString() {
    if (moto != null) {
      return account == null ? moto.toString() : moto + " (account " + account + ")";
    }
    return endpoint == null ? "Amazon DynamoDB (" + region.id() + ")" : "endpoint " + endpoint;
  }

  private <B extends AwsClientBuilder<B, ?>> B configure(B builder) {
    builder.region(region);
    if (endpoint != null) {
      builder.endpointOverride(endpoint);
      builder.credentialsProvider(CREDENTIALS);
    }
    if (account != null) {
      builder.addPlugin(accountPlugin(account));
    }
    return builder;
  }

  /**
   * Adds the account header to every request. A plugin runs after the builder's own settings, so a
   * caller's {@code overrideConfiguration(...)}, which replaces the interceptors, keeps it.
   */
  private static SdkPlugin accountPlugin(String account) {
    ExecutionInterceptor header = new ExecutionInterceptor() {
      @Override
      public SdkHttpRequest modifyHttpRequest(Context.ModifyHttpRequest context, ExecutionAttributes attributes) {
        return context.httpRequest().toBuilder().putHeader(ACCOUNT_HEADER, account).build();
      }
    };
    return configuration -> configuration.overrideConfiguration(
        configuration.overrideConfiguration().toBuilder().addExecutionInterceptor(header).build());
  }

  private static String runPrefix() {
    byte[] random = new byte[3];
    ThreadLocalRandom.current().nextBytes(random);
    return "st" + HexFormat.of().formatHex(random) + "-";
  }

  private void closeClients() {
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
  }
}
