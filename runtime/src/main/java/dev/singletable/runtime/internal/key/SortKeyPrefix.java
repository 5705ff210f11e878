package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.internal.Keys;
import java.util.Arrays;
import java.util.Objects;

/**
 * The sort-key components a query has fixed so far, in template order, and the conditions on the
 * next one. Generated query steps hold one; components are given encoded, as the template's
 * encoders render them ({@code SK.text(0, city)}).
 *
 * <p>Every condition stays inside the fixed prefix: with {@code year} fixed to 2020, a range on
 * {@code month} never reaches 2019 or 2021, and with nothing fixed it stays within keys that start
 * with the template's constant prefix. Ranges compare rendered keys, as DynamoDB orders them (by
 * code point): a component that is followed by a literal compares as its rendered text followed by
 * that literal's first character, so {@code 12} is neither inside nor next to {@code 123} and
 * fixed-width encodings ({@code @Padded}, dates, instants) compare as their values do. With {@code p}
 * the rendered prefix, {@code v} the rendered value and {@code d} the first character of the literal
 * after the component:
 *
 * <ul>
 *   <li>{@code x(v)}: {@code begins_with(p + v + literal)}, or equality once every component is fixed;
 *   <li>{@code xGte(v)}: from {@code p + v + d}; {@code xGt(v)}: from the first key after {@code p +
 *       v + d} and everything that starts with it;
 *   <li>{@code xLt(v)}: below {@code p + v + d}; {@code xLte(v)}: below the first key after
 *       everything that starts with {@code p + v + d};
 *   <li>the upper end of the first two, and the lower end of the last two, is the prefix itself;
 *   <li>a last component that ends the template compares as its rendered text.
 * </ul>
 *
 * <p>DynamoDB allows one condition on the sort key, so a range bounded at both ends is sent as {@code
 * BETWEEN}, which includes both ends; an end the range excludes is dropped from the results by
 * {@link SortKeyCondition#admits}. Instances are immutable.
 */
public final class SortKeyPrefix {
  private final KeyTemplate template;
  /** The encoded components known so far, by position; null where not known yet. */
  private final String[] known;
  /** Positions {@code 0 .. fixed-1} are known; {@code fixed} is the next one a query narrows. */
  private final int fixed;

  private SortKeyPrefix(KeyTemplate template, String[] known) {
    this.template = template;
    this.known = known;
    int next = 0;
    while (next < known.length && known[next] != null) {
      next++;
    }
    this.fixed = next;
  }

  /**
   * The prefix a sub-collection's members share: the leading components, rendered by {@code
   * template} as every member's template renders them, and the first {@code literalLength}
   * characters of the literal after them (a delimiter that components escape, so that the prefix
   * for {@code 12} never matches a key for {@code 123}).
   *
   * @param template a member's sort-key template
   * @param literalLength how many characters of the literal after the last component the members
   *     share, at least 1
   * @param leading the encoded leading components
   * @return the prefix
   */
  public static String shared(KeyTemplate template, int literalLength, String... leading) {
    String prefix = template.prefix(leading);
    return prefix.substring(0, prefix.length() - template.literal(leading.length).length() + literalLength);
  }

  /**
   * The prefix of a sort key template with the components a query's partition key already gives.
   *
   * @param template the sort key's template
   * @param known encoded components by position, null where free; may be shorter than the template
   * @return the prefix, with every leading known component fixed
   * @throws IllegalArgumentException when more components are given than the template has
   */
  public static SortKeyPrefix of(KeyTemplate template, String... known) {
    Objects.requireNonNull(template, "template");
    if (known.length > template.size()) {
      throw new IllegalArgumentException(template.entity() + "." + template.field() + ": template " + template
          + " has " + template.size() + " components, " + known.length + " given");
    }
    return new SortKeyPrefix(template, Arrays.copyOf(known, template.size()));
  }

