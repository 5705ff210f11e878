package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The demo's event-store part runs through, its version 1 events replayed with new ones and migrated. */
class EventStoreDemoTest {
  @Test
  void demoReplaysVersion1EventsAndMigratesThem() {
    Table table = Engines.newTable(Engines.http(), "demo",
        AggregateMetaEntity.SCHEMA, EventEntity.SCHEMA, SnapshotEntity.SCHEMA);
    ByteArrayOutputStream printed = new ByteArrayOutputStream();

    EventStoreDemo.run(new PrintStream(printed, true, StandardCharsets.UTF_8), EventsService.of(table));

    String text = printed.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("3 events stored by version 1 and 1 appended replay together: [1 ItemAdded"
        + " (actor unknown), 2 ItemAdded (actor unknown), 3 ItemAdded (actor unknown),"
        + " 4 OrderPlaced (actor u_alice)]"), text);
    assertTrue(text.contains("migration to version 2: 3 seen, 3 migrated, 0 skipped, 0 failed"), text);
  }
}
