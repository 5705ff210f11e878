package dev.singletable.processor.model.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.processor.model.key.KeyTemplate.Literal;
import dev.singletable.processor.model.key.KeyTemplate.Placeholder;
import dev.singletable.processor.model.key.KeyTemplate.Segment;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The key-template language is parsed twice: by the processor, which reports faults at the
 * annotation, and by the runtime, which re-checks at class initialisation. This test runs both over
 * the same templates and asserts that they agree on which templates are valid and, for those, on
 * the literals and placeholders they split into. A template the processor accepts and the runtime
 * refuses would compile and then fail when the entity class loads; the other way round, a bad
 * template would reach a table.
 */
class KeyTemplateLanguageTest {

  /** Valid and invalid templates: every component kind of the samples, every delimiter, every fault. */
  static Stream<String> templates() {
    return Stream.of(
        // the seed layouts
        "AGGREGATE#${aggregateType}#${aggregateId}", "EVENT#${seqNum}", "CUSTOMER#${id}", "#METADATA",
        "CUSTOMER#${customerId}#ORDER#${orderId}", "user/${email}", "${issueId}", "${date}#${counter}",
        "SALE#${country}", "${city}#${store}#${date}", "$owned#${userId}", "${part}_V${version}",
        "LOG#${day}.${shard}", "TENANT|${tenant}|${id}", "A-${a}-B-${b}", "${a}:${b}:${c}", "Q ${q} ",
        "PRICE$#${id}", "x${a}#", "${a}#", "#", "é#${a}", "${a}é", "${a}\u00e9", "\u00e9${a}",
        // faults
        "", "${}", "${a", "A#${a", "${a}${b}", "${a}b", "${a}1", "${a}_", "A\\B", "A\\${a}", "${a}\\",
        "${a b}", "${1a}", "${a-b}", "${ a}", "${a}}", "${${a}}", "$${a}", "${a}$", "${a}${", "}${a}",
        "${a}\uD83D\uDE00", "\uD83D\uDE00${a}", "${a}#\uD83D\uDE00", "${a}\uD83D", "${a}\uDE00", "${_a}",
        "${$a}", "${a$}", "${a}$${b}", "${a}#${a}", "${\u00e9t\u00e9}", "${a\u0000}", "${a}\u0000",
        "${a}\t${b}", "${a}.${b}.${c}", "${a\uD835\uDC00}", "${\uD835\uDC00}", "${\uD83D\uDE00}");
  }

  @ParameterizedTest
  @MethodSource("templates")
  void bothParsersAgree(String template) {
    assertAgree(template);
  }

  /**
   * Random templates over an alphabet of the characters that matter to either parser. Fixed seed, so
   * that a disagreement found here is found again.
   */
  @Test
  void bothParsersAgreeOnRandomTemplates() {
    String[] alphabet = {"$", "{", "}", "a", "B", "1", "_", "#", "\\", "-", " ", "\uD83D\uDE00", "\uD83D",
        "\u00e9", "${", "${a}", "${b}"};
    Random random = new Random(20261126L);
    for (int n = 0; n < 50_000; n++) {
      StringBuilder template = new StringBuilder();
      int length = random.nextInt(9);
      for (int i = 0; i < length; i++) {
        template.append(alphabet[random.nextInt(alphabet.length)]);
      }
      assertAgree(template.toString());
    }
  }

  /** The check is not vacuous: templates each parser accepts and refuses are among those tried. */
  @Test
  void theTemplatesTriedHoldBothValidAndInvalidOnes() {
    List<String> valid = templates().filter(t -> runtimeSplit(t) != null).toList();
    List<String> invalid = templates().filter(t -> runtimeSplit(t) == null).toList();
    assertEquals(true, valid.size() > 20, "valid: " + valid);
    assertEquals(true, invalid.size() > 20, "invalid: " + invalid);
  }

  private static void assertAgree(String template) {
    Split processor = processorSplit(template);
    Split runtime = runtimeSplit(template);
    if ((processor == null) != (runtime == null)) {
      fail("\"" + escape(template) + "\" is " + (processor == null ? "refused" : "accepted")
          + " by the processor and " + (runtime == null ? "refused" : "accepted") + " by the runtime");
    }
    assertEquals(processor, runtime, () -> "\"" + escape(template) + "\" splits differently");
  }

  /**
   * What the processor makes of a template, or null when it would report a compile error: a
   * syntax fault, or a placeholder that cannot name a record component.
   */
  private static Split processorSplit(String template) {
    KeyTemplate parsed = KeyTemplateParser.parse(template);
    if (!parsed.faults().isEmpty()) {
      return null;
    }
    List<String> literals = new ArrayList<>();
    List<String> names = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    for (Segment segment : parsed.segments()) {
      if (segment instanceof Literal l) {
        literal.append(l.text());
      } else {
        String name = ((Placeholder) segment).name();
        if (!isComponentName(name)) {
          return null;
        }
        literals.add(literal.toString());
        literal.setLength(0);
        names.add(name);
      }
    }
    literals.add(literal.toString());
    return new Split(literals, names);
  }

  /** What the runtime makes of a template, or null when it refuses it. */
  private static Split runtimeSplit(String template) {
    dev.singletable.runtime.internal.key.KeyTemplate parsed;
    try {
      parsed = dev.singletable.runtime.internal.key.KeyTemplate.parse("entity", "pk", template);
    } catch (IllegalArgumentException refused) {
      return null;
    }
    List<String> literals = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (int i = 0; i < parsed.size(); i++) {
      literals.add(parsed.literal(i));
      names.add(parsed.componentName(i));
    }
    literals.add(parsed.literal(parsed.size()));
    return new Split(literals, names);
  }

  /** A placeholder the processor can bind: the name of a record component, so a Java identifier. */
  private static boolean isComponentName(String name) {
    if (name.isEmpty() || !Character.isJavaIdentifierStart(name.codePointAt(0))) {
      return false;
    }
    return name.codePoints().skip(1).allMatch(Character::isJavaIdentifierPart);
  }

  private static String escape(String text) {
    StringBuilder out = new StringBuilder();
    text.chars().forEach(c -> out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return out.toString();
  }

  private record Split(List<String> literals, List<String> names) {}
}
