package dev.singletable.samples.indexes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A global secondary index whose partition key holds the shard: its sharded query
 * reads every shard of one campaign and returns the items of an unsharded read in index sort-key
 * order, whole and page by page through one cursor, ascending and descending, narrowed, and never an
 * item of another campaign.
 */
class ShardedIndexQueryTest {
  private static final Instant T0 = Instant.parse("2026-04-01T00:00:00Z");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static List<Click> clicks() {
    List<Click> clicks = new ArrayList<>();
    for (int i = 0; i < 90; i++) {
      // Times repeat, so that the visitor decides the order of ties, as in the sort key.
      clicks.add(new Click("home", 0, T0.plusSeconds((i * 37) % 60), String.format("v%03d", i),
          i % 3 == 0 ? "spring-evil" : "spring"));
    }
    return clicks;
  }

  private static ClickEntity filled(SampleEngine engine, List<Click> written) {
    Table table = Engines.newTable(engine, "clicks", ClickEntity.SCHEMA);
    ClickEntity entity = ClickEntity.of(table);
    clicks().forEach(click -> written.add(entity.put(click).execute()));
    return entity;
  }

  private static List<Click> spring(List<Click> written) {
    return written.stream().filter(c -> c.campaign().equals("spring"))
        .sorted(Comparator.comparing(Click::at).thenComparing(Click::visitor)).toList();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsEveryShardOfTheCampaignInIndexOrder(SampleEngine engine) {
    List<Click> written = new ArrayList<>();
    ClickEntity entity = filled(engine, written);
    Set<Integer> shards = new HashSet<>();
    written.forEach(click -> shards.add(click.shard()));
    assertTrue(shards.size() > 4, "shards: " + shards);
    List<Click> expected = spring(written);
    assertEquals(60, expected.size());
    assertEquals(expected, entity.query().byCampaignShards("spring").list());
    List<Click> descending = new ArrayList<>(expected);
    java.util.Collections.reverse(descending);
    assertEquals(descending, entity.query().byCampaignShards("spring").descending().list());
    assertEquals(expected.stream().filter(c -> !c.at().isBefore(T0.plusSeconds(30))).toList(),
        entity.query().byCampaignShards("spring").where(step -> step.atGte(T0.plusSeconds(30))).list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesThroughOneCursorReturnEveryItemOnceInOrder(SampleEngine engine) {
    List<Click> written = new ArrayList<>();
    ClickEntity entity = filled(engine, written);
    List<Click> read = new ArrayList<>();
    Page<Click> page = entity.query().byCampaignShards("spring").limit(7).page();
    read.addAll(page.items());
    int pages = 1;
    while (page.cursor().isPresent()) {
      page = entity.query().byCampaignShards("spring").limit(7).startAfter(page.cursor().get()).page();
      read.addAll(page.items());
      pages++;
    }
    assertEquals(spring(written), read);
    assertTrue(pages >= 9, "pages: " + pages);
    String cursor = entity.query().byCampaignShards("spring").limit(7).page().cursor().orElseThrow();
    assertThrows(SingleTableException.class,
        () -> entity.query().byCampaignShards("spring-evil").startAfter(cursor));
  }
}
