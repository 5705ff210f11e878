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
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A real {@link DynamoDbClient} over {@link CannedDynamoDbHttpClient}, answering every GetItem with
 * the medium item ({@link Fixtures#order()}), every PutItem with success, every UpdateItem with the
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

  /** The HTTP client with the canned GetItem, PutItem, UpdateItem and Query responses. */
  public static CannedDynamoDbHttpClient http() {
    List<Map<String, AttributeValue>> page = new ArrayList<>();
    for (int i = 0; i < QUERY_PAGE; i++) {
      page.add(OrderItems.toItem(Fixtures.order(String.format("01HW1A%04d", i))));
    }
    return new CannedDynamoDbHttpClient(Map.of(
        "GetItem", "{\"Item\":" + ItemJson.item(OrderItems.toItem(Fixtures.order())) + "}",
        "PutItem", "{}",
        "UpdateItem", "{\"Attributes\":" + ItemJson.item(OrderEntity.toItem(Fixtures.order())) + "}",
        "Query", "{\"Count\":" + QUERY_PAGE + ",\"Items\":" + ItemJson.items(page) + ",\"ScannedCount\":" + QUERY_PAGE + "}"));
  }
}
