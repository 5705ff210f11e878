package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.adopted.TempestMusic.AlbumInfo;
import dev.singletable.samples.adopted.TempestMusic.AlbumTrack;
import dev.singletable.samples.engine.SampleEngine;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Tempest's music library as Tempest stores it, each value once: the album token is {@code
 * partition_key} itself, the genre is {@code genre_name}, the partition key of {@code
 * genre_album_index}, the track title is {@code track_title}, the sort key of the local index.
 * Items written raw as Tempest writes them are read, queried on the indexes, filtered and
 * conditioned by those components, updated and written back; an update keeps the attributes the
 * model does not know.
 */
class TempestKeyAttributesTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void tempestAlbumsAreReadQueriedOnTheirIndexesAndFilteredByTheGenre(SampleEngine engine) {
    TempestmusicService music = TempestmusicService.of(seeded(engine));

    assertEquals(Optional.of(seasons()), music.albumInfos().get("ALBUM_1").execute());
    assertEquals(List.of("ALBUM_1", "ALBUM_3"), tokens(music.albumInfos().query().byGenre("Ambient").list()));
    assertEquals(List.of("ALBUM_1", "ALBUM_3"), tokens(music.albumInfos().scan()
        .filter(TempestMusic_AlbumInfoEntity.GENRE_NAME.eq("Ambient")).list()), "the filter sees Tempest's genre_name");
    assertEquals(List.of("ALBUM_2", "ALBUM_3"), tokens(music.albumInfos().query().byArtist("Ann").list()),
        "the artist index's sort key is partition_key, the album token itself");
    assertEquals(List.of("ALBUM_3"), tokens(music.albumInfos().query().byArtist("Ann")
        .filter(TempestMusic_AlbumInfoEntity.GENRE_NAME.eq("Ambient")).list()));
    assertEquals(List.of("Dawn", "Echoes"), titles(music.albumTracks().query().byTitle("ALBUM_1").list()));
    assertEquals(List.of("Echoes"), titles(music.albumTracks().query().primary("ALBUM_1")
        .filter(TempestMusic_AlbumTrackEntity.TRACK_TITLE.beginsWith("E")).list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aConditionOnAComponentStoredAsAKeyAttributeHoldsOnTempestItems(SampleEngine engine) {
    Table table = seeded(engine);
    TempestmusicService music = TempestmusicService.of(table);

    music.transactWrite()
        .conditionCheck(TempestMusic_AlbumTrackEntity.SCHEMA, TempestMusic_AlbumTrackEntity.key("ALBUM_1", hex(1)),
            TempestMusic_AlbumTrackEntity.TRACK_TITLE.exists())
        .update(TempestMusic_AlbumInfoEntity.SCHEMA, music.albumInfos().update("ALBUM_1")
            .set(TempestMusic_AlbumInfoEntity.ALBUM_TITLE, "Seasons, remastered")
            .condition(TempestMusic_AlbumInfoEntity.GENRE_NAME.eq("Ambient")))
        .execute();
    assertEquals("Seasons, remastered", raw(table, "ALBUM_1", "INFO_").get("album_title").s());

    assertThrows(TransactionCanceledException.class, () -> music.transactWrite()
        .conditionCheck(TempestMusic_AlbumTrackEntity.SCHEMA, TempestMusic_AlbumTrackEntity.key("ALBUM_1", hex(1)),
            TempestMusic_AlbumTrackEntity.TRACK_TITLE.eq("Echoes"))
        .update(TempestMusic_AlbumInfoEntity.SCHEMA, music.albumInfos().update("ALBUM_1")
            .set(TempestMusic_AlbumInfoEntity.ALBUM_TITLE, "Never")).execute());
    assertEquals("Seasons, remastered", raw(table, "ALBUM_1", "INFO_").get("album_title").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatingTheGenreMovesTheAlbumOnTheIndexAndNullLeavesItKeepingUnknownAttributes(SampleEngine engine) {
    Table table = seeded(engine);
    TempestmusicService music = TempestmusicService.of(table);

    AlbumInfo jazz = music.albumInfos().update("ALBUM_1").set(TempestMusic_AlbumInfoEntity.GENRE_NAME, "Jazz").execute();

    assertEquals("Jazz", jazz.genreName());
    Map<String, AttributeValue> item = raw(table, "ALBUM_1", "INFO_");
    assertEquals(Set.of("partition_key", "sort_key", "album_title", "artist_name", "release_date", "genre_name",
        "label"), item.keySet(), "one attribute per value, and the label Tempest wrote kept");
    assertEquals("Jazz", item.get("genre_name").s());
    assertEquals(List.of("ALBUM_1"), tokens(music.albumInfos().query().byGenre("Jazz").list()));
    assertEquals(List.of("ALBUM_3"), tokens(music.albumInfos().query().byGenre("Ambient").list()));

    music.albumInfos().update("ALBUM_1").set(TempestMusic_AlbumInfoEntity.GENRE_NAME, (String) null).execute();

    assertEquals(List.of(), tokens(music.albumInfos().query().byGenre("Jazz").list()), "left the sparse index");
    assertEquals(Set.of("partition_key", "sort_key", "album_title", "artist_name", "release_date", "label"),
        raw(table, "ALBUM_1", "INFO_").keySet());
    assertEquals(null, music.albumInfos().get("ALBUM_1").execute().orElseThrow().genreName());

    music.albumTracks().update("ALBUM_1", hex(1)).set(TempestMusic_AlbumTrackEntity.TRACK_TITLE, "Zenith").execute();
    assertEquals(List.of("Echoes", "Zenith"), titles(music.albumTracks().query().byTitle("ALBUM_1").list()),
        "the local index's sort key is the title itself");
    assertEquals("Zenith", raw(table, "ALBUM_1", "TRACK_" + hex(1)).get("track_title").s());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aPutAndAnUpsertWriteTheItemAsTempestStoresIt(SampleEngine engine) {
    Table table = seeded(engine);
    TempestmusicService music = TempestmusicService.of(table);

    AlbumInfo read = music.albumInfos().get("ALBUM_2").execute().orElseThrow();
    music.albumInfos().put(new AlbumInfo(read.albumToken(), "Rivers, live", read.artistName(), read.releaseDate(),
        read.genreName())).execute();
    music.albumInfos().upsert("ALBUM_9").set(TempestMusic_AlbumInfoEntity.ALBUM_TITLE, "New")
        .set(TempestMusic_AlbumInfoEntity.GENRE_NAME, "Ambient").execute();
    music.albumTracks().put(new AlbumTrack("ALBUM_2", hex(1), "Source", "PT4M")).execute();
    music.albumInfos().upsert("ALBUM_8").set(TempestMusic_AlbumInfoEntity.ALBUM_TITLE, "Solo").execute();
    music.albumInfos().put(new AlbumInfo("ALBUM_6", "Quiet", "Bo", null, null)).execute();

    assertEquals(Map.of("partition_key", s("ALBUM_2"), "sort_key", s("INFO_"), "album_title", s("Rivers, live"),
        "artist_name", s("Ann"), "release_date", s("2003-03-03"), "genre_name", s("Folk")), raw(table, "ALBUM_2", "INFO_"));
    assertEquals(Map.of("partition_key", s("ALBUM_9"), "sort_key", s("INFO_"), "album_title", s("New"),
        "genre_name", s("Ambient")), raw(table, "ALBUM_9", "INFO_"));
    assertEquals(Map.of("partition_key", s("ALBUM_6"), "sort_key", s("INFO_"), "album_title", s("Quiet"),
        "artist_name", s("Bo")), raw(table, "ALBUM_6", "INFO_"), "no genre: not in genre_album_index");
    assertEquals(Map.of("partition_key", s("ALBUM_8"), "sort_key", s("INFO_"), "album_title", s("Solo")),
        raw(table, "ALBUM_8", "INFO_"), "an upsert creates the item at its key, which no update sets");
    assertEquals(Map.of("partition_key", s("ALBUM_2"), "sort_key", s("TRACK_" + hex(1)), "track_title", s("Source"),
        "run_length", s("PT4M"), "trackToken", s(hex(1))), raw(table, "ALBUM_2", "TRACK_" + hex(1)),
        "the track token is in a key with other text, so it is stored under its own name too");
    assertEquals(List.of("ALBUM_1", "ALBUM_3", "ALBUM_9"), tokens(music.albumInfos().query().byGenre("Ambient").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aValueWithABackslashIsTheKeyAsItIs(SampleEngine engine) {
    Table table = seeded(engine);
    TempestmusicService music = TempestmusicService.of(table);
    putRaw(table, album("ALBUM_7", "Breaks", "Cy", "Drum\\Bass"));

    assertEquals("Drum\\Bass", music.albumInfos().get("ALBUM_7").execute().orElseThrow().genreName());
    assertEquals(List.of("ALBUM_7"), tokens(music.albumInfos().query().byGenre("Drum\\Bass").list()));

    music.albumInfos().put(new AlbumInfo("ALBUM\\8", "Slash", "Cy", null, "Drum\\Bass")).execute();

    Map<String, AttributeValue> item = raw(table, "ALBUM\\8", "INFO_");
    assertEquals("Drum\\Bass", item.get("genre_name").s());
    assertEquals(List.of("ALBUM\\8", "ALBUM_7"), tokens(music.albumInfos().query().byGenre("Drum\\Bass").list()));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aScanFiltersOnTheComponentThatIsThePartitionKey(SampleEngine engine) {
    // No update can change it: the constant is no UpdatableAttribute, so set(...) does not compile
    // (AttributeErrorsTest.anUpdateOfAComponentThatIsAPrimaryKeyAttributeDoesNotCompile).
    Object albumToken = TempestMusic_AlbumInfoEntity.ALBUM_TOKEN;
    assertFalse(albumToken instanceof UpdatableAttribute<?, ?>);
    assertEquals(List.of("ALBUM_1"), tokens(TempestmusicService.of(seeded(engine)).albumInfos().scan()
        .filter(TempestMusic_AlbumInfoEntity.ALBUM_TOKEN.eq("ALBUM_1")).list()), "a scan filters on partition_key");
  }

  /** Three albums and two tracks as Tempest writes them; album 1 carries a label no model knows. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "tempest", TempestMusic_AlbumInfoEntity.SCHEMA,
        TempestMusic_AlbumTrackEntity.SCHEMA);
    Map<String, AttributeValue> seasons = album("ALBUM_1", "Seasons", "Bo", "Ambient");
    seasons.put("label", s("Warp"));
    putRaw(table, seasons);
    Map<String, AttributeValue> rivers = album("ALBUM_2", "Rivers", "Ann", "Folk");
    rivers.put("release_date", s("2003-03-03"));
    putRaw(table, rivers);
    putRaw(table, album("ALBUM_3", "Tides", "Ann", "Ambient"));
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_" + hex(1)), "track_title", s("Dawn"),
        "run_length", s("PT3M1S")));
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("TRACK_" + hex(2)), "track_title", s("Echoes"),
        "run_length", s("PT4M2S")));
    return table;
  }

  private static AlbumInfo seasons() {
    return new AlbumInfo("ALBUM_1", "Seasons", "Bo", LocalDate.of(2001, 5, 1), "Ambient");
  }

  private static Map<String, AttributeValue> album(String token, String title, String artist, String genre) {
    Map<String, AttributeValue> item = new HashMap<>(Map.of("partition_key", s(token), "sort_key", s("INFO_"),
        "album_title", s(title), "artist_name", s(artist), "release_date", s("2001-05-01"), "genre_name", s(genre)));
    return item;
  }

  private static Map<String, AttributeValue> raw(Table table, String partitionKey, String sortKey) {
    return RawItems.withoutTokens(table, Map.of("partition_key", s(partitionKey), "sort_key", s(sortKey)));
  }

  private static List<String> tokens(List<AlbumInfo> albums) {
    return albums.stream().map(AlbumInfo::albumToken).sorted().toList();
  }

  private static List<String> titles(List<AlbumTrack> tracks) {
    return tracks.stream().map(AlbumTrack::trackTitle).toList();
  }

  private static String hex(int number) {
    return String.format("%016x", number);
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
