package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.internal.codec.Items;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link KeyTemplate#putText} counts a key's UTF-8 bytes while it renders it (the literals once,
 * the values in the pass that finds them plain) instead of scanning the rendered key again: for
 * every value, crafted at the edges of that count (chars of 1, 2, 3 and 4 bytes, the first and last
 * char of each width, lone surrogates at either end, delimiters, keys exactly at DynamoDB's key size
 * limits and one byte over), the item, the size or the refusal must be those of {@code
 * Items.putString(item, entity, field, nameBytes, renderText(...))}, and the size the JDK's count.
 */
class PutTextTest {
  private static final int NAME_BYTES = 2;

  private static List<KeyTemplate> one() {
    List<KeyTemplate> templates = new ArrayList<>(InPlaceKeyCheckTest.TEXT_TEMPLATES);
    templates.add(KeyTemplate.parse("user", "pk", "${id}").componentAttribute());
    templates.add(KeyTemplate.parseSortKey("user", "sk", "${id}/END"));
    templates.add(KeyTemplate.parseSortKey("user", "sk", "ÉTÉ\u0800#${id}"));
    templates.add(KeyTemplate.parse("user", "pk", "${id}/\uD83D\uDE00"));
    return templates;
  }

  private static final List<KeyTemplate> TWO = List.of(
      KeyTemplate.parseSortKey("user", "sk", "ORDER#${a}#${b}"),
      KeyTemplate.parse("user", "pk", "${a}/${b}"),
      KeyTemplate.parseSortKey("user", "sk", "é${a}.${b}.\uFFFF"),
      KeyTemplate.parse("user", "pk", "T_${a}_${b}").unescaped());

  private static List<String> values() {
    List<String> values = new ArrayList<>(List.of("", "x", "plain-value_1", "a#b", "#", "\\", "a/b", "END", "é",
        "\u007F", "\u0080", "\u07FF", "\u0800", "\uD7FF", "\uE000", "\uFFFF", "\uD83D\uDE00", "a\uD83D\uDE00",
        "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "x\uD800", "\uDFFFx", "x".repeat(682), "x".repeat(683)));
    // At the sort key's 1,024 bytes and the partition key's 2,048, and around them, in each width.
    for (int limit : new int[] {1024, 2048}) {
      for (int around = -9; around <= 9; around++) {
        int bytes = limit + around;
        values.add("x".repeat(bytes));
        values.add("é".repeat(bytes / 2) + "x".repeat(bytes % 2));
        values.add("\u0800".repeat(bytes / 3) + "x".repeat(bytes % 3));
        values.add("\uFFFF".repeat(bytes / 3) + "\u07FF".repeat(bytes % 3 / 2) + "x".repeat(bytes % 3 % 2));
        values.add("\uD83D\uDE00".repeat(bytes / 4) + "x".repeat(bytes % 4));
        values.add("x".repeat(bytes - 1) + "\uD800");
      }
    }
    values.add(null);
    return values;
  }

  /** The item, the size, or the class and message of the refusal. */
  private static String outcome(ToLongFunction<Map<String, AttributeValue>> put) {
    Map<String, AttributeValue> item = new HashMap<>();
    try {
      long size = put.applyAsLong(item);
      String key = item.get(item.keySet().iterator().next()).s();
      assertEquals(NAME_BYTES + key.getBytes(StandardCharsets.UTF_8).length, size, key);
      return item + " " + size;
    } catch (RuntimeException e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
  }

  @Test
  void oneTextComponentIsPutAsPutStringPutsItsRenderedKey() {
    int compared = 0;
    for (KeyTemplate template : one()) {
      for (String value : values()) {
        assertEquals(
            outcome(item -> Items.putString(item, template.entity(), template.field(), NAME_BYTES,
                template.renderText(value))),
            outcome(item -> template.putText(item, NAME_BYTES, value)), () -> template + " " + value);
        compared++;
      }
    }
    assertTrue(compared > 1000);
  }

  @Test
  void twoTextComponentsArePutAsPutStringPutsTheirRenderedKey() {
    for (KeyTemplate template : TWO) {
      for (String a : values()) {
        for (String b : List.of("", "b", "#", "\uDC00", "\uD83D\uDE00", "\u0800".repeat(340), "é".repeat(400))) {
          assertEquals(
              outcome(item -> Items.putString(item, template.entity(), template.field(), NAME_BYTES,
                  template.renderText(a, b))),
              outcome(item -> template.putText(item, NAME_BYTES, a, b)), () -> template + " " + a + ", " + b);
          assertEquals(
              outcome(item -> Items.putString(item, template.entity(), template.field(), NAME_BYTES,
                  template.renderText(b, a))),
              outcome(item -> template.putText(item, NAME_BYTES, b, a)), () -> template + " " + b + ", " + a);
        }
      }
    }
  }

  @Test
  void aConstantKeyIsPutAsPutStringPutsItsText() {
    for (String text : List.of("#PROFILE", "é", "\u0800\uFFFF", "\uD83D\uDE00", "x".repeat(1024), "é".repeat(512))) {
      KeyTemplate template = KeyTemplate.parseSortKey("user", "sk", text);
      assertEquals(outcome(item -> Items.putString(item, "user", "sk", NAME_BYTES, template.render())),
          outcome(item -> template.putText(item, NAME_BYTES)), text);
    }
  }
}
