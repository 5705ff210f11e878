package dev.singletable.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.migration.Migration;
import dev.singletable.runtime.operation.TransactGet;
import dev.singletable.runtime.migration.MigrationException;
import dev.singletable.runtime.migration.MigrationProgress;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Version 2 of {@link Reading} reads the items version 1 stored, through every kind of read, and a
 * {@link Migration} rewrites them all, resumably, while other writers keep writing the same items.
 */
class MigrationTest {
  private static final int WRITERS = 2;

  /** The size of the run over HTTP: moto reads a table in key order for each page it scans. */
  static Stream<Named<Object[]>> sizes() {
    return Stream.of(Named.of("moto, 2000 items", new Object[] {Engines.http(), 40, 50}));
  }

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    return Engines.newTable(engine, "meters", ReadingEntity.SCHEMA, MeterEntity.SCHEMA);
  }

  /** Stores readings as version 1 wrote them (value, no unit), as raw items. */
  private static void storeVersion1(Table table, int meters, int readingsPerMeter) {
    List<WriteRequest> batch = new ArrayList<>();
    for (int m = 0; m < meters; m++) {
      for (int s = 1; s <= readingsPerMeter; s++) {
        batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(version1(meter(m), s)).build()).build());
        if (batch.size() == 25) {
          write(table, batch);
        }
      }
    }
    if (!batch.isEmpty()) {
      write(table, batch);
    }
  }

  private static void write(Table table, List<WriteRequest> batch) {
    Map<String, List<WriteRequest>> unprocessed = Map.of(table.name(), List.copyOf(batch));
    while (!unprocessed.isEmpty()) {
      unprocessed = table.client().batchWriteItem(BatchWriteItemRequest.builder().requestItems(unprocessed).build())
          .unprocessedItems();
    }
    batch.clear();
  }

  private static String meter(int m) {
    return "m" + m;
  }

  private static double originalValue(String meterId, int seq) {
    return Integer.parseInt(meterId.substring(1)) * 1000 + seq + 0.5;
  }

  static Map<String, AttributeValue> version1(String meterId, int seq) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.createS("METER#" + meterId));
    item.put("sk", AttributeValue.createS(String.format("READING#%06d", seq)));
    item.put("__entity", AttributeValue.createS("reading"));
    item.put("__version", AttributeValue.createN("1"));
    item.put("meterId", AttributeValue.createS(meterId));
    item.put("seq", AttributeValue.createN(Integer.toString(seq)));
    item.put("value", AttributeValue.createN(Double.toString(originalValue(meterId, seq))));
    return item;
  }

  private static Reading upcast(String meterId, int seq) {
    return new Reading(meterId, seq, originalValue(meterId, seq), "kWh", null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyKindOfReadReturnsVersion1ItemsUpcast(SampleEngine engine) {
    Table table = table(engine);
    storeVersion1(table, 2, 3);
    MetersService service = MetersService.of(table);
    service.meters().put(new Meter("m1", "roof")).execute();
    service.readings().put(new Reading("m1", 4, 9.25, "MWh", "new")).execute();

    assertEquals(upcast("m0", 2), service.readings().get("m0", 2).execute().orElseThrow());
    assertEquals(List.of(upcast("m1", 1), upcast("m1", 2), upcast("m1", 3), new Reading("m1", 4, 9.25, "MWh", "new")),
        service.readings().query().primary("m1").list());
    assertEquals(2, service.readings().query().primary("m1").seqGt(1).limit(2).list().size());
    assertEquals(4, service.readings().query().primary("m1").count());
    assertEquals(7, service.readings().scan().list().size());
    assertEquals(7, service.readings().scan().count());
    assertEquals(7, service.readings().scan().segments(3).list().size());
    MetersService.MeterCollection partition = service.meter("m1").list();
    assertEquals("roof", partition.meter().orElseThrow().site());
    assertEquals(4, partition.readings().size());
    assertTrue(partition.readings().contains(upcast("m1", 3)));
    assertEquals(List.of(upcast("m0", 3), upcast("m1", 1)), service.batchGet()
        .get(ReadingEntity.SCHEMA, ReadingEntity.key("m0", 3))
        .get(ReadingEntity.SCHEMA, ReadingEntity.key("m1", 1))
        .execute().items(ReadingEntity.SCHEMA).stream()
        .sorted(java.util.Comparator.comparing(Reading::meterId)).toList());
    TransactGet reads = service.transactGet();
    TransactGet.Ref<Reading> transacted = reads.get(ReadingEntity.SCHEMA, ReadingEntity.key("m0", 1));
    reads.execute();
    assertEquals(upcast("m0", 1), transacted.value().orElseThrow());
    assertEquals(new MetersService.ReadingItem(upcast("m0", 1)), MetersService.parse(version1("m0", 1)));
    // Reads never wrote: the stored items are still version 1.
    long stillVersion1 = RawItems.scan(table).stream()
        .filter(item -> "1".equals(item.get("__version").n()) && "reading".equals(item.get("__entity").s())).count();
    assertEquals(6, stillVersion1);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writeBackStoresTheUpcastItemAtVersion2(SampleEngine engine) {
    Table table = table(engine);
    storeVersion1(table, 1, 2);
    ReadingEntity readings = ReadingEntity.of(table);

    assertEquals(upcast("m0", 1), readings.get("m0", 1).writeBack().execute().orElseThrow());

    Map<String, AttributeValue> stored = rawItem(table, "m0", 1);
    assertEquals("2", stored.get("__version").n());
    assertEquals("kWh", stored.get("unit").s());
    assertFalse(stored.containsKey("value"));
    assertEquals("1", rawItem(table, "m0", 2).get("__version").n(), "a read without writeBack() writes nothing");
    readings.get("m0", 2).execute();
    assertEquals("1", rawItem(table, "m0", 2).get("__version").n());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writeBackNeverOverwritesAWriteMadeAfterTheRead(SampleEngine engine) {
    Table table = table(engine);
    storeVersion1(table, 1, 2);
    // A version 2 writer, then a version 1 writer (old code, which stamps its write token), each
    // writes between the read and its write-back.
    Map<String, AttributeValue> newer = ReadingEntity.toItem(new Reading("m0", 1, 42, "MWh", "newer"));
    Map<String, AttributeValue> olderCode = version1("m0", 2);
    olderCode.put("value", AttributeValue.createN("77"));
    olderCode.put("__token", AttributeValue.createS("old-writer-token"));

    for (Map<String, AttributeValue> racer : List.of(newer, olderCode)) {
      int seq = Integer.parseInt(racer.get("seq").n());
      Table racing = Table.of(new RacingClient(table.client(), table.name(), racer), table.name());
      assertEquals(upcast("m0", seq), ReadingEntity.of(racing).get("m0", seq).writeBack().execute().orElseThrow());
      Map<String, AttributeValue> stored = rawItem(table, "m0", seq);
      assertEquals(racer.keySet(), stored.keySet(), "the write after the read stands");
      assertEquals(racer.get("__version"), stored.get("__version"));
      assertEquals(racer.get("__token"), stored.get("__token"));
      assertEquals(new java.math.BigDecimal(racer.getOrDefault("kwh", racer.get("value")).n()).stripTrailingZeros(),
          new java.math.BigDecimal(stored.getOrDefault("kwh", stored.get("value")).n()).stripTrailingZeros());
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anUpcastThatChangesTheKeyMovesEachItemOnce(SampleEngine engine) {
    Table table = Engines.newTable(engine, "gauges", GaugeEntity.SCHEMA);
    for (int seq = 1; seq <= 60; seq++) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("pk", AttributeValue.createS("GAUGE#g1"));
      item.put("sk", AttributeValue.createS("AT#" + seq));
      item.put("__entity", AttributeValue.createS("gauge"));
      item.put("__version", AttributeValue.createN("1"));
      item.put("gaugeId", AttributeValue.createS("g1"));
      item.put("seq", AttributeValue.createN(Integer.toString(seq)));
      item.put("level", AttributeValue.createN(Integer.toString(seq * 10)));
      table.client().putItem(b -> b.tableName(table.name()).item(item));
    }
    GaugeEntity gauges = GaugeEntity.of(table);
    // Before the migration, reads by the new key miss the item; scans find it upcast.
    assertTrue(gauges.get("g1", 7).execute().isEmpty());
    assertEquals(60, gauges.scan().list().size());
    // A writer already stored seq 60 at its new key: that item cannot move there.
    gauges.put(new Gauge("g1", 60, -1)).execute();

    MigrationProgress done = Migration.of(table, GaugeEntity.SCHEMA).segments(2).pageSize(7).run();

    assertTrue(done.allSegmentsRead(), done.toString());
    assertEquals(59, done.migrated(), done.toString());
    assertEquals(1, done.failed(), done.toString());
    // The refused item is still at version 1, so the migration is not finished.
    assertEquals(1, done.remaining(), done.toString());
    assertFalse(done.finished(), done.toString());
    assertEquals(new Gauge("g1", 7, 70), gauges.get("g1", 7).execute().orElseThrow());
    List<String> keys = RawItems.scan(table).stream()
        .filter(item -> "gauge".equals(item.get("__entity").s()))
        .map(item -> item.get("sk").s() + " v" + item.get("__version").n()).sorted().toList();
    List<String> expected = new ArrayList<>();
    for (int seq = 1; seq <= 60; seq++) {
      expected.add(String.format("AT#%04d v2", seq));
    }
    expected.add("AT#60 v1");
    assertEquals(expected.stream().sorted().toList(), keys, "each item once, at its new key; the refused one stays");
    assertEquals(new Gauge("g1", 60, -1), gauges.get("g1", 60).execute().orElseThrow(), "the writer's item stands");
  }

  private static Map<String, AttributeValue> rawItem(Table table, String meterId, int seq) {
    return table.client().getItem(b -> b.tableName(table.name()).key(ReadingEntity.key(meterId, seq))
        .consistentRead(true)).item();
  }

  @ParameterizedTest
  @MethodSource("sizes")
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void migrationInterruptedTwiceUnderConcurrentWritesLeavesEveryItemAtVersion2Once(Object[] size) throws Exception {
    SampleEngine engine = (SampleEngine) size[0];
    int meters = (Integer) size[1];
    int readingsPerMeter = (Integer) size[2];
    int total = meters * readingsPerMeter;
    Table table = table(engine);
    storeVersion1(table, meters, readingsPerMeter);
    ReadingEntity readings = ReadingEntity.of(table);

    // Writers of version 2 own disjoint meters and put new values while the migration runs: theirs must win.
    Map<String, Reading> lastWritten = new ConcurrentHashMap<>();
    AtomicBoolean writing = new AtomicBoolean(true);
    ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
    List<Future<Integer>> writers = new ArrayList<>();
    for (int w = 0; w < WRITERS; w++) {
      int writer = w;
      writers.add(pool.submit(() -> {
        int puts = 0;
        ThreadLocalRandom random = ThreadLocalRandom.current();
        while (writing.get() || puts < 50) {
          String meterId = meter(writer + WRITERS * random.nextInt(meters / WRITERS));
          int seq = 1 + random.nextInt(readingsPerMeter);
          Reading value = new Reading(meterId, seq, -puts, "writer", "w" + writer + "-" + puts);
          readings.put(value).execute();
          lastWritten.put(meterId + "/" + seq, value);
          puts++;
        }
        return puts;
      }));
    }

    // Run 1 is stopped after a quarter of the items.
    Migration<Reading> first = Migration.of(table, ReadingEntity.SCHEMA).segments(4).pageSize(50);
    first.onProgress(progress -> {
      if (progress.migrated() >= total / 4) {
        first.stop();
      }
    });
    MigrationProgress stopped = first.run();
    assertFalse(stopped.finished());
    assertTrue(stopped.migrated() >= total / 4, stopped.toString());

    // Run 2 dies in the middle of a page, after a few hundred more rewrites.
    Table crashing = Table.of(new CrashingClient(table.client(), total / 10), table.name());
    MigrationException crash = assertThrows(MigrationException.class,
        () -> Migration.of(crashing, ReadingEntity.SCHEMA).segments(4).pageSize(50).run());
    assertFalse(crash.progress().finished());

    // Run 3 resumes from the checkpoints and finishes.
    MigrationProgress done = Migration.of(table, ReadingEntity.SCHEMA).segments(4).pageSize(50).run();
    writing.set(false);
    int puts = 0;
    for (Future<Integer> writer : writers) {
      puts += writer.get();
    }
    pool.shutdown();

    assertTrue(done.finished(), done.toString());
    assertEquals(0, done.failed(), done.toString());
    assertTrue(done.migrated() + done.skipped() <= total, done.toString());
    assertTrue(puts > 0);

    List<Map<String, AttributeValue>> stored = RawItems.scan(table);
    Map<String, Map<String, AttributeValue>> byKey = new HashMap<>();
    for (Map<String, AttributeValue> item : stored) {
      if ("reading".equals(item.get("__entity").s())) {
        assertEquals("2", item.get("__version").n(), () -> "left at an earlier version: " + item);
        assertFalse(item.containsKey("value"), () -> "version 1 attribute kept: " + item);
        assertNotNull(byKey.put(item.get("meterId").s() + "/" + item.get("seq").n(), item) == null ? "" : null,
            () -> "stored twice: " + item);
      }
    }
    assertEquals(total, byKey.size(), "every reading once");
    for (int m = 0; m < meters; m++) {
      for (int s = 1; s <= readingsPerMeter; s++) {
        String key = meter(m) + "/" + s;
        Reading expected = lastWritten.getOrDefault(key, upcast(meter(m), s));
        assertEquals(expected, ReadingEntity.fromItem(byKey.get(key)), key);
      }
    }
    assertEquals(total, readings.scan().count());
  }
}
