package dev.singletable.samples.accounts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Stamping {@code @UpdatedAt} is a change: an entity with no other attribute besides its key updates and upserts. */
class UpdatedAtOnlyTest {
  private static final Instant MONDAY = Instant.parse("2024-05-06T08:00:00Z");
  private static final Instant TUESDAY = MONDAY.plusSeconds(86_400);

  static Stream<?> engines() {
    return Engines.all();
  }

  private static PresenceEntity at(Table table, Instant now) {
    return PresenceEntity.of(table.withClock(Clock.fixed(now, ZoneOffset.UTC)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anUpdateWithNoChangeOfItsOwnStampsTheUpdateTime(SampleEngine engine) {
    Table table = Engines.newTable(engine, "presence", PresenceEntity.SCHEMA);
    at(table, MONDAY).create(new Presence("ada", null)).execute();

    Presence updated = at(table, TUESDAY).update("ada").execute();

    assertEquals(new Presence("ada", TUESDAY), updated);
    assertEquals(Optional.of(updated), PresenceEntity.of(table).get("ada").execute());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anUpsertWithNoChangeOfItsOwnCreatesAndThenStampsTheItem(SampleEngine engine) {
    Table table = Engines.newTable(engine, "presence", PresenceEntity.SCHEMA);

    Presence created = at(table, MONDAY).upsert("ada").execute();
    Presence touched = at(table, TUESDAY).upsert("ada").execute();

    assertEquals(new Presence("ada", MONDAY), created);
    assertEquals(new Presence("ada", TUESDAY), touched);
    assertEquals(Optional.of(touched), PresenceEntity.of(table).get("ada").execute());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("engines")
  void anUpdateInATransactionStampsTheUpdateTime(SampleEngine engine) {
    Table table = Engines.newTable(engine, "presence", PresenceEntity.SCHEMA);
    at(table, MONDAY).create(new Presence("ada", null)).execute();

    Table tuesday = table.withClock(Clock.fixed(TUESDAY, ZoneOffset.UTC));
    PresenceService.of(tuesday).transactWrite()
        .update(PresenceEntity.SCHEMA, PresenceEntity.of(tuesday).update("ada")).execute();

    assertEquals(Optional.of(new Presence("ada", TUESDAY)), PresenceEntity.of(table).get("ada").execute());
  }
}
