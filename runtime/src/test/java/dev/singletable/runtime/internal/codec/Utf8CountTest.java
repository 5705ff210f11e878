package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Limits#utf8(String)} counts a run of ASCII with one test a char, the rest without a branch
 * per char, and pairs surrogates only in text that holds one: its answers must be those of the
 * JDK's UTF-8 encoder for valid text and the index of the first unpaired surrogate otherwise, at
 * every edge of the count (U+007F/U+0080, U+07FF/U+0800, U+D7FF/U+D800, U+DFFF/U+E000) and wherever
 * in the text the char stands.
 */
class Utf8CountTest {
  /** The UTF-8 length by the JDK, or -(index + 1) of the first unpaired surrogate. */
  private static long expected(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return -(i + 1);
      }
    }
    return text.getBytes(StandardCharsets.UTF_8).length;
  }

  @Test
  void everyCharAloneAndBetweenAsciiText() {
    for (int c = 0; c <= 0xFFFF; c++) {
      String alone = String.valueOf((char) c);
      assertEquals(expected(alone), Limits.utf8(alone), () -> Integer.toHexString(alone.charAt(0)));
      String inside = "ab" + alone + "cd";
      assertEquals(expected(inside), Limits.utf8(inside), () -> Integer.toHexString(inside.charAt(2)));
    }
  }

  @Test
  void aLoneSurrogateOrAPairAtEveryPositionOfTextOfEveryLengthUpTo40() {
    String[] fillers = {"a", "\u00e9", "\u0800", "\uD7FF", "\uE000", "\uFFFF"};
    String[] odd = {"\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\uD83D\uDE00", "\uDBFF\uDFFF", "\uDC00\uD800",
        "\uD7FF", "\uE000"};
    for (String filler : fillers) {
      for (int length = 1; length <= 40; length++) {
        for (int at = 0; at < length; at++) {
          for (String part : odd) {
            String text = filler.repeat(at) + part + filler.repeat(length - at - 1);
            assertEquals(expected(text), Limits.utf8(text), text::toString);
          }
        }
      }
    }
  }

  @Test
  void randomTextOfEveryWidth() {
    Random random = new Random(27);
    char[] pool = {'a', '\u007F', '\u0080', '\u07FF', '\u0800', '\uD7FF', '\uD800', '\uDBFF', '\uDC00', '\uDFFF',
        '\uE000', '\uFFFF'};
    for (int round = 0; round < 20_000; round++) {
      char[] chars = new char[random.nextInt(70)];
      for (int i = 0; i < chars.length; i++) {
        chars[i] = random.nextBoolean() ? pool[random.nextInt(pool.length)] : (char) random.nextInt(0x10000);
      }
      String text = new String(chars);
      assertEquals(expected(text), Limits.utf8(text), text::toString);
    }
  }

  /**
   * A text of {@code width}-byte characters (ASCII to fill what they do not divide) that brings an
   * item to exactly {@code total} bytes by the JDK's count, written as generated code writes it.
   */
  private static long write(Identity identity, Map<String, AttributeValue> item, String wide, int total) {
    Map<String, AttributeValue> stamped = new HashMap<>();
    identity.stamp(stamped, 0);
    long identityBytes = 0;
    for (Map.Entry<String, AttributeValue> attribute : stamped.entrySet()) {
      identityBytes += attribute.getKey().length() + attribute.getValue().s().length();
    }
    int room = (int) (total - identityBytes - "pk".length() - 1 - "text".length());
    int wideBytes = wide.getBytes(StandardCharsets.UTF_8).length;
    String text = wide.repeat(room / wideBytes) + "x".repeat(room % wideBytes);
    long size = Items.putString(item, "note", "pk", 2, "T");
    size += Items.putString(item, "note", "text", 4, text);
    assertEquals(total, identityBytes + 2 + 1 + 4 + text.getBytes(StandardCharsets.UTF_8).length);
    return size;
  }

  @Test
  void anItemExactlyAtTheLimitIsStoredAndOneByteMoreIsRefusedForTextOfEachWidth() {
    Identity identity = Identity.of("note", 1, "TYPE", "NOTE", "v").versionAsString();
    for (String wide : new String[] {"x", "\u00e9", "\u07FF", "\u0800", "\uD7FF", "\uE000", "\uFFFF", "\uD83D\uDE00",
        "\uDBFF\uDFFF"}) {
      Map<String, AttributeValue> at = new HashMap<>();
      identity.stamp(at, write(identity, at, wide, Limits.MAX_ITEM_BYTES));
      assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("note", at), wide);

      Map<String, AttributeValue> beyond = new HashMap<>();
      long bytes = write(identity, beyond, wide, Limits.MAX_ITEM_BYTES + 1);
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> identity.stamp(beyond, bytes), wide);
      assertTrue(e.getMessage().contains((Limits.MAX_ITEM_BYTES + 1) + " bytes"), e::getMessage);
    }
  }

  @Test
  void aLoneSurrogateAtTheEndOfATextAtTheLimitIsRefused() {
    for (String lone : new String[] {"\uD800", "\uDBFF", "\uDC00", "\uDFFF"}) {
      String text = "\u0800".repeat(Limits.MAX_ITEM_BYTES / 3 - 1) + lone;
      InvalidValueException e = assertThrows(InvalidValueException.class,
          () -> Items.putString(new HashMap<>(), "note", "text", 4, text));
      assertTrue(e.getMessage().contains("at index " + (text.length() - 1)), e::getMessage);
    }
  }
}
