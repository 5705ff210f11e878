package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Enum constants rendered without escapes ({@code MAIN_CONTENT_V2}): over random sets of names made
 * of the template's own delimiters, every set {@link KeyEscaping#exactlyRenderable} accepts keeps
 * the key rules (two tuples never render one key, every key decodes back, a query prefix of one name
 * never matches a key of another), and every set it refuses would break them.
 */
class ExactNamesPropertyTest {
  private static final int SETS = 2_000;
  private static final int TUPLES_PER_SET = 50;
  private static final String NAME_CHARACTERS = "AB_#V1$";
  private static final String TEXT_CHARACTERS = "AB_#V1\\x";

  @Test
  void seedAttributeVersioningRendersTheNamesAsTheyAre() {
    KeyTemplate template = KeyTemplate.parseSortKey("documentPart", "sk", "${part}_V${version}")
        .exact(0, "INTRO", "MAIN_CONTENT", "SUMMARY");
    String key = template.render(template.exactName(0, "MAIN_CONTENT"), template.integer(1, 2));
    assertEquals("MAIN_CONTENT_V2", key);
    assertArrayEquals(new String[] {"MAIN_CONTENT", "2"}, template.decode(key));
    assertEquals("MAIN_CONTENT_V", template.prefix(template.exactName(0, "MAIN_CONTENT")));
  }

  @Test
  void namesWhereOneWithTheLiteralStartsAnotherAreRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> KeyTemplate.parse("e", "pk", "${a}_V${b}").exact(0, "MAIN", "MAIN_VX"));
    assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("e", "pk", "${a}#${b}").exact(0, "A", "A"));
    KeyTemplate.parse("e", "pk", "${b}#${a}").exact(1, "A", "AB", "A#B");
  }

  @Test
  void aConstantTheTemplateWasNotGivenIsRefused() {
    KeyTemplate template = KeyTemplate.parse("e", "pk", "${a}_V${b}").exact(0, "INTRO");
    assertThrows(dev.singletable.runtime.exception.InvalidValueException.class, () -> template.exactName(0, "OUTRO"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"${a}_V${b}", "D#${a}#${b}", "${b}#${a}_V", "${b}_${a}", "${a}_${b}_"})
  void acceptedNameSetsKeepTheKeyRulesAndRefusedOnesWouldBreakThem(String text) {
    SplittableRandom random = new SplittableRandom(text.hashCode());
    KeyTemplate plain = KeyTemplate.parse("e", "pk", text);
    int a = "a".equals(plain.componentName(0)) ? 0 : 1;
    int b = 1 - a;
    String literal = plain.literal(a + 1);
    int accepted = 0;
    int refused = 0;
    for (int set = 0; set < SETS; set++) {
      String[] names = names(random, literal);
      if (!KeyEscaping.exactlyRenderable(names, literal)) {
        refused++;
        assertTrue(brokenByExactRendering(names, literal), () -> "refused for no reason: " + List.of(names));
        continue;
      }
      accepted++;
      KeyTemplate template = plain.exact(a, names);
      Map<String, List<String>> keys = new HashMap<>();
      for (int n = 0; n < TUPLES_PER_SET; n++) {
        String[] tuple = new String[2];
        tuple[a] = names[random.nextInt(names.length)];
        tuple[b] = text(random);
        String[] encoded = new String[2];
        encoded[a] = template.exactName(a, tuple[a]);
        encoded[b] = template.text(b, tuple[b]);
        String key = template.render(encoded);
        List<String> before = keys.put(key, List.of(tuple));
        if (before != null && !before.equals(List.of(tuple))) {
          fail(before + " and " + List.of(tuple) + " both render " + key + " with names " + List.of(names));
        }
        assertArrayEquals(tuple, template.decode(key), () -> key + " of names " + List.of(names));
        if (a == 0 && !literal.isEmpty()) {
          for (String other : names) {
            if (!other.equals(tuple[a]) && key.startsWith(template.prefix(template.exactName(a, other)))) {
              fail("prefix of " + other + " matches " + key + " of " + tuple[a] + " with names " + List.of(names));
            }
          }
        }
      }
    }
    assertTrue(accepted > SETS / 10 && (literal.isEmpty() || refused > SETS / 10), accepted + " accepted, " + refused);
  }

  /** What a refused set would break: a name's query prefix, or a whole key, would also read as another name's. */
  private static boolean brokenByExactRendering(String[] names, String literal) {
    for (int i = 0; i < names.length; i++) {
      for (int j = 0; j < names.length; j++) {
        if (i != j && (names[i].equals(names[j]) || (names[j] + literal).startsWith(names[i] + literal))) {
          return true;
        }
      }
    }
    return false;
  }

  private static String[] names(SplittableRandom random, String literal) {
    LinkedHashSet<String> names = new LinkedHashSet<>();
    int count = random.nextInt(2, 6);
    List<String> all = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      StringBuilder name = new StringBuilder();
      int length = random.nextInt(1, 6);
      for (int j = 0; j < length; j++) {
        name.append(NAME_CHARACTERS.charAt(random.nextInt(NAME_CHARACTERS.length())));
      }
      if (!all.isEmpty() && random.nextInt(4) == 0) {
        // A name that starts with another and the literal: the case that must be refused.
        name.insert(0, all.get(random.nextInt(all.size())) + literal);
      }
      all.add(name.toString());
      names.add(name.toString());
    }
    // Now and then a duplicate, which must be refused.
    return random.nextInt(50) == 0 ? all.toArray(new String[0]) : names.toArray(new String[0]);
  }

  private static String text(SplittableRandom random) {
    StringBuilder text = new StringBuilder();
    int length = random.nextInt(0, 6);
    for (int j = 0; j < length; j++) {
      text.append(TEXT_CHARACTERS.charAt(random.nextInt(TEXT_CHARACTERS.length())));
    }
    return text.toString();
  }
}
