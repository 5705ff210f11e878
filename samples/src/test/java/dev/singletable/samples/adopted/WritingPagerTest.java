package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.runtime.operation.TransactWrites;
import dev.singletable.samples.Engines;
import dev.singletable.samples.adopted.TempestLibrary.AlbumTrack;
import dev.singletable.samples.adopted.TempestLibrary.PlaylistInfo;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tempest's {@code WritingPager} with a handler's {@code finishPage}: tracks written in pages of up to
 * DynamoDB's size, each page ending with an update of the playlist built from the tracks it holds
 * (their keys appended to its entries, its version advanced), rather than one transaction per track.
 */
class WritingPagerTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachPageEndsWithAWriteBuiltFromTheItemsItHolds(SampleEngine engine) {
    Table table = seeded(engine);
    TempestlibraryService library = TempestlibraryService.of(table);
    List<AlbumTrack> tracks = IntStream.range(0, 150).mapToObj(WritingPagerTest::track).toList();

    List<TransactWrites.Page> applied = library.transactWrites()
        .addAll(tracks, (page, track) -> page.put(TempestLibrary_AlbumTrackEntity.SCHEMA, track),
            (page, pageTracks) -> appendToPlaylist(library, page, pageTracks))
        .execute();

    assertEquals(List.of(new TransactWrites.Page(0, 0, 99, 100), new TransactWrites.Page(1, 99, 51, 52)), applied,
        "99 tracks and the playlist's update, then the other 51 and the update");
    PlaylistInfo playlist = library.playlistInfos().get("1").execute().orElseThrow();
    assertEquals(3L, playlist.playlistVersion(), "advanced once per page");
    List<String> expected = new ArrayList<>(List.of("ALBUM_1/0000000000000001"));
    tracks.forEach(track -> expected.add(entry(track)));
    assertEquals(expected, playlist.playlistTracks(), "each page's tracks appended in order");
    assertEquals(150, library.albumTracks().query().primary("9").count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWriteOnTheItemAPagesFinishWritesGoesToTheNextPage(SampleEngine engine) {
    Table table = seeded(engine);
    TempestlibraryService library = TempestlibraryService.of(table);
    PlaylistInfo replaced = new PlaylistInfo("1", "Replaced", List.of(), 9L);

    List<TransactWrites.Page> applied = library.transactWrites()
        .addAll(List.of(track(0)), (page, track) -> page.put(TempestLibrary_AlbumTrackEntity.SCHEMA, track),
            (page, pageTracks) -> appendToPlaylist(library, page, pageTracks))
        .put(TempestLibrary_PlaylistInfoEntity.SCHEMA, replaced)
        .execute();

    assertEquals(List.of(new TransactWrites.Page(0, 0, 1, 2), new TransactWrites.Page(1, 1, 1, 1)), applied,
        "one transaction cannot write the playlist twice");
    assertEquals(replaced, library.playlistInfos().get("1").execute().orElseThrow());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aValueWhoseOwnWriteIsOnTheItemItsFinishWritesIsRefusedBeforeSending(SampleEngine engine) {
    Table table = seeded(engine);
    TempestlibraryService library = TempestlibraryService.of(table);
    TransactWrites writes = library.transactWrites()
        .addAll(List.of(new PlaylistInfo("1", "Mine", List.of(), 1L)),
            (page, playlist) -> page.put(TempestLibrary_PlaylistInfoEntity.SCHEMA, playlist),
            (page, playlists) -> appendToPlaylist(library, page, List.of(track(0))));

    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, writes::execute);
    assertTrue(refused.getMessage().startsWith("write 0 of the paged transaction is on an item its page's finish"
        + " writes too"), refused.getMessage());
    assertEquals("Running", library.playlistInfos().get("1").execute().orElseThrow().playlistName(), "nothing was sent");
  }

  /** The finish of a page: the playlist's entries get the page's tracks, its version one more. */
  private static void appendToPlaylist(TempestlibraryService library, TransactWrite page, List<AlbumTrack> tracks) {
    page.update(TempestLibrary_PlaylistInfoEntity.SCHEMA, library.playlistInfos().update("1")
        .append(TempestLibrary_PlaylistInfoEntity.PLAYLIST_TRACKS, tracks.stream().map(WritingPagerTest::entry).toList())
        .add(TempestLibrary_PlaylistInfoEntity.PLAYLIST_VERSION, 1L));
  }

  private static String entry(AlbumTrack track) {
    return "ALBUM_" + track.albumId() + "/" + track.trackToken();
  }

  private static AlbumTrack track(int number) {
    return new AlbumTrack("9", String.format("%016x", number), "Track " + number, "PT3M");
  }

  /** Playlist 1 as Tempest wrote it, one entry long. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "writingpager", TempestLibrary_AlbumInfoEntity.SCHEMA,
        TempestLibrary_AlbumTrackEntity.SCHEMA, TempestLibrary_PlaylistInfoEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("PLAYLIST_1"), "sort_key", s("INFO_"), "playlist_name", s("Running"),
        "playlist_tracks", AttributeValue.fromL(List.of(s("ALBUM_1/0000000000000001"))),
        "playlist_version", AttributeValue.fromN("1")));
    return table;
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
