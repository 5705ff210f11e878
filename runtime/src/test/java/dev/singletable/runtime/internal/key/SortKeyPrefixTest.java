package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The sort-key conditions of query steps: the conditions sent for each operator and position, and a
 * property test that evaluates them as DynamoDB does over many rendered keys, with values that hold
 * delimiters, escapes, prefixes of each other and characters outside the BMP.
 */
class SortKeyPrefixTest {
  /** The seed's sales layout: SAN_FRANCISCO#00235#2020-09. */
  private static final KeyTemplate SALES = KeyTemplate.parse("sale", "sk", "${city}#${store}#${year}-${month}");
  private static final KeyTemplate ORDER = KeyTemplate.parse("order", "sk", "ORDER#${orderId}");

  private static SortKeyPrefix sales(String... fixed) {
    SortKeyPrefix prefix = SortKeyPrefix.of(SALES);
    for (String component : fixed) {
      prefix = prefix.with(component);
    }
    return prefix;
  }

  @Test
  void nothingFixedOnATemplateWithoutConstantPrefixSendsNoSortKeyCondition() {
    assertNull(sales().condition());
    assertEquals("sk begins_with ORDER#", SortKeyPrefix.of(ORDER).condition().toString());
  }

  @Test
  void fixingAComponentIsBeginsWithTheComponentAndTheLiteralAfterIt() {
    assertEquals("sk begins_with SAN#", sales().equalTo("SAN").toString());
    assertEquals("sk begins_with SAN#00235#", sales("SAN").equalTo("00235").toString());
    assertEquals("sk begins_with SAN#00235#2020-", sales("SAN", "00235").equalTo("2020").toString());
  }

  @Test
  void fixingTheLastComponentIsEqualityNotBeginsWith() {
    assertEquals("sk = SAN#00235#2020-09", sales("SAN", "00235", "2020").equalTo("09").toString());
    assertEquals("sk = ORDER#12", SortKeyPrefix.of(ORDER).equalTo("12").toString());
  }

  @Test
  void rangesAfterFixedComponentsStayInsideTheirPrefix() {
    SortKeyPrefix year2020 = sales("SAN", "00235", "2020");
    assertEquals("sk BETWEEN SAN#00235#2020-06 AND SAN#00235#2020., not SAN#00235#2020.",
        year2020.greaterOrEqual("06").toString());
    assertEquals("sk BETWEEN SAN#00235#2020-06 AND SAN#00235#2020., not SAN#00235#2020-06, not SAN#00235#2020.",
        year2020.greaterThan("06").toString());
    assertEquals("sk BETWEEN SAN#00235#2020- AND SAN#00235#2020-06, not SAN#00235#2020-06",
        year2020.lessThan("06").toString());
    assertEquals("sk BETWEEN SAN#00235#2020- AND SAN#00235#2020-06",
        year2020.lessOrEqual("06").toString());
  }

  @Test
  void rangeOnAComponentFollowedByALiteralBoundsByItsFirstCharacter() {
    SortKeyPrefix city = sales("SAN");
    assertEquals("sk BETWEEN SAN#00235# AND SAN$, not SAN$", city.greaterOrEqual("00235").toString());
    assertEquals("sk BETWEEN SAN#00235$ AND SAN$, not SAN$", city.greaterThan("00235").toString());
    assertEquals("sk BETWEEN SAN# AND SAN#00235#, not SAN#00235#", city.lessThan("00235").toString());
    assertEquals("sk BETWEEN SAN# AND SAN#00235$, not SAN#00235$", city.lessOrEqual("00235").toString());
    assertEquals("sk BETWEEN SAN#00100# AND SAN#00300$, not SAN#00300$", city.between("00100", "00300").toString());
  }

  @Test
  void withoutAPrefixRangesHaveOneEnd() {
    assertEquals("sk >= SAN$", sales().greaterThan("SAN").toString());
    assertEquals("sk >= SAN#", sales().greaterOrEqual("SAN").toString());
    assertEquals("sk < SAN#", sales().lessThan("SAN").toString());
    assertEquals("sk < SAN$", sales().lessOrEqual("SAN").toString());
  }