  /**
   * Fixes the next component, and every later position of the same component.
   *
   * @param component the encoded value
   * @return a new prefix
   * @throws IllegalStateException when every component is fixed already
   */
  public SortKeyPrefix with(String component) {
    Objects.requireNonNull(component, "component");
    requireOpen();
    String[] next = known.clone();
    String name = template.componentName(fixed);
    for (int i = fixed; i < next.length; i++) {
      if (template.componentName(i).equals(name)) {
        next[i] = component;
      }
    }
    return new SortKeyPrefix(template, next);
  }

  /**
   * The name of a free component after the fixed ones: the first with {@code skip} 0, the one after
   * it with 1, passing over positions the partition key gives and repeats of a name.
   *
   * @param skip how many free components to pass over
   * @return the component's name, or null past the last
   */
  public String freeComponent(int skip) {
    java.util.Set<String> seen = new java.util.HashSet<>();
    int left = skip;
    for (int i = fixed; i < known.length; i++) {
      String name = template.componentName(i);
      if (known[i] != null || !seen.add(name)) {
        continue;
      }
      if (left-- == 0) {
        return name;
      }
    }
    return null;
  }

  /**
   * The template.
   *
   * @return the sort key's template
   */
  public KeyTemplate template() {
    return template;
  }

  /**
   * The number of leading components fixed.
   *
   * @return from 0 to the template's size
   */
  public int fixedCount() {
    return fixed;
  }

  /**
   * Whether every component is fixed: the prefix is a whole key.
   *
   * @return true when no component is left to narrow
   */
  public boolean isComplete() {
    return fixed == template.size();
  }

  /**
   * The condition of a query that narrows no further: the whole key once every component is fixed,
   * else {@code begins_with} the rendered prefix.
   *
   * @return the condition; null when the prefix is empty (a template that starts with a component,
   *     none fixed), so that only the partition key and the entity filter apply
   */
  public SortKeyCondition condition() {
    if (isComplete()) {
      return typed(SortKeyCondition.equalTo(prefix()));
    }
    String prefix = prefix();
    return prefix.isEmpty() ? null : SortKeyCondition.beginsWith(prefix);
  }

  /**
   * The next component equals {@code component}.
   *
   * @param component the encoded value
   * @return the condition
   */
  public SortKeyCondition equalTo(String component) {
    SortKeyCondition condition = with(component).condition();
    if (condition == null) {
      throw new IllegalStateException("a fixed component always leaves a prefix");
    }
    return condition;
  }

  /**
   * The next component sorts after {@code component}.
   *
   * @param component the encoded value
   * @return the condition
   */
  public SortKeyCondition greaterThan(String component) {
    String key = prefix() + component;
    return typed(hasDelimiter()
        ? SortKeyCondition.range(after(key + delimiter()), true, upper(), false)
        : SortKeyCondition.range(key, false, upper(), false));
  }

  /**
   * The next component equals {@code component} or sorts after it.
   *
   * @param component the encoded value
   * @return the condition
   */
  public SortKeyCondition greaterOrEqual(String component) {
    return typed(SortKeyCondition.range(atLeast(component), true, upper(), false));
  }

  /**
   * The next component sorts before {@code component}.
   *
   * @param component the encoded value
   * @return the condition
   */
  public SortKeyCondition lessThan(String component) {
    return typed(SortKeyCondition.range(lower(), true, atLeast(component), false));
  }

  /**
   * The next component equals {@code component} or sorts before it.
   *
   * @param component the encoded value
   * @return the condition
   */
  public SortKeyCondition lessOrEqual(String component) {
    String key = prefix() + component;
    return typed(hasDelimiter()
        ? SortKeyCondition.range(lower(), true, after(key + delimiter()), false)
        : SortKeyCondition.range(lower(), true, key, true));
  }

