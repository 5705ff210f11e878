package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.adopted.ElectroVersionControl.Subscription;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys stored as Tempest and ElectroDB store them, without escapes ({@code @Entity(unescapedKeys =
 * true)}): Tempest's {@code sort_key = TRACK_side_a_1}, ElectroDB's {@code sk =
 * $subscriptions_1#username_team#core}. Items written raw as those tools write them are found, queried,
 * scanned, filtered, updated and written back; a value that no key could hold unambiguously is refused
 * before sending, and a forged item whose key would have to be guessed is refused as a mismatch.
 */
class StoredWithoutEscapesTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  // ----- Tempest's music library

  @ParameterizedTest
  @MethodSource("engines")
  void tempestTracksWithUnderscoresInTheirTokensAreFoundQueriedScannedAndFiltered(SampleEngine engine) {
    Table table = tempestLibrary(engine);
    TempestTrackEntity tracks = TempestTrackEntity.of(table);
    TempestTrack dawn = new TempestTrack("ALBUM_1", "side_a_1", "Dawn", "PT3M1S");
    TempestTrack noon = new TempestTrack("ALBUM_1", "side_a_2", "Noon", "PT4M");
    TempestTrack dusk = new TempestTrack("ALBUM_1", "side_b_1", "Dusk", "PT5M");

    assertEquals(Optional.of(dawn), tracks.get("ALBUM_1", "side_a_1").execute());
    assertEquals(List.of(dawn, noon, dusk), tracks.query().primary("ALBUM_1").list());
    assertEquals(List.of(dawn, noon), tracks.query().primary("ALBUM_1").trackTokenBeginsWith("side_a_").list());
    assertEquals(List.of(noon, dusk), tracks.query().primary("ALBUM_1").trackTokenGt("side_a_1").list());
    assertEquals(List.of(noon), tracks.query().primary("ALBUM_1").filter(TempestTrackEntity.RUN_LENGTH.eq("PT4M")).list());
    assertEquals(List.of(dawn, dusk, noon), tracks.query().byTitle("ALBUM_1").list(), "the local index, by title");
    assertEquals(4, tracks.scan().count());
    assertEquals(5, MusiclibraryService.of(table).scan().count(), "four tracks and the album");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void tempestItemsAreUpdatedAndWrittenBackAsTempestStoresThem(SampleEngine engine) {
    Table table = tempestLibrary(engine);
    TempestTrackEntity tracks = TempestTrackEntity.of(table);
    TempestAlbumEntity albums = TempestAlbumEntity.of(table);

    TempestTrack updated = tracks.update("ALBUM_1", "side_a_2").set(TempestTrackEntity.RUN_LENGTH, "PT4M2S").execute();
    assertEquals(new TempestTrack("ALBUM_1", "side_a_2", "Noon", "PT4M2S"), updated);
    Map<String, AttributeValue> stored = tempestItem(table, "ALBUM_1", "TRACK_side_a_2");
    assertEquals(AttributeValue.fromS("PT4M2S"), stored.get("run_length"));
    assertEquals(AttributeValue.fromS("Noon"), stored.get("track_title"));

    albums.update("ALBUM_1").set(TempestAlbumEntity.ALBUM_TITLE, "Seasons (Remastered)").execute();
    Map<String, AttributeValue> album = tempestItem(table, "ALBUM_1", "INFO_");
    assertEquals(AttributeValue.fromS("Seasons (Remastered)"), album.get("album_title"));
    assertEquals(AttributeValue.fromS("2024-05-01"), album.get("release_date"), "an attribute the model does not know");
    assertEquals(AttributeValue.fromS("Ambient"), album.get("genre_name"));

    TempestTrack night = new TempestTrack("ALBUM_1", "side_b_2", "Night", "PT6M");
    tracks.put(night).execute();
    Map<String, AttributeValue> written = tempestItem(table, "ALBUM_1", "TRACK_side_b_2");
    assertEquals(AttributeValue.fromS("Night"), written.get("track_title"));
    assertEquals(Optional.of(night), tracks.get("ALBUM_1", "side_b_2").execute());
    tracks.delete("ALBUM_1", "side_b_2").execute();
    assertEquals(Optional.empty(), tracks.get("ALBUM_1", "side_b_2").execute());
    assertEquals(5, RawItems.scan(table).size());
  }

  /** The music library as Tempest leaves it: an album's info item and its tracks, one track of another album. */
  private static Table tempestLibrary(SampleEngine engine) {
    Table table = Engines.newTable(engine, "unescapedmusic", TempestTrackEntity.SCHEMA, TempestAlbumEntity.SCHEMA);
    putRaw(table, Map.of("partition_key", s("ALBUM_1"), "sort_key", s("INFO_"), "album_title", s("Seasons"),
        "artist_name", s("Four"), "release_date", s("2024-05-01"), "genre_name", s("Ambient")));
    putRaw(table, tempestTrack("ALBUM_1", "side_a_1", "Dawn", "PT3M1S"));
    putRaw(table, tempestTrack("ALBUM_1", "side_a_2", "Noon", "PT4M"));
    putRaw(table, tempestTrack("ALBUM_1", "side_b_1", "Dusk", "PT5M"));
    putRaw(table, tempestTrack("ALBUM_2", "x_y", "Other", "PT1M"));
    return table;
  }

  /** A track as Tempest's {@code AlbumTrack} stores it: keys, {@code track_title}, {@code run_length}. */
  private static Map<String, AttributeValue> tempestTrack(String album, String token, String title, String runLength) {
    return Map.of("partition_key", s(album), "sort_key", s("TRACK_" + token), "track_title", s(title),
        "run_length", s(runLength));
  }

  private static Map<String, AttributeValue> tempestItem(Table table, String partitionKey, String sortKey) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("partition_key").s().equals(partitionKey) && item.get("sort_key").s().equals(sortKey))
        .findFirst().orElseThrow();
  }

  // ----- ElectroDB's version-control example

  @ParameterizedTest
  @MethodSource("engines")
  void electroDbSubscriptionsWithHashInTheirValuesAreFoundQueriedScannedFilteredAndUpdated(SampleEngine engine) {
    Table table = versionControl(engine);
    ElectroVersionControl_SubscriptionEntity subscriptions = ElectroVersionControl_SubscriptionEntity.of(table);
    Subscription team = new Subscription("tywalch", "electrodb", "team#core", "2024-01-02T03:04:05.000Z");
    Subscription alice = new Subscription("tywalch", "electrodb", "alice", "2024-01-03T03:04:05.000Z");
    Subscription hashed = new Subscription("tywalch", "electro#db", "team#core", "2024-01-04T03:04:05.000Z");

    assertEquals(Optional.of(team), subscriptions.get("tywalch", "electrodb", "team#core").execute());
    assertEquals(List.of(alice, team), subscriptions.query().primary("tywalch", "electrodb").list());
    assertEquals(List.of(hashed), subscriptions.query().primary("tywalch", "electro#db").list());
    // "electro#db" sorts before "electrodb": '#' is below the letters.
    assertEquals(List.of(hashed, team), subscriptions.query().byUser("team#core").list());
    assertEquals(List.of(hashed), subscriptions.query().byUser("team#core").repoOwner("tywalch")
        .repoNameBeginsWith("electro#").list());
    assertEquals(List.of(team), subscriptions.query().primary("tywalch", "electrodb")
        .filter(ElectroVersionControl_SubscriptionEntity.USERNAME.beginsWith("team#")).list());
    assertEquals(3, subscriptions.scan().count());
    assertEquals(List.of(hashed, team), VersioncontrolService.of(table).watching("team#core").list().subscriptions());

    Subscription touched = subscriptions.update("tywalch", "electrodb", "team#core")
        .set(ElectroVersionControl_SubscriptionEntity.UPDATED_AT, "2024-02-01T00:00:00.000Z").execute();
    assertEquals("2024-02-01T00:00:00.000Z", touched.updatedAt());
    Map<String, AttributeValue> stored = electroItem(table, "$versioncontrol#repoowner_tywalch#reponame_electrodb",
        "$subscriptions_1#username_team#core");
    assertEquals(AttributeValue.fromS("2024-01-01T00:00:00.000Z"), stored.get("createdAt"), "an attribute the model does not know");
    assertEquals(AttributeValue.fromS("$watching#subscriptions_1#repoowner_tywalch#reponame_electrodb"), stored.get("gsi3sk"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aLastComponentHoldsAnyDelimiterAndIsStoredAsElectroDbStoresIt(SampleEngine engine) {
    Table table = versionControl(engine);
    ElectroVersionControl_SubscriptionEntity subscriptions = ElectroVersionControl_SubscriptionEntity.of(table);
    Subscription odd = new Subscription("tywalch", "a#b_c\\d", "x#y_z\\", "2024-03-01T00:00:00.000Z");

    subscriptions.create(odd).execute();

    Map<String, AttributeValue> stored = electroItem(table, "$versioncontrol#repoowner_tywalch#reponame_a#b_c\\d",
        "$subscriptions_1#username_x#y_z\\");
    assertEquals(AttributeValue.fromS("$versioncontrol#username_x#y_z\\"), stored.get("gsi3pk"));
    assertEquals(AttributeValue.fromS("$watching#subscriptions_1#repoowner_tywalch#reponame_a#b_c\\d"), stored.get("gsi3sk"));
    assertEquals(Optional.of(odd), subscriptions.get("tywalch", "a#b_c\\d", "x#y_z\\").execute());
    assertEquals(List.of(odd), subscriptions.query().byUser("x#y_z\\").list());
    assertEquals(List.of(odd), subscriptions.query().primary("tywalch", "a#b_c\\d").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theDelimiterThatEndsAComponentIsRefusedBeforeSending(SampleEngine engine) {
    Table table = versionControl(engine);
    ElectroVersionControl_SubscriptionEntity subscriptions = ElectroVersionControl_SubscriptionEntity.of(table);
    int items = RawItems.scan(table).size();

    InvalidValueException put = assertThrows(InvalidValueException.class, () -> subscriptions
        .put(new Subscription("ty#walch", "electrodb", "alice", "2024-03-01T00:00:00.000Z")).execute());
    assertEquals("subscriptions", put.entity());
    assertEquals("repoOwner", put.field());
    assertEquals("ty#walch", put.value());
    assertTrue(put.getMessage().contains("holds '#', which ends ${repoOwner} in key pk"), put.getMessage());
    assertThrows(InvalidValueException.class, () -> subscriptions.get("ty#walch", "electrodb", "alice").execute());
    assertThrows(InvalidValueException.class, () -> subscriptions.query().primary("ty#walch", "electrodb").list());
    assertThrows(InvalidValueException.class, () -> subscriptions.query().byUser("alice").repoOwner("ty#walch").list());
    assertThrows(InvalidValueException.class, () -> subscriptions.update("ty#walch", "electrodb", "alice")
        .set(ElectroVersionControl_SubscriptionEntity.UPDATED_AT, "x").execute());
    assertEquals(items, RawItems.scan(table).size(), "nothing was written");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aForgedKeyThatWouldHaveToBeGuessedIsRefusedAsAMismatch(SampleEngine engine) {
    Table table = versionControl(engine);
    ElectroVersionControl_SubscriptionEntity subscriptions = ElectroVersionControl_SubscriptionEntity.of(table);
    // Its attributes say repoOwner "ty#walch", repoName "electrodb"; its key splits as repoOwner "ty".
    Map<String, AttributeValue> forged = subscription("ty#walch", "electrodb", "mallory", "2024-01-05T00:00:00.000Z");
    putRaw(table, forged);

    KeyMismatchException refused = assertThrows(KeyMismatchException.class, () -> subscriptions.scan().list());
    assertEquals("repoOwner", refused.field());
    assertEquals("pk", refused.keyField());
    assertEquals("$versioncontrol#repoowner_ty#walch#reponame_electrodb", refused.storedKey());

    // Without its component attributes the key alone does not split under the template.
    Map<String, AttributeValue> keyOnly = new HashMap<>(forged);
    keyOnly.remove("repoOwner");
    keyOnly.remove("repoName");
    keyOnly.remove("username");
    keyOnly.put("sk", s("$subscriptions_1#username_eve"));
    putRaw(table, keyOnly);
    List<InvalidItem> skipped = new ArrayList<>();
    assertEquals(3, subscriptions.scan().skipInvalid(skipped::add).list().size());
    assertEquals(2, skipped.size());
    for (InvalidItem item : skipped) {
      if (item.key().get("sk").s().endsWith("mallory")) {
        assertInstanceOf(KeyMismatchException.class, item.error());
      } else {
        assertInstanceOf(InvalidItemException.class, item.error());
        assertTrue(item.error().getMessage().contains("is not a key of template"), item.error().getMessage());
      }
    }
  }

  /** Three subscriptions as ElectroDB writes them, one with {@code #} in its repository's name. */
  private static Table versionControl(SampleEngine engine) {
    Table table = Engines.newTable(engine, "unescapedvc", ElectroVersionControl_SubscriptionEntity.SCHEMA);
    putRaw(table, subscription("tywalch", "electrodb", "team#core", "2024-01-02T03:04:05.000Z"));
    putRaw(table, subscription("tywalch", "electrodb", "alice", "2024-01-03T03:04:05.000Z"));
    putRaw(table, subscription("tywalch", "electro#db", "team#core", "2024-01-04T03:04:05.000Z"));
    return table;
  }

  /** A subscription as ElectroDB stores it: its keys built without escapes, its attributes by name. */
  private static Map<String, AttributeValue> subscription(String owner, String repo, String user, String updatedAt) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$versioncontrol#repoowner_" + owner + "#reponame_" + repo));
    item.put("sk", s("$subscriptions_1#username_" + user));
    item.put("gsi3pk", s("$versioncontrol#username_" + user));
    item.put("gsi3sk", s("$watching#subscriptions_1#repoowner_" + owner + "#reponame_" + repo));
    item.put("repoOwner", s(owner));
    item.put("repoName", s(repo));
    item.put("username", s(user));
    item.put("createdAt", s("2024-01-01T00:00:00.000Z"));
    item.put("updatedAt", s(updatedAt));
    item.put("__edb_e__", s("subscriptions"));
    item.put("__edb_v__", s("1"));
    return item;
  }

  private static Map<String, AttributeValue> electroItem(Table table, String pk, String sk) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().equals(pk) && item.get("sk").s().equals(sk))
        .findFirst().orElseThrow();
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
