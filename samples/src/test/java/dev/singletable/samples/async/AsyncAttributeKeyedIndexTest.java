package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.indexes.Score;
import dev.singletable.samples.indexes.ScoreEntity;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The async terminals on an index keyed by several typed attributes read what the sync ones read. */
class AsyncAttributeKeyedIndexTest {
  private static final Instant T0 = Instant.parse("2025-11-20T10:00:00Z");

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void listAsyncAndPageAsyncReadTheRangeInNumericOrder(AsyncEngines.Engine engine) {
    Table table = engine.newTable("leaderboard", ScoreEntity.SCHEMA);
    ScoreEntity scores = ScoreEntity.of(table);
    for (int points : new int[] {100, 9, 70, 80}) {
      scores.put(new Score("p" + points, "g1", "acme", "eu", points, T0.plusSeconds(points))).executeAsync().join();
    }
    scores.put(new Score("x", "g1", "acme", "us", 50, T0)).executeAsync().join();

    List<Integer> points = scores.query().byRegion("acme", "eu").pointsGte(9).listAsync().join().stream()
        .map(Score::points).toList();
    List<Integer> firstPage = scores.query().byRegion("acme", "eu").pointsBetween(10, 100).limit(2).pageAsync().join()
        .items().stream().map(Score::points).toList();

    assertEquals(List.of(9, 70, 80, 100), points);
    assertEquals(List.of(70, 80), firstPage);
  }
}
