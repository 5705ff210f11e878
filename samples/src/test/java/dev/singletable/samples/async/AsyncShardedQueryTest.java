package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.patterns.Vote;
import dev.singletable.samples.patterns.VoteEntity;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The async terminals of a twenty-shard query read what the sync ones read, page by page. */
class AsyncShardedQueryTest {
  private static final Instant T0 = Instant.parse("2025-11-24T12:00:00Z");

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listAsyncAndPagesAsyncMatchTheSyncRead(AsyncEngines.Engine engine) {
    Table table = engine.newTable("votes", VoteEntity.SCHEMA);
    VoteEntity votes = VoteEntity.of(table);
    for (int i = 0; i < 60; i++) {
      votes.put(new Vote("alice", 0, T0.plusSeconds(59 - i), "voter" + i)).executeAsync().join();
    }

    List<Vote> sync = votes.query().primaryShards("alice").list();
    List<Vote> async = votes.query().primaryShards("alice").listAsync().join();
    List<Vote> paged = new ArrayList<>();
    Page<Vote> page = votes.query().primaryShards("alice").limit(7).pageAsync().join();
    paged.addAll(page.items());
    while (page.cursor().isPresent()) {
      page = votes.query().primaryShards("alice").limit(7).startAfter(page.cursor().get()).pageAsync().join();
      paged.addAll(page.items());
    }

    assertEquals(60, sync.size());
    assertEquals(T0, sync.get(0).votedAt());
    assertEquals(sync, async);
    assertEquals(sync, paged);
  }
}
