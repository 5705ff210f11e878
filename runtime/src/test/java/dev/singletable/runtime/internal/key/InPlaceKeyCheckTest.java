package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import dev.singletable.runtime.internal.codec.IsoTime;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored key of one text or padded component is compared with the record's value in place
 * ({@link StoredKeys#checkText}, {@link StoredKeys#checkPadded}), a key of other components or of
 * more is walked component by component ({@link KeyTemplate#walkStart} and its steps): every outcome,
 * a pass, a mismatch or a refused value, is the one that encoding the values and comparing the
 * encoded text gives, for values and keys crafted at the edges of the walk (escapes, surrogates, a
 * value that is a prefix of the stored one, a number one digit too wide, signs, boundary numbers and
 * instants, a delimiter a typed text holds).
 */
class InPlaceKeyCheckTest {
  static final List<KeyTemplate> TEXT_TEMPLATES = List.of(
      KeyTemplate.parse("user", "pk", "USER#${id}"),
      KeyTemplate.parseSortKey("user", "sk", "A#${id}#B"),
      KeyTemplate.parse("user", "pk", "${id}"),
      KeyTemplate.parse("user", "pk", "USER#${id}").unescaped(),
      KeyTemplate.parseSortKey("user", "sk", "TRACK_${id}_END").unescaped());

  private static final List<String> VALUES = List.of("", "x", "12", "123", "1#2", "#", "\\", "a\\#b", "a_b", "B",
      "a\uD800b", "\uDC00", "\uD83D\uDE00", "é#ü", "USER#12");

  @Test
  void aTextKeyComparedInPlaceAgreesWithTheEncodedComparison() {
    int compared = 0;
    for (KeyTemplate template : TEXT_TEMPLATES) {
      StoredKeys keys = StoredKeys.of(StoredKeys.key(template, "id"), null);
      List<String> storedKeys = storedKeys(template);
      List<String> values = new ArrayList<>(VALUES);
      values.add(null);
      for (String value : values) {
        for (String storedKey : storedKeys) {
          Map<String, AttributeValue> item = item(template.field(), storedKey == null ? null
              : AttributeValue.createS(storedKey));
          String inPlace = outcome(() -> keys.checkText(item, template, value));
          String encoded = outcome(() -> keys.checkEncoded(item, template, template.text(0, value)));
          assertEquals(encoded, inPlace, () -> template + " " + value + " against " + storedKey);
          AttributeValue present = item.get(template.field());
          if (present != null) {
            assertEquals(outcome(() -> keys.checkStored(item, present, template, template.text(0, value))),
                outcome(() -> keys.checkStoredText(item, present, template, value)),
                () -> template + " " + value + " against " + storedKey);
          }
          compared++;
        }
      }
    }
    assertTrue(compared > 1000, "compared " + compared);
  }

  @Test
  void aKeyOfTwoTextComponentsComparedInPlaceAgreesWithTheEncodedComparison() {
    List<KeyTemplate> templates = List.of(KeyTemplate.parse("repo", "pk", "REPO#${owner}#${name}"),
        KeyTemplate.parseSortKey("repo", "sk", "${owner}_${name}#X"),
        KeyTemplate.parse("repo", "pk", "R#${owner}#N_${name}").unescaped());
    List<String> values = new ArrayList<>(List.of("", "a", "ab", "a#", "#b", "a_b", "\\", "a\uD800"));
    values.add(null);
    int compared = 0;
    for (KeyTemplate template : templates) {
      StoredKeys keys = StoredKeys.of(StoredKeys.key(template, "owner", "name"), null);
      List<String> storedKeys = new ArrayList<>();
      storedKeys.add(null);
      for (String first : values) {
        for (String second : values) {
          String a = first == null ? "" : first;
          String b = second == null ? "" : second;
          storedKeys.add(template.literal(0) + a + template.literal(1) + b + template.literal(2));
          try {
            String key = template.render(template.text(0, first), template.text(1, second));
            storedKeys.add(key);
            storedKeys.add(key + "#");
            storedKeys.add(key.substring(0, key.length() - 1));
          } catch (InvalidValueException e) {
            // no key holds these values
          }
        }
      }
      for (String first : values) {
        for (String second : values) {
          for (String storedKey : storedKeys) {
            Map<String, AttributeValue> item = item(template.field(), storedKey == null ? null
                : AttributeValue.createS(storedKey));
            assertEquals(outcome(() -> keys.checkEncoded(item, template, template.text(0, first), template.text(1, second))),
                outcome(() -> keys.checkText(item, template, first, second)),
                () -> template + " " + first + ", " + second + " against " + storedKey);
            AttributeValue present = item.get(template.field());
            if (present != null) {
              assertEquals(outcome(() -> keys.checkStored(item, present, template, template.text(0, first),
                      template.text(1, second))),
                  outcome(() -> keys.checkStoredText(item, present, template, first, second)));
            }
            compared++;
          }
        }
      }
    }
    assertTrue(compared > 10000, "compared " + compared);
  }

  @Test
  void aTextKeyHoldingItsValueEscapedMatchesInPlace() {
    KeyTemplate pk = KeyTemplate.parse("user", "pk", "USER#${id}");
    assertTrue(pk.rendersText("USER#a\\#b", "a#b"));
    assertTrue(pk.rendersText("USER#a\\\\b", "a\\b"));
    assertFalse(pk.rendersText("USER#a#b", "a#b"), "an unescaped delimiter is another tuple's key");
    assertFalse(pk.rendersText("USER#12", "123"));
    assertFalse(pk.rendersText("USER#123", "12"));
    assertFalse(pk.rendersText("USER#12\\", "12"));
    assertFalse(pk.rendersText("USE", "12"));
    assertFalse(pk.rendersText("USER#a\uD800b", "a\uD800b"), "a surrogate is left to the encoder, which refuses it");
  }

  @Test
  void aPaddedKeyComparedInPlaceAgreesWithTheEncodedComparison() {
    List<KeyTemplate> templates = List.of(KeyTemplate.parseSortKey("event", "sk", "SEQ#${seq}"),
        KeyTemplate.parseSortKey("event", "sk", "SEQ#${seq}#END"), KeyTemplate.parse("event", "pk", "${seq}"));
    long[] values = {0, 1, 42, 99999, 100000, 123456, -1, Long.MIN_VALUE, Long.MAX_VALUE, 9, 10};
    int[] widths = {1, 2, 5, 19, 20};
    for (KeyTemplate template : templates) {
      StoredKeys keys = StoredKeys.of(StoredKeys.key(template, "seq"), null);
      List<String> storedKeys = new ArrayList<>();
      storedKeys.add(null);
      for (String digits : List.of("0", "00", "00042", "0042", "000042", "99999", "9999", "100000", "-0042", "+0042",
          "0004a", "00000", "09223372036854775807", "9223372036854775807", "0000000000000000042", " 0042")) {
        storedKeys.add(template.literal(0) + digits + template.literal(1));
      }
      storedKeys.add(template.literal(0) + "00042");
      for (long value : values) {
        for (int width : widths) {
          for (String storedKey : storedKeys) {
            Map<String, AttributeValue> item = item(template.field(), storedKey == null ? null
                : AttributeValue.createS(storedKey));
            String inPlace = outcome(() -> keys.checkPadded(item, template, value, width));
            String encoded = outcome(() -> keys.checkEncoded(item, template, template.padded(0, value, width)));
            assertEquals(encoded, inPlace, () -> template + " " + value + "/" + width + " against " + storedKey);
            AttributeValue present = item.get(template.field());
            if (present != null) {
              assertEquals(outcome(() -> keys.checkStored(item, present, template, template.padded(0, value, width))),
                  outcome(() -> keys.checkStoredPadded(item, present, template, value, width)));
            }
          }
        }
      }
    }
  }

  @Test
  void aPaddedKeyMatchesOnlyItsOwnWidth() {
    KeyTemplate sk = KeyTemplate.parseSortKey("event", "sk", "SEQ#${seq}");
    assertTrue(sk.rendersPadded("SEQ#00042", 42, 5));
    assertFalse(sk.rendersPadded("SEQ#0042", 42, 5));
    assertFalse(sk.rendersPadded("SEQ#000042", 42, 5));
    assertFalse(sk.rendersPadded("SEQ#23456", 123456, 5), "a value one digit too wide matches no key");
    assertFalse(sk.rendersPadded("SEQ#00000", 100000, 5));
    assertFalse(sk.rendersPadded("SEQ#00000", 0, 0));
    StoredKeys keys = StoredKeys.of(StoredKeys.key(sk, "seq"), null);
    Map<String, AttributeValue> item = item("sk", AttributeValue.createS("SEQ#23456"));
    assertThrows(InvalidValueException.class, () -> keys.checkPadded(item, sk, 123456, 5));
    assertInstanceOf(KeyMismatchException.class, assertThrows(InvalidValueException.class,
        () -> keys.checkPadded(item, sk, 23455, 5)));
  }

  /** A component of a walked template: its values, its encoder and its walk step. */
  private record Part(List<Object> values, Encoder encoder, Walker walker) {}

  private interface Encoder {
    String encode(KeyTemplate template, int i, Object value);
  }

  private interface Walker {
    int walk(KeyTemplate template, String key, int at, int i, Object value);
  }

  private enum Color { RED, GREEN, DARK_RED }

  private static final List<Object> TEXTS = Arrays.asList(null, "", "a", "a#b", "\\", "x\uD800", "é-ü",
      "VOTE#1", "12");
  private static final List<Object> LONGS = Arrays.asList(null, 0L, 1L, -1L, 9L, 10L, -10L, 42L, -42L, 100L,
      101L, 1010L, 999999999L, 1000000000L, -1000000000L, 1234567890123L, 1000000000000000000L,
      -1000000000000000000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, 99999L, 100000L);
  private static final List<Object> INSTANTS = Arrays.asList(null, Instant.EPOCH,
      Instant.parse("2024-04-30T09:15:10.123456789Z"), Instant.parse("0000-01-01T00:00:00Z"),
      Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("-0001-12-31T23:59:59Z"),
      Instant.parse("+10000-01-01T00:00:00Z"), Instant.parse("1969-12-31T23:59:59.999999999Z"),
      Instant.parse("2000-02-29T00:00:00.000000001Z"));
  private static final List<Object> DATES = Arrays.asList(null, LocalDate.of(2024, 2, 29),
      LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(-1, 12, 31),
      LocalDate.of(10000, 1, 1), LocalDate.of(1970, 1, 1));
  private static final List<Object> UUIDS = Arrays.asList(null,
      UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), new UUID(0, 0),
      new UUID(-1, -1), new UUID(Long.MIN_VALUE, 1), new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));

  private static final Part TEXT = new Part(TEXTS, (t, i, v) -> t.text(i, (String) v),
      (t, key, at, i, v) -> t.walkText(key, at, i, (String) v));
  private static final Part ORDERED = new Part(LONGS, (t, i, v) -> t.ordered(i, (Long) v),
      (t, key, at, i, v) -> t.walkOrdered(key, at, i, (Long) v));
  private static final Part INTEGER = new Part(LONGS, (t, i, v) -> t.integer(i, (Long) v),
      (t, key, at, i, v) -> t.walkInteger(key, at, i, (Long) v));
  private static final Part PADDED = new Part(LONGS, (t, i, v) -> t.padded(i, (Long) v, 5),
      (t, key, at, i, v) -> t.walkPadded(key, at, i, (Long) v, 5));
  private static final Part PADDED_19 = new Part(LONGS, (t, i, v) -> t.padded(i, (Long) v, 19),
      (t, key, at, i, v) -> t.walkPadded(key, at, i, (Long) v, 19));
  private static final Part INSTANT = new Part(INSTANTS, (t, i, v) -> t.instant(i, (Instant) v),
      (t, key, at, i, v) -> t.walkInstant(key, at, i, (Instant) v));
  private static final Part DATE = new Part(DATES, (t, i, v) -> t.localDate(i, (LocalDate) v),
      (t, key, at, i, v) -> t.walkLocalDate(key, at, i, (LocalDate) v));
  private static final Part IDS = new Part(UUIDS, (t, i, v) -> t.uuid(i, (UUID) v),
      (t, key, at, i, v) -> t.walkUuid(key, at, i, (UUID) v));
  private static final Part BOOL = new Part(Arrays.asList(null, true, false),
      (t, i, v) -> t.bool(i, (Boolean) v), (t, key, at, i, v) -> t.walkBool(key, at, i, (Boolean) v));
  private static final Part ENUM = new Part(Arrays.asList(null, Color.RED, Color.GREEN, Color.DARK_RED),
      (t, i, v) -> t.text(i, (Color) v), (t, key, at, i, v) -> t.walkText(key, at, i, (Color) v));
  private static final Part EXACT = new Part(Arrays.asList(null, Color.RED, Color.GREEN, Color.DARK_RED),
      (t, i, v) -> t.exact(i, (Color) v), (t, key, at, i, v) -> t.walkExact(key, at, i, (Color) v));

  @Test
  void aKeyWalkedComponentByComponentAgreesWithTheEncodedComparison() {
    KeyTemplate colors = KeyTemplate.parse("paint", "pk", "C#${c}#${s}");
    walks(KeyTemplate.parseSortKey("vote", "sk", "VOTE#${votedAt}#${voter}"), INSTANT, TEXT);
    walks(KeyTemplate.parse("home", "pk", "HOME#${country}#${state}#${city}"), few(TEXT), few(TEXT), TEXT);
    walks(KeyTemplate.parse("home", "pk", "${country}_${state}#${city}").unescaped(), few(TEXT), few(TEXT), TEXT);
    walks(KeyTemplate.parseSortKey("score", "sk", "N#${n}"), ORDERED);
    walks(KeyTemplate.parseSortKey("score", "sk", "${n}#${s}"), ORDERED, TEXT);
    walks(KeyTemplate.parseSortKey("score", "sk", "${s}#${n}"), TEXT, ORDERED);
    walks(KeyTemplate.parseSortKey("count", "sk", "I#${n}-${s}"), INTEGER, TEXT);
    walks(KeyTemplate.parseSortKey("count", "sk", "I#${n}#${m}"), INTEGER, INTEGER);
    walks(KeyTemplate.parseSortKey("seq", "sk", "P#${p}#${s}"), PADDED, TEXT);
    walks(KeyTemplate.parseSortKey("seq", "sk", "P#${p}_${s}"), PADDED_19, TEXT);
    walks(KeyTemplate.parseSortKey("day", "sk", "D#${d}#${t}"), DATE, INSTANT);
    // A typed text that holds the character ending its component: the encoder refuses every value.
    check(KeyTemplate.parseSortKey("day", "sk", "D#${d}-${s}"), DATE, TEXT);
    check(KeyTemplate.parseSortKey("day", "sk", "T#${t}:${s}"), INSTANT, TEXT);
    check(KeyTemplate.parseSortKey("day", "sk", "T#${t}.${u}"), INSTANT, IDS);
    check(KeyTemplate.parseSortKey("id", "sk", "U#${u}-${b}"), IDS, BOOL);
    walks(KeyTemplate.parseSortKey("id", "sk", "U#${u}#${b}#${n}"), IDS, BOOL, few(ORDERED));
    walks(colors, ENUM, TEXT);
    walks(colors.exact(0, "RED", "GREEN", "DARK_RED"), EXACT, TEXT);
    // An enum constant the template was not compiled with: the encoder refuses it.
    walks(colors.exact(0, "RED", "GREEN"), EXACT, TEXT);
    walks(colors.storedTexts(0, "r", "g#", "dr"), ENUM, TEXT);
    walks(colors.storedTexts(0, "r", "g").exact(0, "r", "g"), EXACT, TEXT);
    walks(KeyTemplate.parse("mixed", "pk", "${n}#${t}#${d}#${s}").unescaped(), few(ORDERED), few(INSTANT), few(DATE),
        few(TEXT));
  }

  /** The part with its first six values, for templates of many components. */
  private static Part few(Part part) {
    return new Part(part.values().subList(0, 6), part.encoder(), part.walker());
  }

  /**
   * Every tuple of the parts' values against the keys of every tuple, and against its own key bent
   * at each character (raised, lowered, an escape put in), cut short and lengthened: the walk with the
   * encoded comparison behind it, as {@code fromItem} runs them, gives what the encoded comparison gives.
   */
  private static int check(KeyTemplate template, Part... parts) {
    String[] attributes = new String[parts.length];
    for (int i = 0; i < parts.length; i++) {
      attributes[i] = "c" + i;
    }
    StoredKeys keys = StoredKeys.of(StoredKeys.key(template, attributes), null);
    List<Object[]> tuples = new ArrayList<>();
    tuples.add(new Object[0]);
    for (Part part : parts) {
      List<Object[]> longer = new ArrayList<>();
      for (Object[] tuple : tuples) {
        for (Object value : part.values()) {
          Object[] next = Arrays.copyOf(tuple, tuple.length + 1);
          next[tuple.length] = value;
          longer.add(next);
        }
      }
      tuples = longer;
    }
    List<String> rendered = new ArrayList<>();
    rendered.add(null);
    rendered.add("");
    rendered.add(template.literal(0));
    int step = Math.max(1, tuples.size() / 60);
    for (int n = 0; n < tuples.size(); n += step) {
      String key = render(template, parts, tuples.get(n));
      if (key != null) {
        rendered.add(key);
      }
    }
    int walkedThrough = 0;
    for (Object[] tuple : tuples) {
      List<String> storedKeys = new ArrayList<>(rendered);
      String raw = raw(template, tuple);
      if (raw != null) {
        // The components' texts put between the literals without the encoders' refusals: what a
        // forged item holds for a value no key can hold.
        storedKeys.add(raw);
      }
      String own = render(template, parts, tuple);
      if (own != null) {
        storedKeys.add(own);
        storedKeys.add(own + "x");
        storedKeys.add(own.substring(0, own.length() - 1));
        for (int j = 0; j < own.length(); j++) {
          char c = own.charAt(j);
          for (char other : new char[] {(char) (c + 1), (char) (c - 1), '\\'}) {
            storedKeys.add(own.substring(0, j) + other + own.substring(j + 1));
          }
          storedKeys.add(own.substring(0, j) + "\\" + own.substring(j));
          storedKeys.add(own.substring(0, j));
        }
      }
      for (String storedKey : storedKeys) {
        Map<String, AttributeValue> item = item(template.field(), storedKey == null ? null
            : AttributeValue.createS(storedKey));
        String encoded = outcome(() -> keys.checkEncoded(item, template, encodeAll(template, parts, tuple)));
        String walked = outcome(() -> {
          String key = template.storedKey(item);
          if (!walkMatches(template, parts, tuple, key)) {
            keys.checkEncoded(item, template, encodeAll(template, parts, tuple));
          }
        });
        assertEquals(encoded, walked, () -> template + " " + Arrays.toString(tuple) + " against "
            + storedKey);
        if (storedKey != null && walkMatches(template, parts, tuple, storedKey)) {
          walkedThrough++;
        }
      }
    }
    return walkedThrough;
  }

  /** {@link #check}, for a template some of whose keys the walk decides alone. */
  private static void walks(KeyTemplate template, Part... parts) {
    assertTrue(check(template, parts) > 0, template + ": no key was walked through");
  }

  private static boolean walkMatches(KeyTemplate template, Part[] parts, Object[] tuple, String key) {
    int at = template.walkStart(key);
    for (int i = 0; i < parts.length; i++) {
      at = parts[i].walker().walk(template, key, at, i, tuple[i]);
    }
    return template.walked(key, at);
  }

  private static String[] encodeAll(KeyTemplate template, Part[] parts, Object[] tuple) {
    String[] encoded = new String[parts.length];
    for (int i = 0; i < parts.length; i++) {
      encoded[i] = parts[i].encoder().encode(template, i, tuple[i]);
    }
    return encoded;
  }

  /** The values' plain texts (an instant's, a number's, an enum's name) between the literals; null for a null value. */
  private static String raw(KeyTemplate template, Object[] tuple) {
    StringBuilder key = new StringBuilder(template.literal(0));
    for (int i = 0; i < tuple.length; i++) {
      Object value = tuple[i];
      if (value == null) {
        return null;
      }
      String text = value instanceof Instant instant ? (IsoTime.fits(instant) ? IsoTime.format(instant) : null)
          : value instanceof LocalDate date ? (IsoTime.fits(date) ? IsoTime.format(date) : null)
          : value instanceof Enum<?> constant ? constant.name() : value.toString();
      if (text == null) {
        return null;
      }
      key.append(text).append(template.literal(i + 1));
    }
    return key.toString();
  }

  /** The key of a tuple; null when no key holds it. */
  private static String render(KeyTemplate template, Part[] parts, Object[] tuple) {
    try {
      return template.render(encodeAll(template, parts, tuple));
    } catch (RuntimeException e) {
      return null;
    }
  }

  @Test
  void theInPlaceFormatsAgreeWithTheirWrittenTexts() {
    Random random = new Random(27);
    List<Long> numbers = new ArrayList<>();
    for (Object value : LONGS) {
      if (value != null) {
        numbers.add((Long) value);
      }
    }
    long power = 1;
    for (int digits = 1; digits <= 19; digits++, power *= 10) {
      for (long near : new long[] {power - 1, power, power + 1, 9 * power, 2 * power + power / 10}) {
        numbers.add(near);
        numbers.add(-near);
      }
    }
    for (int n = 0; n < 20000; n++) {
      long value = random.nextLong() >> random.nextInt(64);
      numbers.add(value);
      numbers.add(value - value % 1000);
    }
    for (long value : numbers) {
      String ordered = OrderedNumbers.encode(BigDecimal.valueOf(value));
      assertEquals(2 + ordered.length(), ComponentFormats.orderedAt("##" + ordered + "#", 2, value), ordered);
      assertEquals(-1, ComponentFormats.orderedAt("##" + ordered.substring(0, ordered.length() - 1), 2, value));
      String plain = Long.toString(value);
      assertEquals(1 + plain.length(), ComponentFormats.integerAt("#" + plain, 1, value), plain);
      assertEquals(-1, ComponentFormats.integerAt("#" + plain.substring(1), 1, value), plain);
      for (int j = 0; j < ordered.length(); j++) {
        String bent = ordered.substring(0, j) + (char) (ordered.charAt(j) ^ 1) + ordered.substring(j + 1);
        assertEquals(-1, ComponentFormats.orderedAt(bent, 0, value), () -> bent + " for " + value);
      }
      for (int j = 0; j < plain.length(); j++) {
        String bent = plain.substring(0, j) + (char) (plain.charAt(j) ^ 1) + plain.substring(j + 1);
        assertEquals(-1, ComponentFormats.integerAt(bent, 0, value), () -> bent + " for " + value);
      }
    }
    for (int n = 0; n < 20000; n++) {
      Instant instant = Instant.ofEpochSecond(
          -62167219200L + Math.floorMod(random.nextLong(), 253402300800L + 62167219200L), random.nextInt(1_000_000_000));
      String text = IsoTime.format(instant);
      assertEquals(31, IsoTime.instantAt("#" + text, 1, instant), text);
      int j = random.nextInt(text.length());
      String bent = text.substring(0, j) + (char) (text.charAt(j) ^ 1) + text.substring(j + 1);
      assertEquals(-1, IsoTime.instantAt(bent, 0, instant), bent);
      LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(instant.getEpochSecond(), 86400));
      assertEquals(10, IsoTime.dateAt(text.substring(0, 10), 0, date), text);
      UUID uuid = new UUID(random.nextLong(), random.nextLong());
      String id = uuid.toString();
      assertEquals(36, ComponentFormats.uuidAt(id, 0, uuid), id);
      int k = random.nextInt(id.length());
      String bentId = id.substring(0, k) + (char) (id.charAt(k) ^ 1) + id.substring(k + 1);
      assertEquals(-1, ComponentFormats.uuidAt(bentId, 0, uuid), bentId);
      String upper = id.toUpperCase(Locale.ROOT);
      if (!upper.equals(id)) {
        assertEquals(-1, ComponentFormats.uuidAt(upper, 0, uuid), upper);
      }
    }
  }

  /** The keys to compare with: none, each value's own key, and keys bent at the walk's edges. */
  private static List<String> storedKeys(KeyTemplate template) {
    List<String> keys = new ArrayList<>();
    keys.add(null);
    String head = template.literal(0);
    String tail = template.literal(1);
    for (String value : VALUES) {
      keys.add(head + value + tail);
      keys.add(head + value.replace("\\", "\\\\").replace("#", "\\#").replace("_", "\\_") + tail);
      keys.add(head + value + "\\" + tail);
      keys.add(head + value + tail + "x");
      keys.add(head + value);
      keys.add(head.isEmpty() ? "x" + value + tail : head.substring(1) + value + tail);
    }
    keys.add("");
    return keys;
  }

  private static Map<String, AttributeValue> item(String field, AttributeValue key) {
    Map<String, AttributeValue> item = new HashMap<>();
    if (key != null) {
      item.put(field, key);
    }
    return item;
  }

  /** "passes", or the exception's type and message. */
  private static String outcome(Runnable check) {
    try {
      check.run();
      return "passes";
    } catch (RuntimeException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }
}
