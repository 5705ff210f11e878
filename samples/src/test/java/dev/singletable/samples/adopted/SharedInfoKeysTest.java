package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.adopted.SharedInfoKeys.Album;
import dev.singletable.samples.adopted.SharedInfoKeys.Playlist;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Two entities of one service with one key layout, told apart by a type attribute: reads keep each
 * one's items, and no write of one replaces, deletes or changes the other's item at a shared key.
 */
class SharedInfoKeysTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readsTellTheEntitiesApartByTheirTypeAttribute(SampleEngine engine) {
    Table table = seeded(engine);
    MusicinfoService service = MusicinfoService.of(table);

    assertEquals(Optional.of(new Album("A1", "Seasons")), service.albums().get("A1").execute());
    assertEquals(Optional.empty(), service.albums().get("P1").execute(), "P1 is a playlist");
    assertEquals(Optional.of(new Playlist("P1", "Running")), service.playlists().get("P1").execute());
    assertEquals(List.of(new Album("A1", "Seasons")), service.albums().scan().list());
    assertEquals(List.of(new MusicinfoService.PlaylistItem(new Playlist("P1", "Running"))),
        service.scan().list().stream().filter(item -> item instanceof MusicinfoService.PlaylistItem).toList());
    assertEquals(2, service.scan().count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void noWriteOfOneReplacesDeletesOrChangesTheOthersItem(SampleEngine engine) {
    Table table = seeded(engine);
    MusicinfoService service = MusicinfoService.of(table);

    ConditionFailedException put = assertThrows(ConditionFailedException.class,
        () -> service.albums().put(new Album("P1", "Overwritten")).execute());
    assertTrue(put.getMessage().contains("album") && put.getMessage().contains("PLAYLIST_INFO")
        && put.getMessage().contains("partition_key=P1"), put.getMessage());
    assertThrows(ConditionFailedException.class, () -> service.albums().create(new Album("P1", "New")).execute());
    assertThrows(ConditionFailedException.class, () -> service.albums().delete("P1").execute());
    assertThrows(ConditionFailedException.class, () -> service.albums().update("P1")
        .set(SharedInfoKeys_AlbumEntity.TITLE, "Changed").execute());
    assertThrows(ConditionFailedException.class, () -> service.playlists().put(new Playlist("A1", "Mine")).execute());

    Map<String, AttributeValue> playlist = RawItems.scan(table).stream()
        .filter(item -> item.get("partition_key").s().equals("P1")).findFirst().orElseThrow();
    assertEquals(Map.of("partition_key", s("P1"), "sort_key", s("INFO_"), "item_type", s("PLAYLIST_INFO"),
        "playlist_name", s("Running")), playlist, "the playlist is as its writer left it");
    service.albums().put(new Album("A1", "Seasons, remastered")).execute();
    assertEquals(Optional.of(new Album("A1", "Seasons, remastered")), service.albums().get("A1").execute());
  }

  /** An album and a playlist at keys of one layout, as their writer stores them. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "musicinfo", SharedInfoKeys_AlbumEntity.SCHEMA,
        SharedInfoKeys_PlaylistEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("A1"), "sort_key", s("INFO_"), "item_type", s("ALBUM_INFO"),
        "album_title", s("Seasons")));
    putRaw(table, Map.of("partition_key", s("P1"), "sort_key", s("INFO_"), "item_type", s("PLAYLIST_INFO"),
        "playlist_name", s("Running")));
    return table;
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
