package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.returned.DeleteOutcome;
import dev.singletable.runtime.returned.Deleted;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The README's conditional outcomes, run as written (see {@link ReadmeSnippets}). */
class ReadmeOutcomesExampleTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeOutcomesAreReturnedWithTheRecordFound(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readme-outcomes", EventEntity.SCHEMA);
    EventEntity events = EventEntity.of(table);
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A", Map.of(), "u_alice", Instant.EPOCH);
    events.create(placed).execute();

    // readme: outcomes
    WriteOutcome<Event> outcome = events.create(placed).outcome();   // the item exists: returned, not thrown
    if (outcome instanceof Rejected<Event> rejected) {
      Optional<Event> stored = rejected.found();     // the event at the key, typed, from the same response
      ConditionFailedException why = rejected.failure();    // what execute() would have thrown
      assertEquals(Optional.of(placed), stored);
      assertTrue(why.getMessage().contains("has this key already"), why.getMessage());
    }
    assertFalse(outcome.applied());

    DeleteOutcome<Event> deleted = events.delete("order", "1234", 1L)
        .condition(EventEntity.ACTOR.eq("u_bob"))
        .outcome();                                  // a stale delete(record) is rejected the same way
    assertEquals(Optional.of(placed), assertInstanceOf(Rejected.class, deleted).found());

    try {
      events.update("order", "1234", 1L).set(EventEntity.ACTOR, "u_carol")
          .condition(EventEntity.ACTOR.eq("u_bob")).execute();
      fail("the condition does not hold");
    } catch (ConditionFailedException e) {
      Optional<Event> found = e.found(Event.class);  // the thrown failure carries the record found too
      assertEquals(Optional.of(placed), found);
    }
    // readme: end
    assertEquals(new Deleted<>(Optional.of(placed)), events.delete("order", "1234", 1L).outcome());
  }
}