  @Test
  void beginsWithStartsAfterThePrefix() {
    assertEquals("sk begins_with SAN#00", sales("SAN").beginsWith("00").toString());
    assertEquals("sk begins_with SAN", sales().beginsWith("SAN").toString());
    assertNull(sales().beginsWith(""));
  }

  @Test
  void betweenWithItsEndsSwappedIsRefusedNamingEntityAndComponent() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> sales("SAN").between("00300", "00100"));
    assertEquals("sale.store: between(00300, 00100) has its low end above its high end", e.getMessage());
  }

  @Test
  void componentsGivenByThePartitionKeyAreFixedFromTheStart() {
    KeyTemplate template = KeyTemplate.parse("x", "sk", "${a}#${b}#${c}");
    SortKeyPrefix prefix = SortKeyPrefix.of(template, "A", "B");
    assertEquals(2, prefix.fixedCount());
    assertEquals("sk begins_with A#B#", prefix.condition().toString());
    assertEquals(0, SortKeyPrefix.of(template, null, "B").fixedCount());
    assertEquals("sk begins_with A#B#", SortKeyPrefix.of(template, null, "B").with("A").condition().toString());
  }

  @Test
  void aRepeatedComponentIsFixedAtEveryPosition() {
    KeyTemplate template = KeyTemplate.parse("x", "sk", "${a}#${b}#${a}");
    SortKeyPrefix prefix = SortKeyPrefix.of(template).with("A").with("B");
    assertTrue(prefix.isComplete());
    assertEquals("sk = A#B#A", prefix.condition().toString());
  }

  @Test
  void fixingBeyondTheLastComponentIsRefused() {
    assertThrows(IllegalStateException.class, () -> SortKeyPrefix.of(ORDER).with("1").with("2"));
  }

  @Test
  void afterIsTheLeastStringAboveEveryExtensionInCodePointOrder() {
    assertEquals("SAN$", SortKeyPrefix.after("SAN#"));
    assertEquals("a\uE000", SortKeyPrefix.after("a\uD7FF"));
    assertEquals("b", SortKeyPrefix.after("a\uDBFF\uDFFF"));
    assertEquals("\uD83D\uDE01", SortKeyPrefix.after("\uD83D\uDE00"));
    assertNull(SortKeyPrefix.after("\uDBFF\uDFFF"));
    assertTrue(SortKeyPrefix.compareCodePoints("\uFFFF", "\uD83D\uDE00") < 0, "UTF-16 order would say otherwise");
  }

  @Test
  void excludedEndsOfABetweenAreDroppedOnly() {
    SortKeyCondition range = SortKeyCondition.range("a", false, "c", true);
    assertFalse(range.admits("a"));
    assertTrue(range.admits("b"));
    assertTrue(range.admits("c"));
  }

  // ----- property: every condition selects exactly the keys its component predicate describes

  private static final String[] VALUES = {
      "", "1", "12", "123", "2", "SAN", "SAN_FRANCISCO", "SAN#JOSE", "SAN\\", "SA", "SAO", "#", "##", "\\", "\\#",
      "-", "a-b", "~", "\u00e9", "\uFFFF", "\uD83D\uDE00", "Z", "z", " "};
  private static final String[] TEMPLATES = {
      "${a}#${b}#${c}", "X#${a}#${b}-${c}-", "P/${a}/${b}", "${a}", "K#${a}#"};

  @Test
  void everyConditionSelectsExactlyTheKeysOfItsComponentPredicate() {
    Random random = new Random(42);
    for (String text : TEMPLATES) {
      KeyTemplate template = KeyTemplate.parse("x", "sk", text);
      List<String[]> tuples = new ArrayList<>();
      for (int i = 0; i < 250; i++) {
        String[] tuple = new String[template.size()];
        for (int j = 0; j < tuple.length; j++) {
          tuple[j] = VALUES[random.nextInt(VALUES.length)];
        }
        tuples.add(tuple);
      }
      for (int round = 0; round < 150; round++) {
        String[] pick = tuples.get(random.nextInt(tuples.size()));
        int position = random.nextInt(template.size());
        SortKeyPrefix prefix = SortKeyPrefix.of(template);
        for (int j = 0; j < position; j++) {
          prefix = prefix.with(template.text(j, pick[j]));
        }
        String v = VALUES[random.nextInt(VALUES.length)];
        String w = VALUES[random.nextInt(VALUES.length)];
        String low = order(template, position, v, w) <= 0 ? v : w;
        String high = low.equals(v) ? w : v;
        for (String operator : List.of("eq", "gt", "gte", "lt", "lte", "between", "beginsWith")) {
          SortKeyCondition condition = condition(template, prefix, position, operator, v, low, high);
          for (String[] tuple : tuples) {
            boolean expected = samePrefix(pick, tuple, position)
                && holds(template, position, operator, tuple[position], v, low, high);
            if (template.template().equals("${a}") && tuple[0].isEmpty()) {
              continue; // DynamoDB refuses an empty key, so no item has this one
            }
            String key = template.render(encoded(template, tuple));
            boolean actual = condition == null || condition.matches(key);
            if (expected != actual) {
              throw new AssertionError(text + ": " + operator + " on position " + position + " with " + show(v)
                  + " (low " + show(low) + ", high " + show(high) + ") after " + prefix + " sent " + condition + ": key "
                  + show(key) + " expected " + expected);
            }
          }
        }
      }
    }
  }

  private static SortKeyCondition condition(KeyTemplate template, SortKeyPrefix prefix, int position, String operator,
      String v, String low, String high) {
    String value = template.text(position, v);
    switch (operator) {
      case "eq":
        return prefix.equalTo(value);
      case "gt":
        return prefix.greaterThan(value);
      case "gte":
        return prefix.greaterOrEqual(value);
      case "lt":
        return prefix.lessThan(value);
      case "lte":
        return prefix.lessOrEqual(value);
      case "between":
        return prefix.between(template.text(position, low), template.text(position, high));
      default:
        return prefix.beginsWith(template.text(position, v));
    }
  }

  /** The component predicate, stated on values: the definition the conditions must meet. */
  private static boolean holds(KeyTemplate template, int position, String operator, String actual, String v,
      String low, String high) {
    int order = order(template, position, actual, v);
    switch (operator) {
      case "eq":
        return actual.equals(v);
      case "gt":
        return order > 0;
      case "gte":
        return order >= 0;
      case "lt":
        return order < 0;
      case "lte":
        return order <= 0;
      case "between":
        return order(template, position, actual, low) >= 0 && order(template, position, actual, high) <= 0;
      default:
        return actual.startsWith(v);
    }
  }

  /**
   * The order of a component's values: their rendered text followed by the first character of the
   * literal after the component, compared by code point.
   */
  private static int order(KeyTemplate template, int position, String a, String b) {
    String after = template.literal(position + 1);
    String end = after.isEmpty() ? "" : after.substring(0, 1);
    return Integer.signum(SortKeyPrefix.compareCodePoints(template.text(position, a) + end, template.text(position, b) + end));
  }

  private static boolean samePrefix(String[] a, String[] b, int length) {
    for (int i = 0; i < length; i++) {
      if (!a[i].equals(b[i])) {
        return false;
      }
    }
    return true;
  }

  private static String[] encoded(KeyTemplate template, String[] tuple) {
    String[] encoded = new String[tuple.length];
    for (int i = 0; i < tuple.length; i++) {
      encoded[i] = template.text(i, tuple[i]);
    }
    return encoded;
  }

  private static String show(String text) {
    StringBuilder shown = new StringBuilder("\"");
    text.codePoints().forEach(c -> shown.append(c < 32 || c > 126 ? String.format("\\u{%x}", c) : String.valueOf((char) c)));
    return shown.append('"').toString();
  }
}
