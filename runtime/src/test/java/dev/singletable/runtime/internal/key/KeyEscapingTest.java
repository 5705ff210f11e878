package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * The delimiter set of a template, the escaping of text components and the splitting of keys back
 * into them, without the entity names and errors {@link KeyTemplate} adds.
 */
class KeyEscapingTest {
  /** {@code ORDER#${orderId}-${line}}: delimiters {@code #}, {@code -} and the escape. */
  private static final KeyEscaping ORDER = new KeyEscaping(new String[] {"ORDER#", "-", ""});
  /** {@code #METADATA}: no components. */
  private static final KeyEscaping CONSTANT = new KeyEscaping(new String[] {"#METADATA"});
  /** {@code ${a}/x\uD83D\uDE00}: a literal holding letters and a surrogate pair. */
  private static final KeyEscaping EMOJI = new KeyEscaping(new String[] {"", "/x\uD83D\uDE00"});

  @Test
  void valueWithoutDelimiterIsReturnedItself() {
    String value = "ORDER 12 for me@example.com";
    assertSame(value, ORDER.escape(value));
  }

  @Test
  void everyDelimiterAndTheEscapeCharacterGetAnEscape() {
    assertEquals("a\\#b\\-c\\\\d", ORDER.escape("a#b-c\\d"));
    assertEquals("\\\\", CONSTANT.escape("\\"));
  }

  @Test
  void lettersDigitsAndHalvesOfSurrogatePairsInLiteralsAreNotDelimiters() {
    assertEquals("xORDER9", ORDER.escape("xORDER9"));
    assertEquals("\uD83D\uDE00x\\/", EMOJI.escape("\uD83D\uDE00x/"));
  }

  @Test
  void endIsTheFirstCharacterOfTheNextLiteralOrNoEndAtTheKeysEnd() {
    assertEquals('-', ORDER.end(0));
    assertEquals(KeyEscaping.NO_END, ORDER.end(1));
    assertEquals('/', EMOJI.end(0));
  }

  @Test
  void decodeUndoesEscapeAroundTheLiterals() {
    String key = "ORDER#" + ORDER.escape("a-#\\") + "-" + ORDER.escape("-x-");
    assertArrayEquals(new String[] {"a-#\\", "-x-"}, ORDER.decode(key));
    assertArrayEquals(new String[] {"", ""}, ORDER.decode("ORDER#-"));
  }

  @Test
  void decodeAcceptsUnescapedDelimitersOfTypedComponentsBeforeTheEnd() {
    assertArrayEquals(new String[] {"12", "2020-01-01T00:00:00Z"}, ORDER.decode("ORDER#12-2020-01-01T00:00:00Z"));
  }

  @Test
  void decodeOfAConstantTemplateIsNoComponentsForTheTemplateOnly() {
    assertArrayEquals(new String[0], CONSTANT.decode("#METADATA"));
    assertNull(CONSTANT.decode("#METADATA#"));
    assertNull(CONSTANT.decode("#META"));
  }

  @Test
  void decodeIsNullForKeysEscapeNeverWrites() {
    assertNull(ORDER.decode("CUSTOMER#1-2"), "another first literal");
    assertNull(ORDER.decode("ORDER#12"), "the literal after a component is missing");
    assertNull(ORDER.decode("ORDER#1\\-2"), "the only - is escaped");
    assertNull(ORDER.decode("ORDER#1\\a-2"), "an escape before a character that is not a delimiter");
    assertNull(ORDER.decode("ORDER#1-2\\"), "an escape that ends the key");
  }

  @Test
  void decodeChecksTheWholeLiteralAfterAComponent() {
    KeyEscaping items = new KeyEscaping(new String[] {"", "#ITEM#", ""});
    assertArrayEquals(new String[] {"a", "b"}, items.decode("a#ITEM#b"));
    assertNull(items.decode("a#ITEMS#b"));
  }
}
