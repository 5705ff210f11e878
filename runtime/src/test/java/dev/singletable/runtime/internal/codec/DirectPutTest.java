package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What generated {@code toItem} calls for an instant ({@link Items#putInstant}), a decimal ({@link
 * Items#putDecimal}) and an enum ({@link Items#putScalar}) instead of the generic codec path: for
 * values at the edges of each check (the years an instant's text holds, the digits and magnitudes
 * DynamoDB stores, a codec that refuses or returns null), the item, the size counted and the
 * refusal (message, field, value, cause) must be those of {@link Items#put} and {@link
 * Items#putChecked(Map, String, String, int, Object, AttributeCodec)} with the same codec.
 */
class DirectPutTest {
  enum Status { OPEN, CLOSED }

  /** The item and size, or the refusal with everything it carries. */
  private static String outcome(ToLongFunction<Map<String, AttributeValue>> put) {
    Map<String, AttributeValue> item = new HashMap<>();
    try {
      long size = put.applyAsLong(item);
      return item + " " + size;
    } catch (InvalidValueException e) {
      return e.getClass().getName() + ": " + e.getMessage() + " | " + e.entity() + " " + e.field() + " "
          + e.value() + " | " + (e.getCause() == null ? null : e.getCause().getClass() + " " + e.getCause().getMessage());
    }
  }

  @Test
  void anInstantIsPutAsItsCodecPutsIt() {
    Instant first = Instant.parse("0000-01-01T00:00:00Z");
    Instant last = Instant.parse("9999-12-31T23:59:59.999999999Z");
    List<Instant> values = Arrays.asList(null, Instant.EPOCH, first, first.minusNanos(1), last, last.plusNanos(1),
        Instant.MIN, Instant.MAX, Instant.parse("2026-11-27T12:00:00.120Z"), Instant.ofEpochSecond(-1, 999_999_999));
    for (Instant value : values) {
      assertEquals(outcome(item -> {
        Items.put(item, "order", "placedAt", value, Codecs.ofInstant());
        return 0;
      }), outcome(item -> {
        Items.putInstant(item, "order", "placedAt", value);
        return 0;
      }), String.valueOf(value));
    }
  }

  @Test
  void aDecimalIsPutCheckedAndCountedAsItsCodecPutsIt() {
    List<BigDecimal> values = new ArrayList<>(Arrays.asList(null, BigDecimal.ZERO, new BigDecimal("-0.000"),
        new BigDecimal("0E-200"), new BigDecimal("0E+200"), new BigDecimal("12.50"), new BigDecimal("-99.99"),
        new BigDecimal("1" + "0".repeat(100)), new BigDecimal("0." + "0".repeat(100) + "1"),
        new BigDecimal("9".repeat(38)), new BigDecimal("9".repeat(39)), new BigDecimal("1" + "0".repeat(37) + "1"),
        new BigDecimal("1.000000000000000000000000000000000000001"),
        new BigDecimal("9.9999999999999999999999999999999999999E+125"), new BigDecimal("1E+126"),
        new BigDecimal("-1E+126"), new BigDecimal("1E-130"), new BigDecimal("1E-131"), new BigDecimal("-1E-131"),
        new BigDecimal("1E+999999999"), new BigDecimal("1E-999999999")));
    for (BigDecimal value : values) {
      assertEquals(outcome(item -> Items.putChecked(item, "order", "total", 5, value, Codecs.ofBigDecimal())),
          outcome(item -> Items.putDecimal(item, "order", "total", 5, value)), String.valueOf(value));
    }
  }

  @Test
  void anEnumIsPutAsItsCodecPutsIt() {
    AttributeCodec<Status> named = Codecs.enumOf(Status.class, Status.values());
    AttributeCodec<Status> stored = Codecs.enumOf(Status.class, Status.values(), "o", "c");
    AttributeCodec<Status> refusing = new AttributeCodec<>() {
      @Override
      public AttributeValue encode(Status value) {
        throw new IllegalStateException("no " + value);
      }

      @Override
      public Status decode(AttributeValue value) {
        return null;
      }
    };
    AttributeCodec<Status> returningNull = new AttributeCodec<>() {
      @Override
      public AttributeValue encode(Status value) {
        return null;
      }

      @Override
      public Status decode(AttributeValue value) {
        return null;
      }
    };
    for (AttributeCodec<Status> codec : List.of(named, stored, refusing, returningNull)) {
      for (Status value : Arrays.asList(null, Status.OPEN, Status.CLOSED)) {
        assertEquals(outcome(item -> {
          Items.put(item, "order", "status", value, codec);
          return 0;
        }), outcome(item -> {
          Items.putScalar(item, "order", "status", value, codec);
          return 0;
        }), codec + " " + value);
      }
    }
  }

  @Test
  @SuppressWarnings("unchecked") // lists that carry other types despite their signature
  void aListOfStringsIsPutCheckedAndCountedAsItsCodecPutsIt() {
    AttributeCodec<List<String>> codec = Codecs.list(Codecs.ofString());
    List<Object> itself = new ArrayList<>();
    itself.add(itself);
    List<Object> values = new ArrayList<>(Arrays.asList(null, List.of(), List.of(""), List.of("a"),
        Arrays.asList((String) null), Arrays.asList("a", null, "b"), List.of("\uD800"), List.of("ok", "\uDC00"),
        List.of("\uDBFF\uDFFF", "\uD83D\uDE00x"), List.of("x\uD83D"), List.of("\uDE00\uD83D"),
        List.of("é".repeat(1000), "\u0800\u07FF\u007F\u0080\uFFFF"), List.of("x".repeat(400 * 1024)),
        new ArrayList<>(List.of("a", "b", "c")), List.of(1), Arrays.asList("a", 2L), itself,
        List.of(List.of("a"))));
    for (Object each : values) {
      List<String> value = (List<String>) each;
      assertEquals(outcome(item -> Items.putChecked(item, "order", "tags", 4, value, codec)),
          outcome(item -> Items.putStringList(item, "order", "tags", 4, value, codec)),
          each == itself ? "itself" : String.valueOf(value));
    }
  }

  @Test
  @SuppressWarnings("unchecked") // maps that carry other types despite their signature
  void aMapOfStringsIsPutCheckedAndCountedAsItsCodecPutsIt() {
    AttributeCodec<Map<String, String>> codec = Codecs.map(Codecs.ofString());
    Map<String, String> nullKey = new HashMap<>();
    nullKey.put(null, "x");
    Map<String, String> nullValue = new java.util.LinkedHashMap<>();
    nullValue.put("a", null);
    nullValue.put("b", "c");
    Map<String, String> ordered = new java.util.LinkedHashMap<>();
    for (String key : List.of("z", "a", "m", "é", "\uD83D\uDE00")) {
      ordered.put(key, key + key);
    }
    Map<String, String> badLast = new java.util.LinkedHashMap<>(ordered);
    badLast.put("last", "\uD800");
    Map<String, String> emptyKeyLast = new java.util.LinkedHashMap<>(ordered);
    emptyKeyLast.put("", "x");
    List<Object> values = new ArrayList<>(Arrays.asList(null, Map.of(), Map.of("a", ""), Map.of("", "x"),
        Map.of("\uD800", "x"), Map.of("x", "\uDC00"), Map.of("\uDC00\uD800", "\uD800\uDC00"), nullKey, nullValue,
        ordered, badLast, emptyKeyLast, Map.of("k", "é".repeat(1000)), Map.of(1, "x"), Map.of("x", 1),
        Map.of("x", List.of("a"))));
    for (Object each : values) {
      Map<String, String> value = (Map<String, String>) each;
      assertEquals(outcome(item -> Items.putChecked(item, "order", "attributes", 10, value, codec)),
          outcome(item -> Items.putStringMap(item, "order", "attributes", 10, value, codec)), String.valueOf(value));
    }
  }
}
