package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemsTest {
  private final Map<String, AttributeValue> item = new HashMap<>();

  @Test
  void putOmitsNullAndGetReadsAbsentAsNull() {
    Items.put(item, "order", "note", null, Codecs.ofString());
    Items.putString(item, "other", null);
    assertTrue(item.isEmpty());
    assertNull(Items.get(item, "order", "note", Codecs.ofString()));
  }

  @Test
  void getReadsNulAsNull() {
    item.put("note", AttributeValue.fromNul(true));
    assertNull(Items.get(item, "order", "note", Codecs.ofString()));
  }

  @Test
  void putAndGetRoundTripThroughTheCodec() {
    Items.put(item, "order", "tags", List.of("a", "b"), Codecs.list(Codecs.ofString()));
    assertEquals(List.of("a", "b"), Items.get(item, "order", "tags", Codecs.list(Codecs.ofString())));
  }

  @Test
  void putOmitsEmptySetsWhichDynamoDbRefuses() {
    Items.put(item, "order", "tags", Set.of(), Codecs.stringSet());
    Items.put(item, "order", "scores", Set.<Long>of(), Codecs.numberSet(Codecs.ofLong()));
    assertFalse(item.containsKey("tags"));
    assertFalse(item.containsKey("scores"));
    assertNull(Items.get(item, "order", "tags", Codecs.stringSet()));
  }

  @Test
  void putKeepsEmptyListsAndMaps() {
    Items.put(item, "order", "lines", List.of(), Codecs.list(Codecs.ofString()));
    Items.put(item, "order", "extra", Map.of(), Codecs.map(Codecs.ofString()));
    assertEquals(List.of(), Items.get(item, "order", "lines", Codecs.list(Codecs.ofString())));
    assertEquals(Map.of(), Items.get(item, "order", "extra", Codecs.map(Codecs.ofString())));
  }

  @Test
  void putWrapsCodecFailureNamingEntityAttributeAndValue() {
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> Items.put(item, "order", "total", Double.NaN, Codecs.ofDouble()));
    assertEquals("order", e.entity());
    assertEquals("total", e.field());
    assertEquals(Double.NaN, e.value());
    assertInstanceOf(IllegalArgumentException.class, e.getCause());
    assertEquals("order.total = NaN: DynamoDB cannot store NaN", e.getMessage());
  }

  @Test
  void putRefusesCodecThatReturnsNull() {
    AttributeCodec<String> broken = new AttributeCodec<>() {
      @Override
      public AttributeValue encode(String value) {
        return null;
      }

      @Override
      public String decode(AttributeValue value) {
        return null;
      }
    };
    assertThrows(InvalidValueException.class, () -> Items.put(item, "order", "x", "y", broken));
  }

  @Test
  void getWrapsWrongShapeWithTheStoredValue() {
    AttributeValue stored = AttributeValue.fromS("many");
    item.put("count", stored);
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.get(item, "order", "count", Codecs.ofLong()));
    assertEquals("count", e.field());
    assertSame(stored, e.value());
  }

  @Test
  void getStringReadsLikeTheStringCodec() {
    item.put("name", AttributeValue.fromS("Ada"));
    item.put("empty", AttributeValue.fromS(""));
    item.put("nothing", AttributeValue.fromNul(true));
    AttributeValue number = AttributeValue.fromN("42");
    item.put("count", number);
    for (String attribute : new String[] {"name", "empty", "nothing", "absent"}) {
      assertEquals(Items.get(item, "order", attribute, Codecs.ofString()), Items.getString(item, "order", attribute), attribute);
    }
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.getString(item, "order", "count"));
    assertEquals("order", e.entity());
    assertEquals("count", e.field());
    assertSame(number, e.value());
    assertEquals(assertThrows(InvalidValueException.class, () -> Items.get(item, "order", "count", Codecs.ofString())).getMessage(), e.getMessage());
  }

  @Test
  void primitivePutsWriteNumbersAndBooleans() {
    Items.putLong(item, "a", -5L);
    Items.putInt(item, "b", 7);
    Items.putDouble(item, "order", "c", 2.5);
    Items.putFloat(item, "order", "d", 0.25f);
    Items.putBoolean(item, "e", true);
    assertEquals(AttributeValue.fromN("-5"), item.get("a"));
    assertEquals(AttributeValue.fromN("7"), item.get("b"));
    assertEquals(AttributeValue.fromN("2.5"), item.get("c"));
    assertEquals(AttributeValue.fromN("0.25"), item.get("d"));
    assertEquals(AttributeValue.fromBool(true), item.get("e"));
    assertEquals(-5L, Items.requireLong(item, "order", "a"));
    assertEquals(7, Items.requireInt(item, "order", "b"));
    assertEquals((short) 7, Items.requireShort(item, "order", "b"));
    assertEquals((byte) 7, Items.requireByte(item, "order", "b"));
    assertEquals(2.5, Items.requireDouble(item, "order", "c"));
    assertEquals(0.25f, Items.requireFloat(item, "order", "d"));
    assertTrue(Items.requireBoolean(item, "order", "e"));
  }

  @Test
  void putDoubleRefusesNanAndInfinity() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.putDouble(item, "order", "total", Double.POSITIVE_INFINITY));
    assertEquals("total", e.field());
    assertThrows(InvalidValueException.class, () -> Items.putFloat(item, "order", "total", Float.NaN));
    assertTrue(item.isEmpty());
  }

  @Test
  void requireRefusesMissingPrimitiveComponent() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> Items.requireLong(item, "order", "orderNumber"));
    assertEquals("order.orderNumber = null: required: the component is primitive", e.getMessage());
    item.put("flag", AttributeValue.fromNul(true));
    assertThrows(InvalidValueException.class, () -> Items.requireBoolean(item, "order", "flag"));
  }

  @Test
  void requireRefusesNumbersOutsideThePrimitiveRange() {
    item.put("n", AttributeValue.fromN("300"));
    assertThrows(InvalidValueException.class, () -> Items.requireByte(item, "order", "n"));
    item.put("f", AttributeValue.fromN("1.5"));
    assertThrows(InvalidValueException.class, () -> Items.requireInt(item, "order", "f"));
  }
}
