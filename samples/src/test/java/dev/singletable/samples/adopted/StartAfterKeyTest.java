package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A query starts after an item given by its key, as Tempest's {@code Offset} and ElectroDB's
 * key-to-cursor conversion do, on the table and on a local index, over items written as Tempest
 * writes them; a key that is not of the query's index, partition or range is refused before anything
 * is sent.
 */
class StartAfterKeyTest {
  private static final List<String> TITLES = List.of("Dawn", "Echoes", "Blue", "Ash", "Coda");

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aQueryOfTheTableStartsAfterTheKeyGivenInEitherOrder(SampleEngine engine) {
    TempestTrackEntity tracks = TempestTrackEntity.of(seeded(engine));

    assertEquals(List.of("Blue", "Ash", "Coda"), titles(tracks.query().primary("ALBUM_1")
        .startAfterKey(TempestTrackEntity.key("ALBUM_1", hex(2))).list()));
    assertEquals(List.of("Echoes", "Dawn"), titles(tracks.query().primary("ALBUM_1").descending()
        .startAfterKey(TempestTrackEntity.key("ALBUM_1", hex(3))).list()));
    assertEquals(List.of("Ash"), titles(tracks.query().primary("ALBUM_1")
        .startAfterKey(TempestTrackEntity.key("ALBUM_1", hex(3))).limit(1).list()), "the limit counts from there");
    assertEquals(List.of("Coda"), titles(tracks.query().primary("ALBUM_1")
        .startAfterKey(Key.of(Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_0000000000000004x"))))
        .list()), "a key of no stored item starts where it would sort");
    assertEquals(5, tracks.query().primary("ALBUM_1").startAfterKey(null).list().size(), "null starts at the start");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aQueryOfALocalIndexStartsAfterAnItemOrItsIndexKey(SampleEngine engine) {
    TempestTrackEntity tracks = TempestTrackEntity.of(seeded(engine));
    TempestTrack blue = tracks.get("ALBUM_1", hex(3)).execute().orElseThrow();

    assertEquals(List.of("Coda", "Dawn", "Echoes"), titles(tracks.query().byTitle("ALBUM_1").startAfterItem(blue).list()));
    assertEquals(List.of("Dawn", "Echoes"), titles(tracks.query().byTitle("ALBUM_1").startAfterKey(Key.of(Map.of(
        "partition_key", s("ALBUM_1"), "sort_key", s("TRACK_" + hex(5)), "track_title", s("Coda")))).list()));
    assertEquals(List.of("Ash"), titles(tracks.query().byTitle("ALBUM_1").descending().startAfterItem(blue).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aKeyOfAnotherPartitionRangeOrIndexIsRefusedNamingEntityValueAndKey(SampleEngine engine) {
    TempestTrackEntity tracks = TempestTrackEntity.of(seeded(engine));

    InvalidValueException otherAlbum = assertThrows(InvalidValueException.class, () -> tracks.query()
        .primary("ALBUM_1").startAfterKey(TempestTrackEntity.key("ALBUM_2", hex(1))));
    assertEquals("albumTrack", otherAlbum.entity());
    assertEquals("partition_key", otherAlbum.field());
    assertEquals("ALBUM_2", otherAlbum.value());
    assertEquals("partition_key=ALBUM_2, sort_key=TRACK_0000000000000001", otherAlbum.key().orElseThrow());

    InvalidValueException outsideRange = assertThrows(InvalidValueException.class, () -> tracks.query()
        .primary("ALBUM_1").startAfterKey(Key.of(Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_")))));
    assertEquals("sort_key", outsideRange.field());
    assertEquals("INFO_", outsideRange.value());
    assertTrue(outsideRange.getMessage().contains("begins_with"), outsideRange.getMessage());

    InvalidValueException tableKeyOnIndex = assertThrows(InvalidValueException.class, () -> tracks.query()
        .byTitle("ALBUM_1").startAfterKey(TempestTrackEntity.key("ALBUM_1", hex(1))));
    assertEquals("track_title", tableKeyOnIndex.field());
    assertTrue(tableKeyOnIndex.getMessage().contains("index album_track_title_index"), tableKeyOnIndex.getMessage());

    InvalidValueException indexKeyOnTable = assertThrows(InvalidValueException.class, () -> tracks.query()
        .primary("ALBUM_1").startAfterKey(Key.of(Map.of("partition_key", s("ALBUM_1"), "sort_key",
            s("TRACK_" + hex(1)), "track_title", s("Dawn")))));
    assertEquals("track_title", indexKeyOnTable.field());

    InvalidValueException otherAlbumsItem = assertThrows(InvalidValueException.class, () -> tracks.query()
        .byTitle("ALBUM_1").startAfterItem(new TempestTrack("ALBUM_2", hex(1), "Dawn", "PT3M")));
    assertEquals("partition_key", otherAlbumsItem.field());
  }

  /** Album 1's five tracks and album 2's one, as Tempest writes them, and album 1's info item. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "music", TempestTrackEntity.SCHEMA);
    for (int track = 1; track <= TITLES.size(); track++) {
      putRaw(table, track("ALBUM_1", track, TITLES.get(track - 1)));
    }
    putRaw(table, track("ALBUM_2", 1, "Other"));
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_"), "album_title", s("Seasons")));
    return table;
  }

  private static Map<String, AttributeValue> track(String album, int number, String title) {
    return Map.of("partition_key", s(album), "sort_key", s("TRACK_" + hex(number)), "track_title", s(title),
        "title", s(title), "run_length", s("PT3M" + number + "S"));
  }

  private static String hex(int number) {
    return String.format("%016x", number);
  }

  private static List<String> titles(List<TempestTrack> tracks) {
    return tracks.stream().map(TempestTrack::trackTitle).toList();
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
