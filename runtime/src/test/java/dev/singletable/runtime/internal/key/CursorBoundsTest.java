package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidCursorException;
import dev.singletable.runtime.internal.codec.Cursors;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A cursor's key is checked against the read's key condition as DynamoDB evaluates it, for every
 * key type, so that a key DynamoDB would refuse with a raw validation error is refused before sending.
 */
class CursorBoundsTest {
  private static final Map<String, ScalarAttributeType> STRING_KEY =
      Map.of("pk", ScalarAttributeType.S, "sk", ScalarAttributeType.S);

  private static Map<String, AttributeValue> key(AttributeValue pk, AttributeValue sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", pk);
    key.put("sk", sk);
    return key;
  }

  private static AttributeValue bytes(int... values) {
    byte[] raw = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      raw[i] = (byte) values[i];
    }
    return AttributeValue.fromB(SdkBytes.fromByteArray(raw));
  }

  @Test
  void stringConditionsSelectAsDynamoDbDoesIncludingTheExcludedEndsOfARange() {
    assertTrue(SortKeyCondition.beginsWith("CARD#").selects(AttributeValue.fromS("CARD#1")));
    assertFalse(SortKeyCondition.beginsWith("CARD#").selects(AttributeValue.fromS("NOTE#1")));
    assertTrue(SortKeyCondition.range("B", false, "D", false).selects(AttributeValue.fromS("B")),
        "DynamoDB's BETWEEN returns the excluded end, so its key may be a cursor");
    assertFalse(SortKeyCondition.range("B", false, "D", false).selects(AttributeValue.fromS("E")));
    assertFalse(SortKeyCondition.greaterThan("B").selects(AttributeValue.fromN("5")), "another type");
    assertFalse(SortKeyCondition.greaterThan("B").selects(null));
  }

  @Test
  void numberConditionsCompareByValue() {
    SortKeyCondition atLeastTen = SortKeyCondition.greaterOrEqual("10").numeric();
    assertTrue(atLeastTen.selects(AttributeValue.fromN("9.5e1")));
    assertFalse(atLeastTen.selects(AttributeValue.fromN("9")), "9 sorts after 10 as text, not as a number");
    assertFalse(atLeastTen.selects(AttributeValue.fromN("not a number")));
    assertTrue(SortKeyCondition.equalTo("1").numeric().selects(AttributeValue.fromN("1.00")));
  }

  @Test
  void binaryConditionsCompareUnsignedBytes() {
    String low = Base64.getEncoder().encodeToString(new byte[] {(byte) 0x80});
    assertTrue(SortKeyCondition.greaterThan(low).binary().selects(bytes(0xff)));
    assertFalse(SortKeyCondition.greaterThan(low).binary().selects(bytes(0x01)));
    String prefix = Base64.getEncoder().encodeToString(new byte[] {1, 2});
    assertTrue(SortKeyCondition.beginsWith(prefix).binary().selects(bytes(1, 2, 3)));
    assertFalse(SortKeyCondition.beginsWith(prefix).binary().selects(bytes(1)));
  }

  @Test
  void boundsNameThePartitionOrTheSortKeyConditionAKeyFails() {
    Cursors.Bounds bounds = SortKeyCondition.bounds("pk", AttributeValue.fromS("BOARD#b1"), "sk",
        SortKeyCondition.beginsWith("CARD#"));
    assertNull(bounds.outside(key(AttributeValue.fromS("BOARD#b1"), AttributeValue.fromS("CARD#c1"))));
    assertTrue(bounds.outside(key(AttributeValue.fromS("BOARD#b2"), AttributeValue.fromS("CARD#c1")))
        .startsWith("pk = "));
    assertEquals("sk begins_with CARD#",
        bounds.outside(key(AttributeValue.fromS("BOARD#b1"), AttributeValue.fromS("NOTE#n1"))));
  }

  @Test
  void anAttributeKeyedConditionChecksItsEqualitiesAndItsRange() {
    AttributeKeyCondition condition = AttributeKeyCondition.of("tenant", "year", "day")
        .equal("tenant", AttributeValue.fromS("acme")).equal("year", AttributeValue.fromN("2025"))
        .between("day", AttributeValue.fromN("10"), AttributeValue.fromN("20"));
    Map<String, AttributeValue> inside = Map.of("tenant", AttributeValue.fromS("acme"),
        "year", AttributeValue.fromN("2025"), "day", AttributeValue.fromN("15"));
    assertNull(condition.outside(inside));
    Map<String, AttributeValue> otherTenant = new LinkedHashMap<>(inside);
    otherTenant.put("tenant", AttributeValue.fromS("evil"));
    assertTrue(condition.outside(otherTenant).startsWith("tenant = "));
    Map<String, AttributeValue> late = new LinkedHashMap<>(inside);
    late.put("day", AttributeValue.fromN("21"));
    assertTrue(condition.outside(late).startsWith("day BETWEEN"));
  }

  @Test
  void decodeTakesOnlyACursorOfItsReadWithItsKeyInsideTheCondition() {
    Cursors.Bounds bounds = SortKeyCondition.bounds("pk", AttributeValue.fromS("BOARD#b1"), "sk",
        SortKeyCondition.beginsWith("CARD#"));
    Map<String, AttributeValue> own = key(AttributeValue.fromS("BOARD#b1"), AttributeValue.fromS("CARD#c1"));

    assertEquals(own, Cursors.decode(Cursors.encode("query card table", own), "query card table", "query card",
        STRING_KEY, bounds));
    InvalidCursorException other = assertThrows(InvalidCursorException.class, () -> Cursors.decode(
        Cursors.encode("query note table", own), "query card table", "query card", STRING_KEY, bounds));
    assertTrue(other.getMessage().contains("it is a cursor of query note table"), other.getMessage());
    assertEquals("query card", other.read());
    assertThrows(InvalidCursorException.class, () -> Cursors.decode(Cursors.encode(own), "query card table",
        "query card", STRING_KEY, bounds), "a cursor naming no read");
    assertThrows(InvalidCursorException.class, () -> Cursors.decode(Cursors.encode("query card table",
        key(AttributeValue.fromS("BOARD#b1"), AttributeValue.fromN("1"))), "query card table", "query card",
        STRING_KEY, bounds), "a sort key of another type");
    Map<String, AttributeValue> extra = new LinkedHashMap<>(own);
    extra.put("gsi1pk", AttributeValue.fromS("x"));
    assertThrows(InvalidCursorException.class, () -> Cursors.decode(Cursors.encode("query card table", extra),
        "query card table", "query card", STRING_KEY, bounds), "an attribute of another index");
    InvalidCursorException outside = assertThrows(InvalidCursorException.class, () -> Cursors.decode(
        Cursors.encode("query card table", key(AttributeValue.fromS("BOARD#b1"), AttributeValue.fromS("NOTE#n1"))),
        "query card table", "query card", STRING_KEY, bounds));
    assertTrue(outside.getMessage().contains("NOTE#n1") && outside.getMessage().contains("first page"),
        outside.getMessage());
  }
}
