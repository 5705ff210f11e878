package dev.singletable.samples.migration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ReservedItemException;
import dev.singletable.runtime.migration.Migration;
import dev.singletable.runtime.migration.MigrationProgress;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a migration keeps its checkpoints and what its progress tells: tables keyed by numbers and
 * by bytes are migrated and checkpointed like string-keyed ones, an item of the user's at a
 * checkpoint's key is never replaced, and a migration that an old writer outran is not finished,
 * says how many items are left, and the next run migrates them.
 */
class MigrationCheckpointsTest {
  /** How many items the old writer adds at most while a migration runs. */
  private static final int OLD_WRITER_BOUND = 300;


  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  private static void put(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(b -> b.tableName(table.name()).item(item));
  }

  private static long atVersion(Table table, String entity, String version) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("__entity") != null && entity.equals(item.get("__entity").s()))
        .filter(item -> version.equals(item.get("__version").n()))
        .count();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTableKeyedByNumbersIsMigratedAndCheckpointed(SampleEngine engine) {
    Table table = Engines.newTable(engine, "probes", ProbeEntity.SCHEMA);
    for (int at = 1; at <= 30; at++) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("pk", AttributeValue.fromN("7"));
      item.put("sk", AttributeValue.fromN(Integer.toString(at)));
      item.put("__entity", AttributeValue.fromS("probe"));
      item.put("__version", AttributeValue.fromN("1"));
      item.put("label", AttributeValue.fromS("p" + at));
      put(table, item);
    }

    MigrationProgress done = Migration.of(table, ProbeEntity.SCHEMA).segments(2).pageSize(7).run();

    assertEquals(30, done.migrated());
    assertEquals(0, done.remaining());
    assertTrue(done.finished());
    assertEquals(30, atVersion(table, "probe", "2"));
    assertEquals(new Probe(7, 3, "p3", "none"), ProbeEntity.of(table).get(7L, 3L).execute().orElseThrow());
    assertEquals(3, atVersion(table, "__checkpoint", "1"), "two segments and the count of what is left");
  }

  /**
   * A segment of a parallel scan of a table keyed by bytes, which moto fails (HTTP 500: it hashes a
   * binary partition key as text to find its segment), is answered as DynamoDB answers it. Scan:
   * "Segment ... identifies an individual segment to be scanned by an application worker", and an item
   * is in the segment its partition key hashes to, so one partition's items are all in one segment:
   * segment 0's pages are the whole table's, which the engine gives for the same request without
   * {@code Segment} and {@code TotalSegments}, and segment 1 has none. Every other request reaches the
   * engine, and each scan is checked to have been sent for its segment.
   */
  @ParameterizedTest
  @MethodSource("engines")
  void aTableKeyedByBytesIsMigratedAndCheckpointed(SampleEngine engine) {
    Table created = Engines.newTable(engine, "parcels", ParcelEntity.SCHEMA);
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("Scan", MigrationCheckpointsTest::onePartitionInSegmentZero);
    Table table = Table.of(DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http)), created.name());
    for (int i = 1; i <= 30; i++) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("pk", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2})));
      item.put("sk", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {(byte) i, (byte) 0xff})));
      item.put("__entity", AttributeValue.fromS("parcel"));
      item.put("__version", AttributeValue.fromN("1"));
      item.put("size", AttributeValue.fromN(Integer.toString(i)));
      put(table, item);
    }

    MigrationProgress done = Migration.of(table, ParcelEntity.SCHEMA).segments(2).pageSize(7).run();

    assertEquals(30, done.migrated());
    assertTrue(done.finished());
    assertEquals(30, atVersion(created, "parcel", "2"));
    List<String> scans = http.sent("Scan");
    assertTrue(scans.stream().anyMatch(body -> body.contains("\"Segment\":0") && body.contains("\"TotalSegments\":2")), scans::toString);
    assertTrue(scans.stream().anyMatch(body -> body.contains("\"Segment\":1") && body.contains("\"TotalSegments\":2")), scans::toString);
    assertTrue(scans.stream().filter(body -> body.contains("\"Segment\""))
        .allMatch(body -> body.contains("\"TotalSegments\":2")), scans::toString);
    table.client().close();
  }

  /**
   * DynamoDB's answer to a scan of a table holding one partition (see above): the engine's for a scan
   * of the whole table or of segment 0, none for segment 1.
   */
  private static String onePartitionInSegmentZero(String request) {
    if (request.contains("\"Segment\":1")) {
      return "{\"Count\":0,\"Items\":[],\"ScannedCount\":0}";
    }
    String whole = request.replace("\"Segment\":0,", "").replace(",\"Segment\":0", "")
        .replace("\"TotalSegments\":2,", "").replace(",\"TotalSegments\":2", "");
    DynamoDbEngine engine = DynamoDbEngine.shared();
    HttpRequest scan = HttpRequest.newBuilder(engine.endpoint().orElseThrow())
        .header("X-Amz-Target", "DynamoDB_20120810.Scan")
        .header("Content-Type", "application/x-amz-json-1.0")
        // moto reads the service and region from the credential scope
        .header("Authorization", "AWS4-HMAC-SHA256 Credential=testing/20240101/" + engine.region().id()
            + "/dynamodb/aws4_request, SignedHeaders=host, Signature=0")
        .POST(HttpRequest.BodyPublishers.ofString(whole))
        .build();
    try {
      HttpResponse<String> answer = HttpClient.newHttpClient().send(scan, HttpResponse.BodyHandlers.ofString());
      assertEquals(200, answer.statusCode(), answer::body);
      return answer.body();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemAtAMigrationCheckpointsKeyIsNeverReplaced(SampleEngine engine) {
    Table table = Engines.newTable(engine, "meters", ReadingEntity.SCHEMA, MeterEntity.SCHEMA);
    put(table, MigrationTest.version1("m0", 1));
    String key = "__checkpoint#migration#meters/reading/v2#0/1";
    Map<String, AttributeValue> users = RawItems.usersItemAt("pk", "sk", key);
    put(table, users);

    ReservedItemException refused = assertThrows(ReservedItemException.class,
        () -> Migration.of(table, ReadingEntity.SCHEMA).segments(1).run());

    assertTrue(refused.getMessage().contains("name(...)"), refused.getMessage());
    Map<String, AttributeValue> stored = table.client().getItem(b -> b.tableName(table.name())
        .key(Map.of("pk", users.get("pk"), "sk", users.get("sk"))).consistentRead(true)).item();
    assertEquals(users, stored, "the user's item is as it was");
    // Under another name the migration keeps its checkpoints elsewhere and runs.
    assertTrue(Migration.of(table, ReadingEntity.SCHEMA).segments(1).name("readings-v2").run().finished());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aMigrationAnOldWriterOutranIsNotFinishedAndTheNextRunMigratesWhatItLeft(SampleEngine engine) throws Exception {
    Table table = Engines.newTable(engine, "meters", ReadingEntity.SCHEMA, MeterEntity.SCHEMA);
    for (int seq = 1; seq <= 60; seq++) {
      put(table, MigrationTest.version1("m0", seq));
    }
    // An old writer keeps adding version 1 readings while the migration runs, and 22 more once
    // every segment has been read: those are surely behind the scan. The writer stops after a bound,
    // so that a migration slower than the writer (a loaded machine) still reaches the end of a pass:
    // items written ahead of the scan would otherwise keep it going.
    AtomicBoolean running = new AtomicBoolean(true);
    AtomicInteger written = new AtomicInteger();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    Future<?> oldWriter = pool.submit(() -> {
      while (running.get() && written.get() < OLD_WRITER_BOUND) {
        put(table, MigrationTest.version1("m1", written.incrementAndGet()));
      }
    });
    AtomicBoolean lateWrites = new AtomicBoolean();
    MigrationProgress first;
    try {
      first = Migration.of(table, ReadingEntity.SCHEMA).segments(2).pageSize(10).onProgress(progress -> {
        if (progress.allSegmentsRead() && lateWrites.compareAndSet(false, true)) {
          running.set(false);
          for (int seq = 1; seq <= 22; seq++) {
            put(table, MigrationTest.version1("m2", seq));
          }
        }
      }).run();
    } finally {
      running.set(false);
      oldWriter.get();
      pool.shutdown();
    }

    long left = atVersion(table, "reading", "1");
    assertTrue(left >= 22, left + " version 1 items left");
    assertTrue(first.allSegmentsRead());
    assertEquals(left, first.remaining(), "the progress counts what is left");
    assertFalse(first.finished(), "a migration that left items behind is not finished");
    assertEquals(first, Migration.of(table, ReadingEntity.SCHEMA).segments(2).progress());

    MigrationProgress second = Migration.of(table, ReadingEntity.SCHEMA).segments(2).pageSize(10).run();

    assertTrue(second.finished());
    assertEquals(0, second.remaining());
    assertEquals(0, atVersion(table, "reading", "1"));
    assertEquals(60 + written.get() + 22, atVersion(table, "reading", "2"));
    assertEquals(60 + written.get() + 22, second.migrated() + second.skipped());
    assertEquals(List.of(), RawItems.scan(table).stream()
        .filter(item -> "reading".equals(item.get("__entity").s()) && !"2".equals(item.get("__version").n()))
        .toList());
  }
}
