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
import java.math.BigDecimal;
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
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Each limit the library checks before sending sits exactly where DynamoDB's own is: the value at
 * the limit is stored by DynamoDB Local through the library, the value one step beyond is refused
 * by the library with no request sent, and the same value sent raw is refused by DynamoDB Local.
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
    bench.docs().put(at).execute();
    assertEquals(Optional.of(at), bench.docs().get(at.tenant(), at.id()).execute(), "DynamoDB stores the value at the limit");

    int before = bench.counted().requests();
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> bench.countedDocs().put(beyond).execute());
    assertEquals("doc", refused.entity());
    assertTrue(refused.field().startsWith(field), refused.field());
    assertEquals(before, bench.counted().requests(), "nothing was sent");

    assertThrows(AwsServiceException.class, () -> bench.table().client().putItem(PutItemRequest.builder()
        .tableName(bench.table().name()).item(raw(beyond)).build()), "DynamoDB refuses it too");
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
    atAndBeyond(bench, doc("t", "digits", new BigDecimal("1" + "2".repeat(37))),
        doc("t", "digits", new BigDecimal("1" + "2".repeat(38))), "payload");
    atAndBeyond(bench, doc("t", "large", new BigDecimal("9.9999999999999999999999999999999999999E+125")),
        doc("t", "large", new BigDecimal("1E+126")), "payload");
    atAndBeyond(bench, doc("t", "small", new BigDecimal("1E-130")), doc("t", "small", new BigDecimal("1E-131")), "payload");
    atAndBeyond(bench, doc("t", "negative", new BigDecimal("-1E-130")), doc("t", "negative", new BigDecimal("-1E+126")),
        "payload");
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
    atAndBeyond(bench(engine), doc("t", "deep", nested.apply(30)), doc("t", "deep", nested.apply(31)), "payload");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void itemsStopAt400Kilobytes(SampleEngine engine) {
    atAndBeyond(bench(engine), doc("t", "big", "x".repeat(399 * 1024)), doc("t", "big", "x".repeat(400 * 1024)), "(item)");
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
