package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Each limit the library checks before sending sits exactly where DynamoDB's own is: the value at
 * the limit is stored through the library, the value one step beyond is refused by the library with
 * no request sent, and the same value sent raw is refused by DynamoDB. Where moto does not hold the
 * limit as DynamoDB does (it stores numbers beyond DynamoDB's digits and range and documents nested
 * deeper than 32 levels, and refuses items from 405,000 bytes where DynamoDB's limit is 400 KB), the
 * exact request is checked and DynamoDB's documented answer given through {@link FaultyHttpClient}.
 */
class DynamoDbLimitsTest {
  static Stream<?> engines() {
    return Engines.all();
  }

  private record Bench(Table table, DocEntity docs, CountingClient counted, DocEntity countedDocs) {}

  private static Bench bench(SampleEngine engine) {
    Table table = Engines.newTable(engine, "limits", DocEntity.SCHEMA);
    CountingClient counted = new CountingClient(engine.client());
    return new Bench(table, DocEntity.of(table), counted, DocEntity.of(Table.of(counted, table.name())));
  }

  /**
   * At the limit: stored and read back; beyond it: refused before sending, naming the key field or
   * the attribute (with the path inside a document), and refused raw by DynamoDB.
   */
  private static void atAndBeyond(Bench bench, Doc at, Doc beyond, String field) {
    atAndBeyond(bench, at, beyond, field, null);
  }

  /**
   * As {@link #atAndBeyond(Bench, Doc, Doc, String)} where moto accepts the raw value beyond the limit:
   * the raw request is checked to carry {@code refusal}'s value and answered with DynamoDB's documented
   * ValidationException.
   */
  private static void atAndBeyond(Bench bench, Doc at, Doc beyond, String field, Refusal refusal) {
    bench.docs().put(at).execute();
    assertEquals(Optional.of(at), bench.docs().get(at.tenant(), at.id()).execute(), "DynamoDB stores the value at the limit");
    beyond(bench, beyond, field, refusal);
  }

  /** DynamoDB's refusal of a raw put whose JSON body holds {@code value}: its documented message. */
  private record Refusal(String value, String message) {}

  private static void beyond(Bench bench, Doc beyond, String field, Refusal refusal) {

    int before = bench.counted().requests();
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> bench.countedDocs().put(beyond).execute());
    assertEquals("doc", refused.entity());
    assertTrue(refused.field().startsWith(field), refused.field());
    assertEquals(before, bench.counted().requests(), "nothing was sent");

    if (refusal == null) {
      assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
          .tableName(bench.table().name()).item(raw(beyond)).build()), "DynamoDB refuses it too");
      return;
    }
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(5))
        .refusing("PutItem", body -> body.contains(refusal.value()), 400, "ValidationException", refusal.message());
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      AwsServiceException answer = assertThrows(AwsServiceException.class, () -> client.putItem(PutItemRequest.builder()
          .tableName(bench.table().name()).item(raw(beyond)).build()), "DynamoDB refuses it too");
      assertEquals("ValidationException", answer.awsErrorDetails().errorCode());
      assertEquals(refusal.message(), answer.awsErrorDetails().errorMessage());
    }
    List<String> sent = http.sent("PutItem");
    assertEquals(1, sent.size());
    assertTrue(sent.get(0).contains(refusal.value()), "the raw request carries the value beyond the limit");
    assertEquals(0, http.forwarded(), "moto stores it: DynamoDB's documented refusal is given instead");
  }

  /**
   * At a limit moto holds lower than DynamoDB: the library's put, checked to carry the value, is
   * answered as DynamoDB answers a stored item, and the get with the item it stored.
   */
  private static void atAnswered(Bench bench, Doc at, String value) {
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(5))
        .answering("PutItem", "{}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      DocEntity docs = DocEntity.of(Table.of(client, bench.table().name()));
      docs.put(at).execute();
      List<String> sent = http.sent("PutItem");
      assertEquals(1, sent.size());
      assertTrue(sent.get(0).contains("\"" + value + "\""), "the put carries the value at the limit");
      http.answering("GetItem", "{\"Item\":" + object(sent.get(0), "\"Item\":") + "}");
      assertEquals(Optional.of(at), docs.get(at.tenant(), at.id()).execute(), "DynamoDB stores the value at the limit");
      assertEquals(0, http.forwarded());
    }
  }

  /** The JSON object that follows {@code member} in {@code json}. */
  private static String object(String json, String member) {
    int start = json.indexOf(member) + member.length();
    int depth = 0;
    boolean inString = false;
    for (int i = start; i < json.length(); i++) {
      char c = json.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
      } else if (c == '"') {
        inString = true;
      } else if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return json.substring(start, i + 1);
      }
    }
    throw new IllegalArgumentException("no object after " + member);
  }

  /** The item the library would write for {@code doc}, built by hand so the library's checks are not in the way. */
  private static Map<String, AttributeValue> raw(Doc doc) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.fromS(doc.tenant()));
    item.put("sk", AttributeValue.fromS("DOC#" + doc.id()));
    item.put("payload", AttributeValue.fromM(rawMap(doc.payload())));
    return item;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> rawMap(Map<String, Object> map) {
    Map<String, AttributeValue> out = new HashMap<>();
    for (Map.Entry<String, Object> e : map.entrySet()) {
      out.put(e.getKey(), rawValue(e.getValue()));
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static AttributeValue rawValue(Object value) {
    if (value instanceof BigDecimal number) {
      return AttributeValue.fromN(number.toString());
    }
    if (value instanceof List<?> list) {
      List<AttributeValue> values = new ArrayList<>();
      for (Object element : list) {
        values.add(rawValue(element));
      }
      return AttributeValue.fromL(values);
    }
    if (value instanceof Map<?, ?> map) {
      return AttributeValue.fromM(rawMap((Map<String, Object>) map));
    }
    return AttributeValue.fromS(String.valueOf(value));
  }

  private static Doc doc(String tenant, String id, Object payload) {
    return new Doc(tenant, id, Map.of("v", payload));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void partitionKeysStopAt2048Utf8Bytes(SampleEngine engine) {
    atAndBeyond(bench(engine), doc("\u00e9".repeat(1024), "1", "x"), doc("\u00e9".repeat(1024) + "a", "1", "x"), "pk");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void sortKeysStopAt1024Utf8Bytes(SampleEngine engine) {
    // "DOC#" is 4 bytes; an emoji is 4 bytes of UTF-8 and two Java chars.
    atAndBeyond(bench(engine), doc("t", "\uD83D\uDE00".repeat(255), "x"), doc("t", "\uD83D\uDE00".repeat(255) + "a", "x"), "sk");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void numbersStopAt38SignificantDigitsAndDynamoDbsRange(SampleEngine engine) {
    Bench bench = bench(engine);
    // moto stores each of these beyond values; DynamoDB refuses them with these ValidationExceptions.
    String digits = "Attempting to store more than 38 significant digits in a Number";
    String overflow = "Number overflow. Attempting to store a number with magnitude larger than supported range";
    String underflow = "Number underflow. Attempting to store a number with magnitude smaller than supported range";
    atAndBeyond(bench, doc("t", "digits", new BigDecimal("1" + "2".repeat(37))),
        doc("t", "digits", new BigDecimal("1" + "2".repeat(38))), "payload",
        new Refusal("{\"N\":\"1" + "2".repeat(38) + "\"}", digits));
    atAndBeyond(bench, doc("t", "large", new BigDecimal("9.9999999999999999999999999999999999999E+125")),
        doc("t", "large", new BigDecimal("1E+126")), "payload", new Refusal("{\"N\":\"1E+126\"}", overflow));
    atAndBeyond(bench, doc("t", "small", new BigDecimal("1E-130")), doc("t", "small", new BigDecimal("1E-131")), "payload",
        new Refusal("{\"N\":\"1E-131\"}", underflow));
    atAndBeyond(bench, doc("t", "negative", new BigDecimal("-1E-130")), doc("t", "negative", new BigDecimal("-1E+126")),
        "payload", new Refusal("{\"N\":\"-1E+126\"}", overflow));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void documentsNestAtMostAsDeepAsDynamoDbStores(SampleEngine engine) {
    Function<Integer, Object> nested = depth -> {
      Object value = "leaf";
      for (int i = 0; i < depth; i++) {
        value = List.of(value);
      }
      return value;
    };
    // The payload map is level 1 and its "v" list level 2: 30 more lists inside make 31 nested in all.
    // moto stores the document 33 levels deep; DynamoDB refuses it with this ValidationException.
    atAndBeyond(bench(engine), doc("t", "deep", nested.apply(30)), doc("t", "deep", nested.apply(31)), "payload",
        new Refusal("{\"L\":[".repeat(31) + "{\"S\":\"leaf\"}" + "]}".repeat(31),
            "Nesting Levels have exceeded supported limits"));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsStopAt400Kilobytes(SampleEngine engine) {
    // moto refuses items from 405,000 bytes, DynamoDB from 400 KB (409,600 bytes, names and values in
    // UTF-8): the item at the limit is stored as DynamoDB answers; the one beyond moto refuses live.
    Bench bench = bench(engine);
    Doc at = doc("t", "big", "x".repeat(399 * 1024));
    atAnswered(bench, at, "x".repeat(399 * 1024));
    beyond(bench, doc("t", "big", "x".repeat(400 * 1024)), "(item)", null);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anEmptyPartitionKeyIsRefusedBeforeSending(SampleEngine engine) {
    Bench bench = bench(engine);
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> bench.countedDocs().put(doc("", "1", "x")).execute());
    assertEquals("pk", refused.field());
    assertEquals(0, bench.counted().requests());
    assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
        .tableName(bench.table().name()).item(raw(doc("", "1", "x"))).build()), "DynamoDB refuses it too");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aTransactionOverFourMegabytesIsRefusedBeforeSending(SampleEngine engine) {
    Bench bench = bench(engine);
    TransactWrite transaction = TransactWrite.of(Table.of(bench.counted(), bench.table().name()));
    for (int i = 0; i < 11; i++) {
      transaction.put(DocEntity.SCHEMA, doc("t", "part-" + i, "x".repeat(390 * 1024)));
    }
    SingleTableException refused = assertThrows(SingleTableException.class, transaction::execute);
    assertTrue(refused.getMessage().contains("4"), refused.getMessage());
    assertEquals(0, bench.counted().requests());
  }
}