  /**
   * The next component is from {@code low} to {@code high}, both included.
   *
   * @param low the encoded low end
   * @param high the encoded high end
   * @return the condition
   * @throws IllegalArgumentException when {@code low} sorts after {@code high} (in key order: each
   *     followed by the literal's first character)
   */
  public SortKeyCondition between(String low, String high) {
    boolean reversed = template.isNumber()
        ? new java.math.BigDecimal(low).compareTo(new java.math.BigDecimal(high)) > 0
        : template.isBinary()
        ? java.util.Arrays.compareUnsigned(java.util.Base64.getDecoder().decode(low),
            java.util.Base64.getDecoder().decode(high)) > 0
        : compareCodePoints(atLeast(low), atLeast(high)) > 0;
    if (reversed) {
      throw new IllegalArgumentException(template.entity() + "." + template.componentName(nextPosition())
          + ": between(" + low + ", " + high + ") has its low end above its high end");
    }
    String highKey = prefix() + high;
    return typed(hasDelimiter()
        ? SortKeyCondition.range(atLeast(low), true, after(highKey + delimiter()), false)
        : SortKeyCondition.range(atLeast(low), true, highKey, true));
  }

  /**
   * The next component starts with {@code start}.
   *
   * @param start the encoded start: escaped like a text component, so that it matches the stored text
   * @return the condition; null when it matches every key (no prefix, empty start)
   */
  public SortKeyCondition beginsWith(String start) {
    requireOpen();
    if (template.isNumber()) {
      throw new IllegalStateException(template.entity() + "." + template.field()
          + " is stored as a number: begins_with does not apply to it");
    }
    String key = prefix() + start;
    return key.isEmpty() ? null : typed(SortKeyCondition.beginsWith(key));
  }

  @Override
  public String toString() {
    return template.field() + " " + template + ", fixed: " + String.join(", ", Arrays.copyOf(known, fixed));
  }

  // ----- internals

  /** The rendered text up to and including the literal before the next component. */
  /** The condition as sent for this template's sort key: with number ends for a number key. */
  private SortKeyCondition typed(SortKeyCondition condition) {
    return template.isNumber() ? condition.numeric() : template.isBinary() ? condition.binary() : condition;
  }

  private String prefix() {
    return template.prefix(Arrays.copyOf(known, fixed));
  }

  private int nextPosition() {
    requireOpen();
    return fixed;
  }

  private boolean hasDelimiter() {
    return !template.literal(nextPosition() + 1).isEmpty();
  }

  private char delimiter() {
    return template.literal(nextPosition() + 1).charAt(0);
  }

  /** The least key whose next component is {@code component} or sorts after it. */
  private String atLeast(String component) {
    String key = prefix() + component;
    return hasDelimiter() ? key + delimiter() : key;
  }

  /** Keys below this stay inside the prefix: the prefix itself; null (no bound) when it is empty. */
  private String lower() {
    String prefix = prefix();
    return prefix.isEmpty() ? null : prefix;
  }

  /** Keys below this stay inside the prefix; null (no bound) when the prefix is empty. */
  private String upper() {
    String prefix = prefix();
    return prefix.isEmpty() ? null : after(prefix);
  }

  private void requireOpen() {
    if (isComplete()) {
      throw new IllegalStateException(template.entity() + "." + template.field() + ": every component of "
          + template + " is fixed already");
    }
  }

  /**
   * The least string above every string that starts with {@code text}, in code point order (which
   * is UTF-8 byte order, DynamoDB's): the last code point raised by one, skipping surrogates;
   * trailing U+10FFFF are dropped first. Null when there is none.
   */
  static String after(String text) {
    int end = text.length();
    while (end > 0) {
      int codePoint = text.codePointBefore(end);
      int start = end - Character.charCount(codePoint);
      if (codePoint < Character.MAX_CODE_POINT) {
        int next = codePoint + 1;
        if (next >= Character.MIN_SURROGATE && next <= Character.MAX_SURROGATE) {
          next = Character.MAX_SURROGATE + 1;
        }
        return text.substring(0, start) + new String(Character.toChars(next));
      }
      end = start;
    }
    return null;
  }

  /** Compares by code point, as DynamoDB compares strings (String.compareTo compares UTF-16 units). */
  public static int compareCodePoints(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      int x = a.codePointAt(i);
      int y = b.codePointAt(j);
      if (x != y) {
        return Integer.compare(x, y);
      }
      i += Character.charCount(x);
      j += Character.charCount(y);
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }
}
