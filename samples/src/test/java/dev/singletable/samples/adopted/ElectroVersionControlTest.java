package dev.singletable.samples.adopted;

import static dev.singletable.samples.adopted.LegacyShopTest.putRaw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.adopted.ElectroVersionControl.Issue;
import dev.singletable.samples.adopted.ElectroVersionControl.Repository;
import dev.singletable.samples.engine.SampleEngine;
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
 * Items written as ElectroDB writes them, {@code __edb_e__} naming the entity and {@code __edb_v__}
 * holding its model version as a string, read, queried, filtered and written back by entities that
 * store their version as a string ({@code versionAsString}).
 */
class ElectroVersionControlTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsElectroDbWroteAreReadQueriedAndFiltered(SampleEngine engine) {
    Table table = seeded(engine);
    ElectroVersionControl_RepositoryEntity repositories = ElectroVersionControl_RepositoryEntity.of(table);
    ElectroVersionControl_IssueEntity issues = ElectroVersionControl_IssueEntity.of(table);

    Repository electrodb = new Repository("tywalch", "electrodb", "a DynamoDB library", false, 1200);
    assertEquals(Optional.of(electrodb), repositories.get("tywalch", "electrodb").execute());
    assertEquals(List.of(electrodb, new Repository("tywalch", "notes", "scratch", true, 3)),
        repositories.query().primary("tywalch").list());
    assertEquals(List.of(electrodb), repositories.query().primary("tywalch")
        .filter(ElectroVersionControl_RepositoryEntity.STARS.gt(100)).list());
    assertEquals(2, repositories.query().primary("tywalch").count(),
        "the item whose __edb_v__ is a number is not ElectroDB's, nor this entity's");
    assertEquals(2, repositories.scan().count());
    assertEquals(3, VersioncontrolService.of(table).scan().count(), "two repositories and an issue");
    assertEquals(Optional.empty(), repositories.get("tywalch", "numbered").execute());
    assertEquals(List.of(new Issue("tywalch", "electrodb", "42", "keys", "open")),
        issues.query().primary("tywalch", "electrodb").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void theTableIndexIsQueriedByElectroDbsNameForItAndANullPrefixReadsTheWholeOwner(SampleEngine engine) {
    Table table = seeded(engine);
    ElectroVersionControl_RepositoryEntity repositories = ElectroVersionControl_RepositoryEntity.of(table);
    List<Repository> owned = repositories.query().primary("tywalch").list();
    String none = null;

    assertEquals(2, owned.size());
    assertEquals(owned, repositories.query().repositories("tywalch").list());
    assertEquals(owned, repositories.query().repositories("tywalch").repoNameBeginsWith(none).list());
    assertEquals(List.of(owned.get(0)), repositories.query().repositories("tywalch").repoNameBeginsWith("electro").list());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void writesStoreTheVersionAsAStringAndUpdatesKeepWhatTheEntityDoesNotModel(SampleEngine engine) {
    Table table = seeded(engine);
    ElectroVersionControl_RepositoryEntity repositories = ElectroVersionControl_RepositoryEntity.of(table);
    ElectroVersionControl_IssueEntity issues = ElectroVersionControl_IssueEntity.of(table);

    repositories.create(new Repository("tywalch", "blog", "posts", false, 0)).execute();
    Repository updated = repositories.update("tywalch", "electrodb")
        .set(ElectroVersionControl_RepositoryEntity.STARS, 1201)
        .condition(ElectroVersionControl_RepositoryEntity.STARS.eq(1200))
        .execute();

    assertEquals(1201, updated.stars());
    Map<String, AttributeValue> created = raw(table, "$alerts#repositories_1#reponame_blog");
    assertEquals(AttributeValue.fromS("1"), created.get("__edb_v__"));
    assertEquals(AttributeValue.fromS("repositories"), created.get("__edb_e__"));
    Map<String, AttributeValue> kept = raw(table, "$alerts#repositories_1#reponame_electrodb");
    assertEquals(AttributeValue.fromS("1"), kept.get("__edb_v__"));
    assertEquals(AttributeValue.fromS("MIT"), kept.get("license"), "the update keeps what the entity does not model");
    assertEquals(AttributeValue.fromN("1201"), kept.get("stars"));
    assertThrows(ConditionFailedException.class, () -> repositories.update("tywalch", "numbered")
        .set(ElectroVersionControl_RepositoryEntity.STARS, 1).execute(), "an item with a numeric version is not its own");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aWriteNeverReplacesAnItemOfANewerVersionComparedAsNumbers(SampleEngine engine) {
    Table table = seeded(engine);
    ElectroVersionControl_RepositoryEntity repositories = ElectroVersionControl_RepositoryEntity.of(table);
    ElectroVersionControl_IssueEntity issues = ElectroVersionControl_IssueEntity.of(table);
    // "10" sorts before "9" as text; as a version it is newer than the entity's 9.
    putRaw(table, issue("43", "10", "from a newer model"));
    putRaw(table, issue("44", "8", "from an older model"));

    NewerVersionException refused = assertThrows(NewerVersionException.class,
        () -> issues.put(new Issue("tywalch", "electrodb", "43", "mine", "open")).execute());
    assertEquals(10, refused.storedVersion());
    assertThrows(NewerVersionException.class, () -> issues.delete("tywalch", "electrodb", "43").execute());
    assertEquals(AttributeValue.fromS("from a newer model"),
        raw(table, "$versioncontrol#repoowner_tywalch#reponame_electrodb", "$issues_9#issuenumber_43").get("subject"));

    issues.put(new Issue("tywalch", "electrodb", "44", "rewritten", "open")).execute();
    issues.put(new Issue("tywalch", "electrodb", "42", "rewritten", "closed")).execute();
    assertEquals(List.of(new Issue("tywalch", "electrodb", "42", "rewritten", "closed"),
            new Issue("tywalch", "electrodb", "44", "rewritten", "open")),
        issues.query().primary("tywalch", "electrodb").list());
    assertEquals(AttributeValue.fromS("9"),
        raw(table, "$versioncontrol#repoowner_tywalch#reponame_electrodb", "$issues_9#issuenumber_44").get("__edb_v__"));
  }

  /** The table as ElectroDB leaves it: two repositories, one issue, and one item no ElectroDB wrote. */
  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "versioncontrol", ElectroVersionControl_RepositoryEntity.SCHEMA,
        ElectroVersionControl_IssueEntity.SCHEMA);
    putRaw(table, repository("electrodb", "a DynamoDB library", false, 1200, AttributeValue.fromS("1")));
    putRaw(table, repository("notes", "scratch", true, 3, AttributeValue.fromS("1")));
    putRaw(table, repository("numbered", "not ElectroDB's", false, 5, AttributeValue.fromN("1")));
    putRaw(table, issue("42", "9", "keys"));
    return table;
  }

  private static Map<String, AttributeValue> repository(String name, String about, boolean isPrivate, int stars,
      AttributeValue version) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", s("$versioncontrol#repoowner_tywalch"));
    item.put("sk", s("$alerts#repositories_1#reponame_" + name));
    item.put("repoOwner", s("tywalch"));
    item.put("repoName", s(name));
    item.put("about", s(about));
    item.put("isPrivate", AttributeValue.fromBool(isPrivate));
    item.put("stars", AttributeValue.fromN(Integer.toString(stars)));
    item.put("license", s("MIT"));
    item.put("createdAt", s("2024-01-02T03:04:05.000Z"));
    item.put("__edb_e__", s("repositories"));
    item.put("__edb_v__", version);
    return item;
  }

  private static Map<String, AttributeValue> issue(String number, String version, String subject) {
    return Map.of("pk", s("$versioncontrol#repoowner_tywalch#reponame_electrodb"),
        "sk", s("$issues_9#issuenumber_" + number), "repoOwner", s("tywalch"), "repoName", s("electrodb"),
        "issueNumber", s(number), "subject", s(subject), "status", s("open"), "__edb_e__", s("issues"),
        "__edb_v__", s(version));
  }

  private static Map<String, AttributeValue> raw(Table table, String sk) {
    return raw(table, "$versioncontrol#repoowner_tywalch", sk);
  }

  private static Map<String, AttributeValue> raw(Table table, String pk, String sk) {
    return RawItems.scan(table).stream()
        .filter(item -> item.get("pk").s().equals(pk) && item.get("sk").s().equals(sk))
        .findFirst().orElseThrow();
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }
}
