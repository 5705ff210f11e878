package dev.singletable.samples.indexcollections;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.CollectionPage;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Two collections that share the partitions of one global index read only their own items: the
 * query of a collection sends the sort-key prefix its members share, so DynamoDB never reads (nor
 * bills) the other collection's items. The items DynamoDB read are counted from each response's
 * {@code ScannedCount}.
 */
class CollectionsOnIndexesTest {
  private static final int COMMENTS = 120;

  static Stream<?> engines() {
    return Engines.all();
  }

  /** Adds up the items DynamoDB read for the Query requests a table sends. */
  private static final class ItemsRead implements RequestListener {
    int read;
    final List<QueryRequest> sent = new ArrayList<>();

    @Override
    public synchronized void onResponse(ResponseEvent response) {
      if (response.request().request() instanceof QueryRequest query) {
        read += response.itemsRead();
        sent.add(query);
      }
    }

    synchronized int take() {
      int items = read;
      read = 0;
      sent.clear();
      return items;
    }
  }

  private record Bench(HubService hub, ItemsRead read) {}

  /**
   * User {@code ada} owns repositories r1 and r2 and gist g1 and wrote {@value #COMMENTS} comments (all
   * in her partition of gsi1); user {@code a#b} starred two repositories and follows five users (in
   * that user's partition of gsi2), and user {@code a} has a star of its own.
   */
  private static Bench bench(SampleEngine engine) {
    ItemsRead read = new ItemsRead();
    Table table = Engines.newTable(engine, "hub", RepositoryEntity.SCHEMA, GistEntity.SCHEMA, CommentEntity.SCHEMA,
        StarEntity.SCHEMA, FollowEntity.SCHEMA).withListener(read);
    HubService hub = HubService.of(table);
    hub.repositories().put(new Repository("ada", "r1", "first")).execute();
    hub.repositories().put(new Repository("ada", "r2", "second")).execute();
    hub.gists().put(new Gist("ada", "g1", "notes")).execute();
    for (int i = 1; i <= COMMENTS; i++) {
      hub.comments().put(new Comment("t", i, "ada", "comment " + i)).execute();
    }
    hub.stars().put(new Star("a#b", "ada", "r1")).execute();
    hub.stars().put(new Star("a#b", "ada", "r2")).execute();
    hub.stars().put(new Star("a", "ada", "r1")).execute();
    for (int i = 1; i <= 5; i++) {
      hub.follows().put(new Follow("a#b", "user" + i)).execute();
    }
    read.take();
    return new Bench(hub, read);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aCollectionOnAnIndexNeverReadsTheOtherCollectionsItems(SampleEngine engine) {
    Bench bench = bench(engine);
    HubService.OwnedCollection owned = bench.hub().owned("ada").list();
    assertEquals(List.of("r1", "r2"), owned.repositories().stream().map(Repository::repoName).toList());
    assertEquals(List.of("g1"), owned.gists().stream().map(Gist::gistId).toList());
    assertEquals(3, bench.read().take(), "items read for the owned collection");

    HubService.ConversationsCollection conversations = bench.hub().conversations("ada").list();
    assertEquals(COMMENTS, conversations.comments().size());
    assertEquals(COMMENTS, bench.read().take(), "items read for the conversations collection");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aCountAPageAndADescendingReadStayInsideTheCollection(SampleEngine engine) {
    Bench bench = bench(engine);
    assertEquals(3, bench.hub().owned("ada").count());
    assertEquals(3, bench.read().take(), "items read to count the owned collection");

    CollectionPage<HubService.OwnedCollection> page = bench.hub().owned("ada").descending().limit(2).page();
    assertEquals(List.of("r2", "r1"), page.items().repositories().stream().map(Repository::repoName).toList());
    HubService.OwnedCollection rest = bench.hub().owned("ada").descending().limit(2)
        .startAfter(page.cursor().orElseThrow()).page().items();
    assertEquals(List.of("g1"), rest.gists().stream().map(Gist::gistId).toList());
    assertEquals(3, bench.read().take(), "items read by two pages of the owned collection");

    assertEquals(1, bench.hub().conversations("ada").descending().first().stream().count());
    assertEquals(1, bench.read().take(), "items read for the first of the conversations, descending");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aMembersBoundStaysInsideTheCollection(SampleEngine engine) {
    Bench bench = bench(engine);
    HubService.OwnedCollection upToGist = bench.hub().owned("ada").upToGist("g1").list();
    assertEquals(1, upToGist.gists().size());
    assertEquals(1, bench.read().take(), "items read up to the gist: none of the comments sorted before it");

    HubService.ConversationsCollection late = bench.hub().conversations("ada").fromComment("t", COMMENTS - 9).list();
    assertEquals(10, late.comments().size());
    assertEquals(10, bench.read().take(), "items read from comment 111: none of the owned items sorted after it");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void aBoundThatHoldsAPartitionComponentEscapesItAsTheKeysDo(SampleEngine engine) {
    Bench bench = bench(engine);
    HubService.StarredCollection starred = bench.hub().starred("a#b").list();
    assertEquals(List.of("r1", "r2"), starred.stars().stream().map(Star::repoName).toList());
    assertEquals(2, bench.read().take(), "items read for a#b's stars");
    assertEquals(5, bench.hub().following("a#b").list().follows().size());
    assertEquals(5, bench.read().take(), "items read for a#b's follows");
    assertEquals(1, bench.hub().starred("a").list().stars().size());
    assertEquals(1, bench.read().take(), "items read for a's stars");
  }
}
