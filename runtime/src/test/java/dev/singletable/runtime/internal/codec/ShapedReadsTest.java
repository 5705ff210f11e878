package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AttributeCodec;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reads by shape ({@link Items#getList}, {@link Items#getMap}, {@link Items#getStringList}, {@link
 * Items#getStringMap}, {@link Items#getEnum}, {@link Items#getInstant}, {@link Items#getBigDecimal}) answer what {@link Items#get} with the shape's
 * codec answers, for every stored value a read meets: absent, {@code NUL}, the right type, every
 * other type (refused with the same message), and values the codec refuses inside the right type
 * (a list element, a map value, an unknown constant, a malformed instant or number).
 */
class ShapedReadsTest {
  enum Status { OPEN, PAID }

  private static final AttributeCodec<List<String>> LIST = Codecs.list(Codecs.ofString());
  private static final AttributeCodec<Map<String, Long>> MAP = Codecs.map(Codecs.ofLong());
  private static final AttributeCodec<Map<String, String>> STRING_MAP = Codecs.map(Codecs.ofString());
  private static final AttributeCodec<Status> STATUS = Codecs.enumOf(Status.class, Status.values());

  /** Absent, NUL, one value of every type, and values the codecs refuse inside the right type. */
  private static List<AttributeValue> stored() {
    List<AttributeValue> values = new ArrayList<>();
    values.add(null);
    values.add(AttributeValue.fromNul(true));
    values.add(AttributeValue.fromNul(false));
    values.add(AttributeValue.createS("PAID"));
    values.add(AttributeValue.createS("UNKNOWN"));
    values.add(AttributeValue.createS(""));
    values.add(AttributeValue.createS(Codecs.ofInstant().encode(Instant.parse("2024-04-30T09:15:10.123456789Z")).s()));
    values.add(AttributeValue.createS("2024-04-30T09:15:10Z"));
    values.add(AttributeValue.createN("149.95"));
    values.add(AttributeValue.createN("1e400"));
    values.add(AttributeValue.createN("x"));
    values.add(AttributeValue.createBool(true));
    values.add(AttributeValue.createL(List.of(AttributeValue.createS("a"), AttributeValue.fromNul(true))));
    values.add(AttributeValue.createL(List.of(AttributeValue.createS("a"), AttributeValue.createN("1"))));
    values.add(AttributeValue.createL(List.of()));
    values.add(AttributeValue.createM(Map.of("a", AttributeValue.createN("1"))));
    values.add(AttributeValue.createM(Map.of("a", AttributeValue.createS("1"))));
    values.add(AttributeValue.createM(Map.of()));
    values.add(AttributeValue.createL(List.of(AttributeValue.createS("b"), AttributeValue.createS(""),
        AttributeValue.createS("a"))));
    values.add(AttributeValue.createL(List.of(AttributeValue.fromNul(true))));
    values.add(AttributeValue.createL(List.of(AttributeValue.createS("a"), AttributeValue.createL(List.of()))));
    values.add(AttributeValue.createL(List.of(AttributeValue.builder().build())));
    values.add(AttributeValue.createM(ordered("z", AttributeValue.createS("1"), "a", AttributeValue.createS(""),
        "m", AttributeValue.createS("3"))));
    values.add(AttributeValue.createM(ordered("z", AttributeValue.createS("1"), "a", AttributeValue.fromNul(true),
        "m", AttributeValue.createS("3"))));
    values.add(AttributeValue.createM(ordered("z", AttributeValue.createS("1"), "a", AttributeValue.createM(Map.of()),
        "m", AttributeValue.createS("3"))));
    values.add(AttributeValue.builder().build());
    values.add(AttributeValue.fromSs(List.of("a")));
    values.add(AttributeValue.fromNs(List.of("1")));
    values.add(AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromUtf8String("b")));
    return values;
  }

  @Test
  void eachShapedReadAnswersAsTheSharedReadWithItsCodec() {
    int compared = 0;
    for (AttributeValue value : stored()) {
      Map<String, AttributeValue> item = new HashMap<>();
      if (value != null) {
        item.put("a", value);
      }
      compared += same(item, value, i -> Items.getList(i, "order", "a", LIST), i -> Items.get(i, "order", "a", LIST));
      compared += same(item, value, i -> Items.getMap(i, "order", "a", MAP), i -> Items.get(i, "order", "a", MAP));
      compared += same(item, value, i -> Items.getStringList(i, "order", "a", LIST),
          i -> Items.get(i, "order", "a", LIST));
      compared += same(item, value, i -> Items.getStringMap(i, "order", "a", STRING_MAP),
          i -> Items.get(i, "order", "a", STRING_MAP));
      compared += same(item, value, i -> Items.getEnum(i, "order", "a", STATUS), i -> Items.get(i, "order", "a", STATUS));
      compared += same(item, value, i -> Items.getInstant(i, "order", "a"),
          i -> Items.get(i, "order", "a", Codecs.ofInstant()));
      compared += same(item, value, i -> Items.getBigDecimal(i, "order", "a"),
          i -> Items.get(i, "order", "a", Codecs.ofBigDecimal()));
    }
    assertTrue(compared > 100, "compared " + compared);
  }

  @Test
  void theShapedReadsReadWhatTheCodecsWrite() {
    Map<String, AttributeValue> item = new HashMap<>();
    Instant placed = Instant.parse("2024-04-30T09:15:10.123456789Z");
    Items.put(item, "order", "tags", List.of("a", "b"), LIST);
    Items.put(item, "order", "counts", Map.of("x", 1L), MAP);
    Items.put(item, "order", "status", Status.PAID, STATUS);
    Items.put(item, "order", "placed", placed, Codecs.ofInstant());
    Items.put(item, "order", "total", new BigDecimal("149.95"), Codecs.ofBigDecimal());
    Items.put(item, "order", "notes", orderedStrings("z", "1", "a", null, "m", "3"), STRING_MAP);
    assertEquals(List.of("a", "b"), Items.getList(item, "order", "tags", LIST));
    assertEquals(List.of("a", "b"), Items.getStringList(item, "order", "tags", LIST));
    // The stored order, with the null value, as the codec reads it.
    assertEquals("{z=1, a=null, m=3}", String.valueOf(Items.getStringMap(item, "order", "notes", STRING_MAP)));
    assertEquals(Map.of("x", 1L), Items.getMap(item, "order", "counts", MAP));
    assertEquals(Status.PAID, Items.getEnum(item, "order", "status", STATUS));
    assertEquals(placed, Items.getInstant(item, "order", "placed"));
    assertEquals(new BigDecimal("149.95"), Items.getBigDecimal(item, "order", "total"));
  }

  private static Map<String, AttributeValue> ordered(String k1, AttributeValue v1, String k2, AttributeValue v2,
      String k3, AttributeValue v3) {
    Map<String, AttributeValue> map = new LinkedHashMap<>();
    map.put(k1, v1);
    map.put(k2, v2);
    map.put(k3, v3);
    return map;
  }

  private static Map<String, String> orderedStrings(String k1, String v1, String k2, String v2, String k3, String v3) {
    Map<String, String> map = new LinkedHashMap<>();
    map.put(k1, v1);
    map.put(k2, v2);
    map.put(k3, v3);
    return map;
  }

  private static int same(Map<String, AttributeValue> item, AttributeValue value,
      Function<Map<String, AttributeValue>, Object> shaped, Function<Map<String, AttributeValue>, Object> shared) {
    assertEquals(outcome(shared, item), outcome(shaped, item), () -> String.valueOf(value));
    return 1;
  }

  /** The value read, or the refusal's type, message, value and cause. */
  private static String outcome(Function<Map<String, AttributeValue>, Object> read, Map<String, AttributeValue> item) {
    try {
      return "read " + read.apply(item);
    } catch (RuntimeException e) {
      return e.getClass().getName() + ": " + e.getMessage() + " / "
          + (e.getCause() == null ? null : e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
    }
  }
}
