package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@link KeyTemplate#renderText} renders a text component that needs no escape by concatenation, in
 * one pass over the value: for every value, crafted at the edges of that pass (delimiters, the
 * escape character, surrogates, empty and null values, keys at DynamoDB's size limits, unescaped
 * templates), the key or the refusal must be the one {@code render(text(...))} gives.
 */
class RenderTextTest {
  /** The templates the in-place key check is tested with, and a key that is its component's attribute. */
  private static List<KeyTemplate> one() {
    List<KeyTemplate> templates = new ArrayList<>(InPlaceKeyCheckTest.TEXT_TEMPLATES);
    templates.add(KeyTemplate.parse("user", "pk", "${id}").componentAttribute());
    templates.add(KeyTemplate.parseSortKey("user", "sk", "${id}/END"));
    return templates;
  }

  private static final List<KeyTemplate> TWO = List.of(
      KeyTemplate.parseSortKey("user", "sk", "ORDER#${a}#${b}"),
      KeyTemplate.parse("user", "pk", "${a}/${b}"),
      KeyTemplate.parseSortKey("user", "sk", "X${a}.${b}.Y"),
      KeyTemplate.parse("user", "pk", "T_${a}_${b}").unescaped());

  private static List<String> values() {
    List<String> values = new ArrayList<>(List.of("", "x", "plain-value_1", "a#b", "#", "\\", "a\\#b", "a/b", "a.b",
        "a_b", "END", "é", "été#", "\uD83D\uDE00", "a\uD83D\uDE00#", "\uD800", "x\uDC00y", "\uDBFF\uDBFF",
        "x".repeat(682), "x".repeat(683), "é".repeat(512), "é".repeat(513), "é".repeat(1024), "é".repeat(1025),
        "#".repeat(1024)));
    values.add(null);
    return values;
  }

  /** The key, or the class and message of the refusal. */
  private static String outcome(Supplier<String> render) {
    try {
      return "key " + render.get();
    } catch (RuntimeException e) {
      return e.getClass().getName() + ": " + e.getMessage();
    }
  }

  @Test
  void oneTextComponentRendersAsItsEncodedText() {
    int compared = 0;
    for (KeyTemplate template : one()) {
      for (String value : values()) {
        assertEquals(outcome(() -> template.render(template.text(0, value))), outcome(() -> template.renderText(value)),
            () -> template + " " + value);
        compared++;
      }
    }
    assertTrue(compared > 100);
  }

  @Test
  void twoTextComponentsRenderAsTheirEncodedTexts() {
    for (KeyTemplate template : TWO) {
      for (String a : values()) {
        for (String b : List.of("", "b", "#", "a/b", "\uDC00", "é".repeat(400), "x".repeat(300))) {
          assertEquals(outcome(() -> template.render(template.text(0, a), template.text(1, b))),
              outcome(() -> template.renderText(a, b)), () -> template + " " + a + ", " + b);
          assertEquals(outcome(() -> template.render(template.text(0, b), template.text(1, a))),
              outcome(() -> template.renderText(b, a)), () -> template + " " + b + ", " + a);
        }
      }
    }
  }

  @Test
  void aTemplateOfAnotherArityIsRefusedAsRenderRefusesIt() {
    KeyTemplate two = TWO.get(0);
    assertEquals(outcome(() -> two.render(two.text(0, "x"))), outcome(() -> two.renderText("x")));
    KeyTemplate one = one().get(0);
    assertEquals(outcome(() -> one.render(one.text(0, "x"), one.text(1, "y"))), outcome(() -> one.renderText("x", "y")));
  }
}
