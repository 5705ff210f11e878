package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.samples.hardening.Counter;
import dev.singletable.samples.hardening.CounterEntity;
import java.util.concurrent.CompletionException;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The async path of upsert: the same request as the sync one, sent by the async client. */
class AsyncUpsertTest {
  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void asyncUpsertCreatesTheItemThenCounts(AsyncEngines.Engine engine) {
    Table table = engine.newTable("aupsert", CounterEntity.SCHEMA);
    CounterEntity counters = CounterEntity.of(table);

    assertEquals(new Counter("c", 3, null, 1), counters.upsert("c").add(CounterEntity.COUNT, 3).executeAsync().join());
    assertEquals(new Counter("c", 4, null, 2), counters.upsert("c").add(CounterEntity.COUNT, 1).executeAsync().join());
    assertEquals(new Counter("c", 4, null, 2), counters.get("c").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void asyncUpsertMissingAPrimitiveComponentFailsTheFutureWithNothingSent(AsyncEngines.Engine engine) {
    Table table = engine.newTable("aupsert", CounterEntity.SCHEMA);
    CounterEntity counters = CounterEntity.of(table);

    CompletionException refused = assertThrows(CompletionException.class,
        () -> counters.upsert("d").set(CounterEntity.NOTE, "x").executeAsync().join());

    assertInstanceOf(IncompleteUpdateException.class, refused.getCause());
    assertEquals(java.util.Optional.empty(), counters.get("d").execute());
  }
}
