package dev.singletable.benchmarks.collection;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.Table;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A collection on a global index whose partition it shares with a much larger collection, in
 * moto over HTTP (a server on a loopback port that the benchmark starts): user {@code ada}'s
 * partition of {@code gsi1} holds her {@value #REPOSITORIES} repositories (collection {@code owned})
 * and her {@value #COMMENTS} comments (collection {@code conversations}).
 *
 * <ul>
 *   <li>{@link #ownedBounded()}: {@code hub.owned("ada").list()}, which sends {@code
 *       begins_with(gsi1sk, "$owned#")} and reads the {@value #REPOSITORIES} repositories only;
 *   <li>{@link #ownedWholePartition()}: the same collection read as queries did before they sent the
 *       members' sort-key prefix: every page of the partition, the comments read and dropped
 *       ({@value #REPOSITORIES} + {@value #COMMENTS} items read);
 *   <li>{@link #conversationsBounded()}: {@code hub.conversations("ada").list()}, the large
 *       collection, which no longer reads the repositories.
 * </ul>
 *
 * <p>Every variant checks the items it returned and the items DynamoDB read ({@code ScannedCount}
 * summed over the pages), so one that reads more or less fails instead of looking fast.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class CollectionOnIndexBenchmark {
  static final int REPOSITORIES = 20;
  static final int COMMENTS = 5_000;
  private static final String TABLE = "hub";

  private SampleEngine local;
  private DynamoDbClient client;
  private HubService hub;
  private ItemsRead read;

  /** Sums the {@code ScannedCount} of the Query responses of the benchmark's table. */
  private static final class ItemsRead implements RequestListener {
    private long items;

    @Override
    public synchronized void onResponse(ResponseEvent response) {
      items += response.itemsRead();
    }

    synchronized long take() {
      long taken = items;
      items = 0;
      return taken;
    }
  }

  @Setup(Level.Trial)
  public void loadTable() {
    local = SampleEngine.startMoto();
    client = local.client();
    client.createTable(HubService.createTableRequest(TABLE));
    read = new ItemsRead();
    Table table = Table.of(client, TABLE).withListener(read);
    hub = HubService.of(table);
    List<HubRepository> repositories = new ArrayList<>();
    for (int i = 0; i < REPOSITORIES; i++) {
      repositories.add(new HubRepository("ada", String.format("repo-%03d", i), "repository number " + i));
    }
    List<HubComment> comments = new ArrayList<>();
    for (int i = 0; i < COMMENTS; i++) {
      comments.add(new HubComment("thread-" + i % 50, i, "ada", "comment number " + i + " on a pull request"));
    }
    hub.batchWrite().putAll(HubRepositoryEntity.SCHEMA, repositories).putAll(HubCommentEntity.SCHEMA, comments)
        .execute().requireComplete();
    read.take();
  }

  @TearDown(Level.Trial)
  public void stopEngine() {
    local.close();
  }

  private <T> T checked(T result, int returned, int expected, long itemsRead) {
    long items = read.take();
    if (returned != expected || items != itemsRead) {
      throw new IllegalStateException("expected " + expected + " items from " + itemsRead + " read, got " + returned
          + " from " + items + " read");
    }
    return result;
  }

  /** The collection as it is read now: the members' sort-key prefix bounds every request. */
  @Benchmark
  public HubService.OwnedCollection ownedBounded() {
    HubService.OwnedCollection owned = hub.owned("ada").list();
    return checked(owned, owned.repositories().size(), REPOSITORIES, REPOSITORIES);
  }

  /**
   * The collection as it was read before: every page of the partition without a sort-key condition,
   * each item handed to its entity by its identity attributes, the comments dropped.
   */
  @Benchmark
  public List<HubRepository> ownedWholePartition() {
    List<HubRepository> repositories = new ArrayList<>();
    Map<String, AttributeValue> from = null;
    long items = 0;
    do {
      QueryResponse page = client.query(QueryRequest.builder()
          .tableName(TABLE)
          .indexName("gsi1")
          .keyConditionExpression("#k0 = :v0")
          .expressionAttributeNames(Map.of("#k0", "gsi1pk"))
          .expressionAttributeValues(Map.of(":v0", AttributeValue.createS("USER#ada")))
          .exclusiveStartKey(from)
          .build());
      items += page.scannedCount();
      for (Map<String, AttributeValue> item : page.items()) {
        AttributeValue entity = item.get("__entity");
        if (entity != null && "repository".equals(entity.s())) {
          repositories.add(HubRepositoryEntity.fromItem(item));
        }
      }
      from = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
    } while (from != null);
    if (items != REPOSITORIES + COMMENTS) {
      throw new IllegalStateException("expected " + (REPOSITORIES + COMMENTS) + " items read, read " + items);
    }
    // The hand-sent requests bypass the table, so its listener counts none of them.
    return checked(repositories, repositories.size(), REPOSITORIES, 0);
  }

  /** The large collection, which no longer reads the repositories after its comments. */
  @Benchmark
  public HubService.ConversationsCollection conversationsBounded() {
    HubService.ConversationsCollection conversations = hub.conversations("ada").list();
    return checked(conversations, conversations.comments().size(), COMMENTS, COMMENTS);
  }
}
