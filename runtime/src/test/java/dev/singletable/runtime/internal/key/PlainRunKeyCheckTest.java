package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The plain run of a text component's in-place check ({@code KeyEscaping.holdsText}): characters
 * that need no escape are compared as they are, and the first delimiter, escape character or
 * surrogate hands the rest to the escape-aware loop. Each case is at that run's edge (such a
 * character first, last, alone or after the key's end; an empty value; a value longer than what
 * is left of the key) and is checked three ways, with one expected outcome: a key of one text
 * component ({@link StoredKeys#checkText}), of two ({@code checkText} of two values) and walked
 * component by component ({@link KeyTemplate#walkText}).
 */
class PlainRunKeyCheckTest {
  private static final KeyTemplate ONE = KeyTemplate.parse("user", "pk", "USER#${id}");
  private static final KeyTemplate TWO = KeyTemplate.parseSortKey("repo", "sk", "R#${owner}#${name}");

  private static final String PASSES = "passes";
  private static final String MISMATCH = "KeyMismatchException";
  private static final String REFUSED = "InvalidValueException";

  /** A value, the text a stored key holds for it, and what checking the key must answer. */
  private record Case(String value, String inKey, String expected) {}

  private static final List<Case> CASES = List.of(
      // Delimiters and the escape character, held escaped (the key toItem writes) or as they are (forged).
      new Case("#ab", "\\#ab", PASSES),
      new Case("#ab", "#ab", MISMATCH),
      new Case("ab#", "ab\\#", PASSES),
      new Case("ab#", "ab#", MISMATCH),
      new Case("a#b", "a#b", MISMATCH),
      new Case("#", "\\#", PASSES),
      new Case("#", "#", MISMATCH),
      new Case("\\ab", "\\\\ab", PASSES),
      new Case("\\ab", "\\ab", MISMATCH),
      new Case("ab\\", "ab\\\\", PASSES),
      new Case("ab\\", "ab\\", MISMATCH),
      new Case("\\", "\\", MISMATCH),
      // Surrogates: a lone half is refused by the encoder however the key holds it; a pair is text.
      new Case("\uD800ab", "\uD800ab", REFUSED),
      new Case("ab\uDC00", "ab\uDC00", REFUSED),
      new Case("\uD83D\uDE00", "\uD83D\uDE00", PASSES),
      new Case("a\uD83D\uDE00", "a\uD83D\uDE01", MISMATCH),
      // Empty values, prefixes and values longer than what is left of the key.
      new Case("", "", PASSES),
      new Case("", "a", MISMATCH),
      new Case("a", "", MISMATCH),
      new Case("abc", "ab", MISMATCH),
      new Case("ab", "abc", MISMATCH),
      new Case("abcdefgh", "abcdefgi", MISMATCH),
      new Case("abcdefgh", "abcdefgh", PASSES));

  @Test
  void aKeyOfOneTextComponent() {
    StoredKeys keys = StoredKeys.of(StoredKeys.key(ONE, "id"), null);
    for (Case c : CASES) {
      Map<String, AttributeValue> item = item(ONE.field(), "USER#" + c.inKey());
      assertEquals(c.expected(), outcome(() -> keys.checkText(item, ONE, c.value())), () -> c.toString());
      assertEquals(c.expected(), outcome(() -> keys.checkStoredText(item, item.get(ONE.field()), ONE, c.value())),
          () -> c.toString());
    }
  }

  @Test
  void aKeyOfTwoTextComponents() {
    StoredKeys keys = StoredKeys.of(StoredKeys.key(TWO, "owner", "name"), null);
    for (Case c : CASES) {
      // The case's value first, then second, beside a plain one.
      Map<String, AttributeValue> first = item(TWO.field(), "R#" + c.inKey() + "#x");
      assertEquals(c.expected(), outcome(() -> keys.checkText(first, TWO, c.value(), "x")), () -> c + " first");
      Map<String, AttributeValue> second = item(TWO.field(), "R#x#" + c.inKey());
      assertEquals(c.expected(), outcome(() -> keys.checkText(second, TWO, "x", c.value())), () -> c + " second");
    }
  }

  @Test
  void aKeyWalkedComponentByComponent() {
    for (Case c : CASES) {
      String first = "R#" + c.inKey() + "#x";
      String second = "R#x#" + c.inKey();
      assertEquals(c.expected(), walked(first, c.value(), "x"), () -> c + " first");
      assertEquals(c.expected(), walked(second, "x", c.value()), () -> c + " second");
    }
  }

  /** What the walk and, where it does not decide, encoding the values answers, as generated reads do. */
  private static String walked(String key, String owner, String name) {
    int at = TWO.walkStart(key);
    at = TWO.walkText(key, at, 0, owner);
    at = TWO.walkText(key, at, 1, name);
    if (TWO.walked(key, at)) {
      return PASSES;
    }
    StoredKeys keys = StoredKeys.of(StoredKeys.key(TWO, "owner", "name"), null);
    Map<String, AttributeValue> item = item(TWO.field(), key);
    return outcome(() -> keys.checkEncoded(item, TWO, TWO.text(0, owner), TWO.text(1, name)));
  }

  @Test
  void aForgedKeyHoldingADelimiterAsItIsIsNoTuplesKey() {
    // (a#b, c) renders R#a\#b#c and (a, b#c) renders R#a#b\#c: R#a#b#c is neither's.
    StoredKeys keys = StoredKeys.of(StoredKeys.key(TWO, "owner", "name"), null);
    Map<String, AttributeValue> forged = item(TWO.field(), "R#a#b#c");
    assertThrows(KeyMismatchException.class, () -> keys.checkText(forged, TWO, "a#b", "c"));
    assertThrows(KeyMismatchException.class, () -> keys.checkText(forged, TWO, "a", "b#c"));
    assertThrows(InvalidValueException.class, () -> keys.checkText(item(ONE.field(), "USER#\uD800"), ONE, "\uD800"));
  }

  private static Map<String, AttributeValue> item(String field, String key) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put(field, AttributeValue.createS(key));
    return item;
  }

  /** "passes", or the simple name of the exception's type. */
  private static String outcome(Runnable check) {
    try {
      check.run();
      return PASSES;
    } catch (RuntimeException e) {
      return e.getClass().getSimpleName();
    }
  }
}
