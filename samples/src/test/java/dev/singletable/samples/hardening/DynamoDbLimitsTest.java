package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.operation.TransactWrite;
import dev.singletable.samples.CountingClient;
import dev.singletable.samples.DocumentedAnswers;
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
 * no request sent, and the same value sent raw is refused by DynamoDB. Live where moto keeps the limit
 * as DynamoDB does (key sizes, an empty key, the smallest number, an item over 400 KB); where it does
 * not, DynamoDB's documented answer is given to the exact request ({@link DocumentedAnswers}): moto
 * stores a number of 39 digits or of a magnitude of 1E+126, and a document nested 33 deep, and it
 * refuses an item of 399 KB (its own limit is 405,000 bytes, DynamoDB's 400 KB).
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
    atAndBeyond(bench, bench.docs(), at, beyond, field);
    assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
        .tableName(bench.table().name()).item(raw(beyond)).build()), "DynamoDB refuses it too");
  }

  /**
   * {@link #atAndBeyond(Bench, Doc, Doc, String)} for a limit moto does not keep: the raw put of {@code
   * beyond} is given DynamoDB's documented refusal, {@code message}, and is checked to carry {@code sent}.
   */
  private static void atAndBeyond(Bench bench, Doc at, Doc beyond, String field, String message, String sent) {
    atAndBeyond(bench, bench.docs(), at, beyond, field);
    String body = DocumentedAnswers.refusedPut(bench.table().name(), raw(beyond), message);
    assertTrue(body.contains(sent), () -> "the request carries " + sent + ": " + body);
  }

  private static void atAndBeyond(Bench bench, DocEntity docs, Doc at, Doc beyond, String field) {
    docs.put(at).execute();
    assertEquals(Optional.of(at), docs.get(at.tenant(), at.id()).execute(), "DynamoDB stores the value at the limit");

    int before = bench.counted().requests();
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> bench.countedDocs().put(beyond).execute());
    assertEquals("doc", refused.entity());
    assertTrue(refused.field().startsWith(field), refused.field());
    assertEquals(before, bench.counted().requests(), "nothing was sent");
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
    // Data types, Number: "Numbers can have up to 38 digits of precision. Exceeding this results in an
    // exception." "Positive range: 1E-130 to 9.9999999999999999999999999999999999999E+125"; "Negative range:
    // -9.9999999999999999999999999999999999999E+125 to -1E-130". moto counts no digits and compares
    // magnitudes as floats, where 1E+126 is no larger than the largest.
    atAndBeyond(bench, doc("t", "digits", new BigDecimal("1" + "2".repeat(37))),
        doc("t", "digits", new BigDecimal("1" + "2".repeat(38))), "payload",
        "Attempting to store more than 38 significant digits in a Number", "\"N\":\"1" + "2".repeat(38) + "\"");
    atAndBeyond(bench, doc("t", "large", new BigDecimal("9.9999999999999999999999999999999999999E+125")),
        doc("t", "large", new BigDecimal("1E+126")), "payload", OVERFLOW, "\"N\":\"1E+126\"");
    atAndBeyond(bench, doc("t", "small", new BigDecimal("1E-130")), doc("t", "small", new BigDecimal("1E-131")), "payload");
    atAndBeyond(bench, doc("t", "negative", new BigDecimal("-1E-130")), doc("t", "negative", new BigDecimal("-1E+126")),
        "payload", OVERFLOW, "\"N\":\"-1E+126\"");
  }

  private static final String OVERFLOW =
      "Number overflow. Attempting to store a number with magnitude larger than supported range";

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
    // Service quotas, "Nested attribute depth": "DynamoDB supports nested attributes up to 32 levels
    // deep." moto stores any depth.
    atAndBeyond(bench(engine), doc("t", "deep", nested.apply(30)), doc("t", "deep", nested.apply(31)), "payload",
        "Nesting Levels have exceeded supported limits", "{\"L\":[".repeat(31) + "{\"S\":\"leaf\"}" + "]}".repeat(31));
  }

  /**
   * Service quotas, "Item size": "The maximum item size in DynamoDB is 400 KB, which includes both
   * attribute name binary length (UTF-8 length) and attribute value lengths (again binary length)."
   * moto refuses an item above 405,000 bytes, so the item of 399 KB, which DynamoDB stores, is answered
   * as DynamoDB answers (the put with no content, the get with the item put, as it was sent); the item
   * beyond is refused live.
   */
  @ParameterizedTest
  @MethodSource("engines")
  void itemsStopAt400Kilobytes(SampleEngine engine) {
    Bench bench = bench(engine);
    FaultyHttpClient http = new FaultyHttpClient(Apache5HttpClient.create(), Duration.ofSeconds(2))
        .answering("PutItem", "{}");
    http.answering("GetItem", request -> "{\"Item\":" + DocumentedAnswers.field(http.sent("PutItem").get(0), "Item") + "}");
    try (DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(http))) {
      Doc at = doc("t", "big", "x".repeat(399 * 1024));
      atAndBeyond(bench, DocEntity.of(Table.of(client, bench.table().name())), at, doc("t", "big", "x".repeat(400 * 1024)),
          "(item)");
      assertTrue(http.sent("PutItem").get(0).contains("\"v\":{\"S\":\"" + "x".repeat(399 * 1024) + "\"}"),
          "the put sent the item at the limit");
      assertEquals(0, http.forwarded(), "the engine saw none of it");
    }
    assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
        .tableName(bench.table().name()).item(raw(doc("t", "big", "x".repeat(400 * 1024)))).build()),
        "DynamoDB refuses it too");
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
