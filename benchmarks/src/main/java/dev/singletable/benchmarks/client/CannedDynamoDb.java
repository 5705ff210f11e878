package dev.singletable.benchmarks.client;

import dev.singletable.benchmarks.Fixtures;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.model.OrderEntity;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.SdkAdvancedAsyncClientOption;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A real {@link DynamoDbClient} over {@link CannedDynamoDbHttpClient}, or {@link
 * DynamoDbAsyncClient} over {@link CannedDynamoDbAsyncHttpClient}, answering every GetItem with the
 * medium item ({@link Fixtures#order()}), every PutItem with success, every UpdateItem with the
 * medium item as stored and every Query with one page of 25 medium items.
 */
public final class CannedDynamoDb {
  /** The table every benchmark names. */
  public static final String TABLE = "bench";
  /** The number of items in the canned Query page. */
  public static final int QUERY_PAGE = 25;

  private CannedDynamoDb() {}

  /**
   * A client with the SDK's defaults except the HTTP client, a fixed region, endpoint and
   * credentials (the request is still signed).
   */
  public static DynamoDbClient client(CannedDynamoDbHttpClient http) {
    return DynamoDbClient.builder()
        .httpClient(http)
        .region(Region.US_EAST_1)
        .endpointOverride(URI.create("http://localhost:8000"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDBENCHMARK", "benchmark")))
        .build();
  }

  /**
   * A {@link DynamoDbAsyncClient} configured as {@link #client} is, over the async HTTP client. Its
   * futures complete on the thread that completes the HTTP response (here the caller's) rather than
   * on the SDK's default completion pool: the benchmarks measure what the libraries compute, not a
   * hand-off between threads, which every async variant would pay alike and which on a shared 2-core
   * machine is mostly scheduling noise.
   */
  public static DynamoDbAsyncClient asyncClient(CannedDynamoDbAsyncHttpClient http) {
    return DynamoDbAsyncClient.builder()
        .httpClient(http)
        .region(Region.US_EAST_1)
        .endpointOverride(URI.create("http://localhost:8000"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDBENCHMARK", "benchmark")))
        .asyncConfiguration(c -> c.advancedOption(SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR, Runnable::run))
        .build();
  }

  /** The HTTP client with the canned GetItem, PutItem, UpdateItem and Query responses. */
  public static CannedDynamoDbHttpClient http() {
    return new CannedDynamoDbHttpClient(responses(QUERY_PAGE));
  }

  /** As {@link #http()}, with a Query page of {@code queryPage} medium items. */
  public static CannedDynamoDbHttpClient http(int queryPage) {
    return new CannedDynamoDbHttpClient(responses(queryPage));
  }

  /** The items of a canned Query page of {@code size} medium items, as singletable stores them. */
  public static List<Map<String, AttributeValue>> page(int size) {
    List<Map<String, AttributeValue>> page = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      page.add(OrderItems.toItem(Fixtures.order(String.format("01HW1A%04d", i))));
    }
    return page;
  }

  /** The async HTTP client with the same canned responses as {@link #http()}. */
  public static CannedDynamoDbAsyncHttpClient asyncHttp() {
    return new CannedDynamoDbAsyncHttpClient(responses(QUERY_PAGE));
  }

  private static Map<String, String> responses(int queryPage) {
    List<Map<String, AttributeValue>> page = page(queryPage);
    return Map.of(
        "GetItem", "{\"Item\":" + ItemJson.item(OrderItems.toItem(Fixtures.order())) + "}",
        "PutItem", "{}",
        "UpdateItem", "{\"Attributes\":" + ItemJson.item(OrderEntity.toItem(Fixtures.order())) + "}",
        "Query", "{\"Count\":" + queryPage + ",\"Items\":" + ItemJson.items(page) + ",\"ScannedCount\":" + queryPage + "}");
  }
}
