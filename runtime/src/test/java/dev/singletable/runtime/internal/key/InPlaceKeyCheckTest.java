package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored key of one text or padded component is compared with the record's value in place
 * ({@link StoredKeys#checkText}, {@link StoredKeys#checkPadded}): every outcome, a pass, a mismatch
 * or a refused value, is the one that encoding the value and comparing the encoded text gives, for
 * values and keys crafted at the edges of the walk (escapes, surrogates, a value that is a prefix
 * of the stored one, a number one digit too wide).
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
