package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.collection.SealedItems;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.adopted.SharedInfoKeys.Album;
import dev.singletable.samples.adopted.SharedInfoKeys.Info;
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
 * A shared key layout read as the sealed interface its records implement ({@code Info permits Album,
 * Playlist}): a read by key returns whichever entity is stored there, a query each item as its own
 * record, with the identity checks of every read; an item of a type value neither has is skipped.
 */
class SealedLayoutReadsTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aReadByKeyReturnsWhicheverEntityIsStoredThere(SampleEngine engine) {
    MusicinfoService service = MusicinfoService.of(seeded(engine));

    assertEquals(Optional.of(new Album("A1", "Seasons")), service.infos().get("A1").execute());
    assertEquals(Optional.of(new Playlist("P1", "Running")), service.infos().get("P1").execute());
    assertEquals(Optional.of(new Playlist("P1", "Running")), service.infos().get("P1").executeAsync().join());
    assertEquals(Optional.empty(), service.infos().get("S1").execute(), "a type value neither entity has");
    assertEquals(Optional.empty(), service.infos().get("none").execute());
    assertEquals(true, service.consistent().infos().get("A1").request().consistentRead());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aQueryReturnsEachItemAsItsOwnRecordAndSkipsOtherTypes(SampleEngine engine) {
    MusicinfoService service = MusicinfoService.of(seeded(engine));

    SealedItems<Info> album = service.infos().query("A1").list();
    assertEquals(List.of(new Album("A1", "Seasons")), album.items());
    assertEquals(1, album.skipped(), "the note beside it is no info");
    assertEquals(List.of(new Playlist("P1", "Running")), service.infos().query("P1").stream().toList());
    SealedItems<Info> single = service.infos().query("S1").list();
    assertEquals(List.of(), single.items());
    assertEquals(1, single.skipped(), "a type value neither entity has is skipped, as a collection skips it");
    Info first = service.infos().query("P1").first().orElseThrow();
    assertTrue(first instanceof Playlist playlist && playlist.name().equals("Running"), first.toString());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemThatCannotBeReadAsItsEntityFailsTheReadNamingItsKey(SampleEngine engine) {
    Table table = seeded(engine);
    putRaw(table, Map.of("partition_key", s("P2"), "sort_key", s("INFO_"), "item_type", s("PLAYLIST_INFO"),
        "playlist_name", AttributeValue.fromN("7")));
    MusicinfoService service = MusicinfoService.of(table);

    InvalidItemException refused = assertThrows(InvalidItemException.class, () -> service.infos().get("P2").execute());
    assertTrue(refused.getMessage().contains("P2"), refused.getMessage());
    assertThrows(InvalidItemException.class, () -> service.infos().query("P2").list());
    SealedItems<Info> skipped = service.skipInvalid().infos().query("P2").list();
    assertEquals(List.of(), skipped.items());
    assertEquals(1, skipped.invalidItems().size());
  }

  /** An album, a playlist, an info of a type neither has, and a note in the album's partition. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "sealedinfo", SharedInfoKeys_AlbumEntity.SCHEMA,
        SharedInfoKeys_PlaylistEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("A1"), "sort_key", s("INFO_"), "item_type", s("ALBUM_INFO"),
        "album_title", s("Seasons")));
    putRaw(table, Map.of("partition_key", s("A1"), "sort_key", s("NOTE_"), "item_type", s("NOTE"),
        "text", s("remaster due")));
    putRaw(table, Map.of("partition_key", s("P1"), "sort_key", s("INFO_"), "item_type", s("PLAYLIST_INFO"),
        "playlist_name", s("Running")));
    putRaw(table, Map.of("partition_key", s("S1"), "sort_key", s("INFO_"), "item_type", s("SINGLE_INFO"),
        "single_title", s("Dawn")));
    return table;
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
