package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.adopted.TempestLibrary.AlbumInfo;
import dev.singletable.samples.adopted.TempestLibrary.AlbumTrack;
import dev.singletable.samples.adopted.TempestLibrary.PlaylistInfo;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tempest's music library in one service on the items Tempest wrote: albums and playlists share the
 * layout {@code sort_key = INFO_} with no type attribute and are told apart by their partition keys'
 * literals ({@code ALBUM_}, {@code PLAYLIST_}), so a playlist is never read as an album, nor an album
 * as a playlist, and writes and batch writes of either store what Tempest stores.
 */
class TempestLibraryTest {
  private static final AlbumInfo SEASONS = new AlbumInfo("1", "Seasons", "Four", LocalDate.parse("2024-05-01"), "Ambient");
  private static final AlbumTrack DAWN = new AlbumTrack("1", "0000000000000001", "Dawn", "PT3M1S");
  private static final AlbumTrack NOON = new AlbumTrack("1", "0000000000000002", "Noon", "PT4M");
  private static final PlaylistInfo RUNNING = new PlaylistInfo("1", "Running",
      List.of("ALBUM_1/0000000000000002", "ALBUM_1/0000000000000001"), 1L);
  private static final PlaylistInfo FOCUS = new PlaylistInfo("2", "Focus", List.of(), 3L);

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void albumsAndPlaylistsAtInfoAreToldApartByTheirPartitionKeysLiterals(SampleEngine engine) {
    TempestlibraryService library = TempestlibraryService.of(tempestWrote(engine));

    assertEquals(Optional.of(SEASONS), library.albumInfos().get("1").execute());
    assertEquals(Optional.of(RUNNING), library.playlistInfos().get("1").execute());
    assertEquals(Optional.empty(), library.albumInfos().get("2").execute(), "only a playlist is at PLAYLIST_2");
    assertEquals(List.of(SEASONS), library.albumInfos().scan().list());
    assertEquals(Set.of(RUNNING, FOCUS), Set.copyOf(library.playlistInfos().scan().list()));
    assertEquals(Set.of(new TempestlibraryService.PlaylistInfoItem(RUNNING),
            new TempestlibraryService.PlaylistInfoItem(FOCUS)),
        library.scan().list().stream().filter(item -> item instanceof TempestlibraryService.PlaylistInfoItem)
            .collect(Collectors.toSet()));
    assertEquals(5, library.scan().count(), "an album, its two tracks, two playlists");
    assertEquals(List.of(SEASONS), library.albumInfos().query().byGenre("Ambient").list(), "Tempest's genre index");
    assertEquals(List.of(SEASONS), library.albumInfos().query().byArtist("Four").list(), "Tempest's artist index");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPlaylistsEntriesNameTracksOfTheSameTable(SampleEngine engine) {
    TempestlibraryService library = TempestlibraryService.of(tempestWrote(engine));

    List<AlbumTrack> entries = library.playlistInfos().get("1").execute().orElseThrow().playlistTracks().stream()
        .map(entry -> entry.substring("ALBUM_".length()).split("/"))
        .map(key -> library.albumTracks().get(key[0], key[1]).execute().orElseThrow())
        .toList();

    assertEquals(List.of(NOON, DAWN), entries);
    assertEquals(List.of(DAWN, NOON), library.albumTracks().query().primary("1").list());
    assertEquals(List.of(NOON), library.albumTracks().query().byTitle("1").trackTitleBeginsWith("N").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesOfEitherStoreTheKeysTempestReadsAndBatchWritesAreSent(SampleEngine engine) {
    Table table = tempestWrote(engine);
    TempestlibraryService library = TempestlibraryService.of(table);
    PlaylistInfo focus = new PlaylistInfo("2", "Focus, longer", List.of("ALBUM_1/0000000000000001"), 4L);
    AlbumInfo later = new AlbumInfo("2", "Later", "Four", LocalDate.parse("2025-01-01"), "Ambient");

    library.batchWrite().put(TempestLibrary_PlaylistInfoEntity.SCHEMA, focus)
        .put(TempestLibrary_AlbumInfoEntity.SCHEMA, later).execute().requireComplete();

    assertEquals(Optional.of(focus), library.playlistInfos().get("2").execute());
    assertEquals(Optional.of(later), library.albumInfos().get("2").execute());
    Map<String, AttributeValue> playlist = item(table, "PLAYLIST_2");
    assertEquals(s("Focus, longer"), playlist.get("playlist_name"));
    assertEquals(AttributeValue.fromL(List.of(s("ALBUM_1/0000000000000001"))), playlist.get("playlist_tracks"));
    assertEquals(AttributeValue.fromN("4"), playlist.get("playlist_version"));
    assertEquals(s("INFO_"), playlist.get("sort_key"));
    assertEquals(s("Later"), item(table, "ALBUM_2").get("album_title"));
    assertEquals(Optional.of(SEASONS), library.albumInfos().get("1").execute());
  }

  /** What Tempest's {@code MusicTable} stores for an album, two of its tracks and two playlists. */
  private static Table tempestWrote(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tempestlibrary", TempestLibrary_AlbumInfoEntity.SCHEMA,
        TempestLibrary_AlbumTrackEntity.SCHEMA, TempestLibrary_PlaylistInfoEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_"), "album_title", s("Seasons"),
        "artist_name", s("Four"), "release_date", s("2024-05-01"), "genre_name", s("Ambient")));
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_0000000000000001"),
        "track_title", s("Dawn"), "run_length", s("PT3M1S")));
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_0000000000000002"),
        "track_title", s("Noon"), "run_length", s("PT4M")));
    putRaw(table, Map.of("partition_key", s("PLAYLIST_1"), "sort_key", s("INFO_"), "playlist_name", s("Running"),
        "playlist_tracks", AttributeValue.fromL(List.of(s("ALBUM_1/0000000000000002"), s("ALBUM_1/0000000000000001"))),
        "playlist_version", AttributeValue.fromN("1")));
    putRaw(table, Map.of("partition_key", s("PLAYLIST_2"), "sort_key", s("INFO_"), "playlist_name", s("Focus"),
        "playlist_tracks", AttributeValue.fromL(List.of()), "playlist_version", AttributeValue.fromN("3")));
    return table;
  }

  private static Map<String, AttributeValue> item(Table table, String partitionKey) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("partition_key").s().equals(partitionKey) && item.get("sort_key").s().equals("INFO_"))
        .findFirst().orElseThrow();
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
