package dev.singletable.samples.extremes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.DocumentedAnswers;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Values DynamoDB refuses in the key attributes of an index keyed by attributes (empty text or
 * bytes, more than 2,048 bytes in a partition attribute or 1,024 in a sort attribute) and an empty
 * map key in a document: refused before anything is sent, on every write path that can carry them,
 * naming entity, attribute, value and index. The value at the limit is stored, and the value beyond
 * it sent raw is refused by DynamoDB, so the limits are DynamoDB's own: live where moto refuses it too
 * (an empty text in an index key), else with DynamoDB's documented answer given to the exact request
 * ({@link DocumentedAnswers#refusedPut}): moto stores an empty binary index key, index keys of any size
 * and an empty map key.
 */
class RefusedIndexValuesTest {
  private static final byte[] CODE = {1, 2, 3};

  static Stream<?> engines() {
    return Engines.all();
  }

  private record Bench(Table table, BadgeEntity badges, CountingClient counted, Table countedTable, BadgeEntity countedBadges) {}

  private static Bench bench(SampleEngine engine) {
    Table table = Engines.newTable(engine, "index-values", BadgeEntity.SCHEMA);
    CountingClient counted = new CountingClient(engine.client());
    Table countedTable = Table.of(counted, table.name());
    return new Bench(table, BadgeEntity.of(table), counted, countedTable, BadgeEntity.of(countedTable));
  }

  private static Badge badge(String team, byte[] code, String label) {
    return new Badge("p1", "b1", team, code, label, 7, Map.of("k", "v"));
  }

  /** Every write path that can carry the value: each is refused, naming the attribute and the index, and sends nothing. */
  private static void refusedEverywhere(Bench bench, Badge bad, String attribute, Consumer<BadgeEntity.Update> set) {
    BadgeEntity badges = bench.countedBadges();
    Badge good = badge("red", CODE, "gold");
    List<Executable> writes = List.of(
        () -> badges.put(bad).execute(),
        () -> badges.create(bad).execute(),
        () -> {
          BadgeEntity.Update update = badges.update("p1", "b1");
          set.accept(update);
          update.execute();
        },
        () -> {
          BadgeEntity.Update upsert = badges.upsert("p1", "b2");
          set.accept(upsert);
          upsert.execute();
        },
        () -> TransactWrite.of(bench.countedTable()).put(BadgeEntity.SCHEMA, bad).execute(),
        () -> TransactWrite.of(bench.countedTable()).create(BadgeEntity.SCHEMA, bad).execute(),
        () -> {
          BadgeEntity.Update update = badges.update("p1", "b1");
          set.accept(update);
          TransactWrite.of(bench.countedTable()).update(BadgeEntity.SCHEMA, update).execute();
        },
        () -> BatchWrite.of(bench.countedTable()).put(BadgeEntity.SCHEMA, good).put(BadgeEntity.SCHEMA,
            new Badge("p2", "b1", bad.team(), bad.code(), bad.label(), bad.rank(), bad.details())).execute());
    int path = 0;
    for (Executable write : writes) {
      int at = path++;
      InvalidValueException refused = assertThrows(InvalidValueException.class, write, () -> "write path " + at);
      assertEquals("badge", refused.entity(), refused::getMessage);
      assertTrue(refused.field().startsWith(attribute), refused::getMessage);
      if (!attribute.equals("details")) {
        assertTrue(refused.getMessage().contains("index byTeam"), refused::getMessage);
      }
      assertEquals(0, bench.counted().requests(), () -> "write path " + at + " sent a request");
    }
  }

  /** The item the library would write, by hand, so that DynamoDB's own answer can be seen. */
  private static Map<String, AttributeValue> raw(String team, byte[] code, String label, Map<String, AttributeValue> details) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.fromS("PLAYER#raw"));
    item.put("sk", AttributeValue.fromS("BADGE#raw"));
    item.put("team", AttributeValue.fromS(team));
    item.put("code", AttributeValue.fromB(SdkBytes.fromByteArray(code)));
    item.put("label", AttributeValue.fromS(label));
    item.put("rank", AttributeValue.fromN("7"));
    item.put("details", AttributeValue.fromM(details));
    return item;
  }

  private static void dynamoDbRefuses(Bench bench, Map<String, AttributeValue> item) {
    assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
        .tableName(bench.table().name()).item(item).build()), "DynamoDB refuses it too");
  }

  /**
   * PutItem: "Attribute values of type String and Binary must have a length greater than zero if the
   * attribute is used as a key attribute for a table or index." moto stores an empty binary one.
   */
  private static final String EMPTY_BINARY_INDEX_KEY = "One or more parameter values are not valid. A value specified"
      + " for a secondary index key is not supported. The AttributeValue for a key attribute cannot contain an empty"
      + " binary value. IndexName: byTeam, IndexKey: code";
  /**
   * Service quotas, "Partition key value" and "Sort key value": at most 2048 and 1024 bytes; a key of
   * several attributes is measured together, as DynamoDB's message says ("Aggregated size of all range
   * keys"). moto checks neither for an index.
   */
  private static final String INDEX_PARTITION_KEY_TOO_LONG =
      "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of 2048 bytes";
  private static final String INDEX_SORT_KEY_TOO_LONG = "One or more parameter values were invalid: Aggregated size of"
      + " all range keys has exceeded the size limit of 1024 bytes";
  /** Naming rules: "Attribute names must be at least one character long"; a map's keys name its attributes. */
  private static final String EMPTY_MAP_KEY = "One or more parameter values were invalid: Empty attribute name";

  /**
   * DynamoDB's documented refusal of the raw put of {@code item}, which moto stores, given to the exact
   * request; the request is checked to carry {@code sent}, the value refused.
   */
  private static void dynamoDbRefuses(Bench bench, Map<String, AttributeValue> item, String message, String sent) {
    String body = DocumentedAnswers.refusedPut(bench.table().name(), item, message);
    assertTrue(body.contains(sent), () -> "the request carries " + sent + ": " + body);
  }

  private static final Map<String, AttributeValue> DETAILS = Map.of("k", AttributeValue.fromS("v"));

  @ParameterizedTest
  @MethodSource("engines")
  void anEmptyIndexKeyAttributeIsRefusedBeforeSendingOnEveryWritePath(SampleEngine engine) {
    Bench bench = bench(engine);
    bench.badges().put(badge("red", CODE, "gold")).execute();
    refusedEverywhere(bench, badge("", CODE, "gold"), "team", update -> update.set(BadgeEntity.TEAM, ""));
    refusedEverywhere(bench, badge("red", CODE, ""), "label", update -> update.set(BadgeEntity.LABEL, ""));
    refusedEverywhere(bench, badge("red", new byte[0], "gold"), "code", update -> update.set(BadgeEntity.CODE, new byte[0]));
    dynamoDbRefuses(bench, raw("", CODE, "gold", DETAILS));
    dynamoDbRefuses(bench, raw("red", CODE, "", DETAILS));
    dynamoDbRefuses(bench, raw("red", new byte[0], "gold", DETAILS), EMPTY_BINARY_INDEX_KEY, "\"code\":{\"B\":\"\"}");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void indexKeysStopAtDynamoDbsKeySizesCountingTheirAttributesTogether(SampleEngine engine) {
    Bench bench = bench(engine);
    // DynamoDB sums a key's attributes: team (an e-acute is two bytes of UTF-8) and the 3-byte code
    // make 2,048 bytes; label and rank 7 (a number of one digit counts 2 bytes) make 1,024.
    String team = "\u00e9".repeat(1022) + "a";
    String label = "\u00e9".repeat(511);
    bench.badges().put(badge(team, CODE, label)).execute();
    Badge stored = bench.badges().query().byTeam(team, CODE).list().get(0);
    assertEquals(team, stored.team());
    assertEquals(label, stored.label());

    refusedEverywhere(bench, badge(team + "a", CODE, "gold"), "team", update -> update.set(BadgeEntity.TEAM, "a".repeat(2049)));
    refusedEverywhere(bench, badge("red", new byte[2049], "gold"), "code", update -> update.set(BadgeEntity.CODE, new byte[2049]));
    // One byte more of code puts the key over: the longer team is named, the attribute to shorten. (An
    // update is checked against what it writes, not against the attributes it leaves as stored.)
    refusedEverywhere(bench, badge(team, new byte[4], "gold"), "team",
        update -> update.set(BadgeEntity.TEAM, team).set(BadgeEntity.CODE, new byte[4]));
    refusedEverywhere(bench, badge("red", CODE, label + "a"), "label", update -> update.set(BadgeEntity.LABEL, "a".repeat(1025)));
    // One byte over each limit as DynamoDB counts a key: team and code, label and rank 7 (2 bytes).
    assertEquals(2049, (team + "a").getBytes(StandardCharsets.UTF_8).length + CODE.length);
    assertEquals(2049, team.getBytes(StandardCharsets.UTF_8).length + 4);
    assertEquals(1025, (label + "a").getBytes(StandardCharsets.UTF_8).length + 2);
    dynamoDbRefuses(bench, raw(team + "a", CODE, "gold", DETAILS), INDEX_PARTITION_KEY_TOO_LONG,
        "\"team\":{\"S\":\"" + team + "a\"}");
    dynamoDbRefuses(bench, raw(team, new byte[4], "gold", DETAILS), INDEX_PARTITION_KEY_TOO_LONG,
        "\"code\":{\"B\":\"AAAAAA==\"}");
    dynamoDbRefuses(bench, raw("red", CODE, label + "a", DETAILS), INDEX_SORT_KEY_TOO_LONG,
        "\"label\":{\"S\":\"" + label + "a\"}");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anEmptyMapKeyInADocumentIsRefusedBeforeSendingOnEveryWritePath(SampleEngine engine) {
    Bench bench = bench(engine);
    bench.badges().put(badge("red", CODE, "gold")).execute();
    Map<String, Object> details = Map.of("outer", Map.of("", "v"));
    Badge bad = new Badge("p1", "b1", "red", CODE, "gold", 7, details);
    refusedEverywhere(bench, bad, "details", update -> update.set(BadgeEntity.DETAILS, details));
    dynamoDbRefuses(bench, raw("red", CODE, "gold", Map.of("outer", AttributeValue.fromM(Map.of("", AttributeValue.fromS("v"))))),
        EMPTY_MAP_KEY, "\"outer\":{\"M\":{\"\":{\"S\":\"v\"}}}");
  }
}
