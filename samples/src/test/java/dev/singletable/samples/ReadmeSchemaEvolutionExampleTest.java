package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.migration.Migration;
import dev.singletable.runtime.migration.MigrationProgress;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The schema evolution guide's migration ({@code docs/guides/schema-evolution.md}), run as written on
 * events version 1 stored (the guide shows the region between {@code // readme:} markers, see {@link
 * ReadmeSnippets}).
 */
class ReadmeSchemaEvolutionExampleTest {
  private static final Instant T0 = Instant.parse("2024-04-30T09:15:00Z");
  private static final int STORED = 30;

  /** The application's log, as the example calls it. */
  private final ProgressLog log = new ProgressLog();

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theMigrationRewritesEveryEarlierVersionItemAtTheCurrentVersion(SampleEngine engine) {
    Table table = Engines.newTable(engine, "readme-migration", EventEntity.SCHEMA);
    for (long seq = 1; seq <= STORED; seq++) {
      table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(version1(seq)).build());
    }

    // readme: schema-migration-run
    Migration<Event> migration = Migration.of(table, EventEntity.SCHEMA)
        .segments(4)                                  // one task per segment
        .pageSize(100)                                // items read, rewritten and checkpointed at a time
        .onProgress(progress -> log.info(progress.toString()));
    MigrationProgress done = migration.run();         // blocks; resumes from the checkpoints
    done.seen(); done.migrated(); done.skipped(); done.failed(); done.finished();
    migration.stop();                                 // from another thread: each segment ends its page
    // readme: end

    assertTrue(done.finished(), done.toString());
    assertEquals(STORED, done.migrated(), done.toString());
    assertEquals(0, done.failed(), done.toString());
    assertFalse(log.lines.isEmpty(), "progress is reported");
    List<String> leftBehind = new ArrayList<>();
    for (Map<String, AttributeValue> item : RawItems.scan(table)) {
      AttributeValue entity = item.get("__entity");
      if (entity != null && "event".equals(entity.s())
          && (!"2".equals(item.get("__version").n()) || item.containsKey("recordedAt"))) {
        leftBehind.add(item.get("sk").s());
      }
    }
    assertEquals(List.of(), leftBehind, "every event is stored at version 2");
    assertEquals(Event.UNKNOWN_ACTOR, EventEntity.of(table).get("order", "legacy", 1L).execute().orElseThrow().actor());
  }

  /** An event as version 1 stored it: {@code recordedAt}, no {@code actor}, {@code __version} 1. */
  private static Map<String, AttributeValue> version1(long seq) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(new Event("order", "legacy", seq,
        "ItemAdded", "01OLD" + seq, Map.of("n", BigDecimal.valueOf(seq)), "u_alice", T0.plusSeconds(seq))));
    item.put("recordedAt", item.remove("occurredAt"));
    item.remove("actor");
    item.remove("__token");
    item.put("__version", AttributeValue.fromN("1"));
    return item;
  }

  /** A logger's {@code info(message)}, kept for the assertions. */
  private static final class ProgressLog {
    final List<String> lines = new ArrayList<>();

    void info(String message) {
      lines.add(message);
    }
  }
}
