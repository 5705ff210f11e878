package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.TransactionPageException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.TransactWrites;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A long list of writes sent as a series of transactions of at most DynamoDB's size, each with the
 * same condition check (Tempest's {@code WritingPager}), into a table as Tempest writes it; a page
 * that fails leaves the pages before it applied and says which.
 */
class TransactWritesTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesAreSentInPagesOfAtMostAHundredOperationsEachWithTheCheck(SampleEngine engine) {
    Table table = seeded(engine);

    List<TransactWrites.Page> applied = tracks(table, 250).execute();

    assertEquals(List.of(new TransactWrites.Page(0, 0, 99, 100), new TransactWrites.Page(1, 99, 99, 100),
        new TransactWrites.Page(2, 198, 52, 53)), applied, "each page holds the check and 99 writes");
    assertEquals(250, TempestTrackEntity.of(table).query().primary("ALBUM_1").count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aFailedMiddlePageLeavesTheFirstAppliedAndSendsNoLaterOne(SampleEngine engine) {
    Table table = seeded(engine);
    // Track 150, in the second page, exists already: its create cancels that page.
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_" + hex(150)), "track_title", s("Old"),
        "title", s("Old")));
    TransactWrites writes = TransactWrites.of(table).everyPage(TransactWritesTest::albumUnchanged);
    IntStream.range(0, 250).forEach(i -> writes.create(TempestTrackEntity.SCHEMA, track(i)));

    TransactionPageException failed = assertThrows(TransactionPageException.class, writes::execute);

    assertEquals(1, failed.failedPage());
    assertEquals(1, failed.appliedPages());
    assertEquals(3, failed.pages());
    assertEquals(99, failed.appliedWrites());
    assertEquals(99, failed.failedWrites());
    TransactionCanceledException cancelled = assertInstanceOf(TransactionCanceledException.class, failed.getCause());
    assertEquals("create", cancelled.failures().get(0).operation());
    assertTrue(failed.getMessage().contains("pages 0 to 0 (writes 0 to 98) were applied"), failed.getMessage());
    List<String> stored = TempestTrackEntity.of(table).query().primary("ALBUM_1").list().stream()
        .map(TempestTrack::trackToken).toList();
    assertEquals(100, stored.size(), "page 0's 99 tracks and the one there before");
    assertEquals(IntStream.range(0, 99).mapToObj(TransactWritesTest::hex).toList(), stored.subList(0, 99));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void everyPageCarriesTheCheckSoAFailingCheckStopsTheFirstPage(SampleEngine engine) {
    Table table = seeded(engine);
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_"), "album_title", s("Renamed"),
        "artist_name", s("Ann")));

    TransactionPageException failed = assertThrows(TransactionPageException.class, () -> tracks(table, 150).execute());

    assertEquals(0, failed.failedPage());
    assertEquals(0, failed.appliedWrites());
    assertEquals("conditionCheck",
        ((TransactionCanceledException) failed.getCause()).failures().get(0).operation());
    assertEquals(0, TempestTrackEntity.of(table).query().primary("ALBUM_1").count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void pagesStayUnderFourMegabytes(SampleEngine engine) {
    Table table = seeded(engine);
    // 200 KB each: 20 of them and the check come to about 4.0 MB, a 21st would pass 4 MB (4,194,304 bytes).
    String minutes = "x".repeat(200_000);
    TransactWrites writes = TransactWrites.of(table).everyPage(TransactWritesTest::albumUnchanged);
    IntStream.range(0, 30).forEach(i -> writes.put(TempestTrackEntity.SCHEMA,
        new TempestTrack("ALBUM_1", hex(i), "Track " + i, minutes)));

    List<TransactWrites.Page> applied = writes.execute();

    assertEquals(2, applied.size(), applied.toString());
    assertEquals(List.of(20, 10), applied.stream().map(TransactWrites.Page::writes).toList());
    assertEquals(30, TempestTrackEntity.of(table).query().primary("ALBUM_1").count());
  }

  private static TransactWrites tracks(Table table, int count) {
    TransactWrites writes = MusiclibraryService.of(table).transactWrites().everyPage(TransactWritesTest::albumUnchanged);
    IntStream.range(0, count).forEach(i -> writes.put(TempestTrackEntity.SCHEMA, track(i)));
    return writes;
  }

  /** The check of every page: the album is still the one the tracks were written for. */
  private static void albumUnchanged(TransactWrite page) {
    page.conditionCheck(TempestAlbumEntity.SCHEMA, TempestAlbumEntity.key("ALBUM_1"),
        TempestAlbumEntity.ALBUM_TITLE.eq("Seasons"));
  }

  private static TempestTrack track(int number) {
    return new TempestTrack("ALBUM_1", hex(number), "Track " + number, "PT3M");
  }

  /** Album 1's info item as Tempest writes it. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "pages", TempestTrackEntity.SCHEMA, TempestAlbumEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_"), "album_title", s("Seasons"),
        "artist_name", s("Ann")));
    return table;
  }

  private static String hex(int number) {
    return String.format("%016x", number);
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
