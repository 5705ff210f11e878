package dev.singletable.runtime.internal.key;

/**
 * The escaping of one template's text components, and its inverse: splitting a rendered key back
 * into unescaped components.
 *
 * <p>The <em>delimiter set</em> is every character of the template's literal text that is not a
 * letter or digit, plus the escape character {@code \}; halves of surrogate pairs are left out, so
 * that no pair is ever split. A text component has each delimiter prefixed with {@code \}, so it
 * never ends early and two different tuples never render the same key. Decoding ends a component
 * at the first unescaped occurrence of the first character of the literal after it, and refuses
 * an escape that {@link #escape} never writes, which keeps decoding the exact inverse of rendering.
 *
 * <p>Instances are immutable and thread-safe. Nothing here uses regular expressions.
 */
final class KeyEscaping {
  /** The escape character; the parser keeps it out of literal text. */
  static final char ESCAPE = '\\';
  /** What {@link #end} returns for a component that ends the key. */
  static final int NO_END = -1;

  private static final String[] NO_COMPONENTS = new String[0];

  /** {@code literals[i]} precedes component {@code i}; the last one ends the key. */
  private final String[] literals;
  /** Indexed by character: whether a text component escapes it. */
  private final boolean[] delimiters;
  /** {@link #delimiters}, and surrogates below its length: the characters {@link #stops} answers for. */
  private final boolean[] stops;
  /** The first character of the literal after component {@code i}, or NO_END at the key's end. */
  private final int[] ends;
  /** Per component: null for escaped text, else the names it renders exactly (an enum's constants). */
  private final String[][] exact;
  /**
   * Whether text components are written as they are, as other tools store keys: then the value of a
   * component followed by a literal must not hold the literal's first character (the encoders refuse
   * it), and the last component holds anything.
   */
  private final boolean unescaped;

  /**
   * The escaping of a parsed template.
   *
   * @param literals the template's literals: one before each component, then the one that ends the
   *     key (possibly empty)
   */
  KeyEscaping(String[] literals) {
    this(literals, new String[literals.length - 1][], false);
  }

  /**
   * The escaping of a parsed template some of whose components render a fixed set of names
   * without escapes.
   *
   * @param literals the template's literals
   * @param exact per component, null or the names it renders exactly; no name followed by the
   *     literal after the component is a prefix of another name followed by it
   * @param unescaped whether text components are written without escapes
   */
  KeyEscaping(String[] literals, String[][] exact, boolean unescaped) {
    this.literals = literals;
    this.exact = exact;
    this.unescaped = unescaped;
    this.ends = new int[literals.length - 1];
    char highest = ESCAPE;
    for (int i = 0; i < literals.length; i++) {
      for (int j = 0; j < literals[i].length(); j++) {
        highest = (char) Math.max(highest, literals[i].charAt(j));
      }
      if (i > 0) {
        ends[i - 1] = literals[i].isEmpty() ? NO_END : literals[i].charAt(0);
      }
    }
    this.delimiters = new boolean[highest + 1];
    delimiters[ESCAPE] = true;
    for (String literal : literals) {
      for (int j = 0; j < literal.length(); j++) {
        char c = literal.charAt(j);
        // Escaping half of a surrogate pair would split the pair, which no UTF-8 encoder (and so
        // no request) preserves. Decoding needs only the characters that end components, and
        // parse keeps surrogates out of those.
        if (!Character.isLetterOrDigit(c) && !Character.isSurrogate(c)) {
          delimiters[c] = true;
        }
      }
    }
    this.stops = delimiters.clone();
    for (int c = Character.MIN_SURROGATE; c < stops.length && c <= Character.MAX_SURROGATE; c++) {
      stops[c] = true;
    }
  }

  /**
   * The character that ends component {@code i} in a rendered key: a typed component, which is not
   * escaped, must not contain it.
   *
   * @param i the component's position
   * @return the first character of the literal after the component, or {@link #NO_END} when the
   *     component ends the key
   * @throws IndexOutOfBoundsException when the template has no component {@code i}
   */
  int end(int i) {
    return ends[i];
  }

  /**
   * Whether a text component escapes {@code c}.
   *
   * @param c a character of a component's value
   * @return true for the escape character and the template's delimiters
   */
  private boolean isDelimiter(char c) {
    return c < delimiters.length && delimiters[c];
  }

  /** Whether {@code c} ends the plain part of a text component: a delimiter or a surrogate. */
  private boolean stops(char c) {
    return c < stops.length ? stops[c] : Character.isSurrogate(c);
  }

  /**
   * Whether a text component is its own escaped form and valid Unicode at a glance: no delimiter and
   * no surrogate (a valid pair is checked the long way). One pass over the value; what most keys
   * hold.
   *
   * @param value the component's value, not null
   * @return true when {@link #escape} returns the value itself and it holds no surrogate
   */
  boolean plain(String value) {
    if (unescaped) {
      return false;
    }
    for (int j = 0; j < value.length(); j++) {
      char c = value.charAt(j);
      if (Character.isSurrogate(c) || isDelimiter(c)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link #plain} that counts the value's UTF-8 bytes in the same pass: a value without delimiter
   * or surrogate is valid Unicode, and its chars are 1, 2 or 3 bytes each.
   *
   * @param value the component's value, not null
   * @return its UTF-8 length; -1 where {@link #plain} is false
   */
  int plainUtf8(String value) {
    if (unescaped) {
      return -1;
    }
    int n = value.length();
    int extra = 0;
    for (int j = 0; j < n; j++) {
      char c = value.charAt(j);
      if (Character.isSurrogate(c) || isDelimiter(c)) {
        return -1;
      }
      extra += ((0x7F - c) >>> 31) + ((0x7FF - c) >>> 31);
    }
    return n + extra;
  }

  /**
   * Where a text component's escaped form ends in {@code key} when the key holds it at {@code at},
   * compared in place without escaping the value: what {@code escape(value)} followed by a
   * comparison answers, without a copy for a value holding delimiters. Only what {@link #plain}
   * accepts and escaped delimiters match; a surrogate (a pair, or a lone half the encoder refuses)
   * and every value of an {@linkplain #unescaped() unescaped} template answer -1, for the caller to
   * take the encoder's way.
   *
   * @param key the stored key
   * @param at where the component starts in the key
   * @param limit the index the component must end by (the start of the literal after it)
   * @param value the component's value, not null
   * @return the index after the component in the key, or -1
   */
  int holdsText(String key, int at, int limit, String value) {
    if (unescaped) {
      return -1;
    }
    int n = value.length();
    // What most keys hold first: characters that need no escape, as they are. Both indexes move
    // together, which keeps the loop tight; the first character to escape, a surrogate or a
    // difference leaves it where the escape-aware loop below takes over.
    int plain = Math.min(n, limit - at);
    int j = 0;
    while (j < plain) {
      char c = value.charAt(j);
      if (key.charAt(at + j) != c || stops(c)) {
        break;
      }
      j++;
    }
    if (j == n) {
      return at + n;
    }
    at += j;
    for (; j < n; j++) {
      char c = value.charAt(j);
      if (Character.isSurrogate(c)) {
        return -1;
      }
      if (isDelimiter(c)) {
        if (at + 1 >= limit || key.charAt(at) != ESCAPE) {
          return -1;
        }
        at++;
      }
      if (at >= limit || key.charAt(at) != c) {
        return -1;
      }
      at++;
    }
    return at;
  }

  /**
   * {@link #holdsText} for component {@code i} of an {@linkplain #unescaped() unescaped} template,
   * whose text is the value as it is: compared in place, -1 for a surrogate or the character that
   * ends the component, which the encoder checks or refuses.
   *
   * @param key the stored key
   * @param at where the component starts
   * @param i the component's position
   * @param value the component's value, not null
   * @return the index after the component in the key, or -1
   */
  int holdsUnescaped(String key, int at, int i, String value) {
    int n = value.length();
    if (at + n > key.length()) {
      return -1;
    }
    int end = ends[i];
    for (int j = 0; j < n; j++) {
      char c = value.charAt(j);
      if (Character.isSurrogate(c) || c == end || key.charAt(at + j) != c) {
        return -1;
      }
    }
    return at + n;
  }

  /**
   * Escapes a text component.
   *
   * @param value the component's value
   * @return the value itself when it holds no delimiter or the template is {@linkplain #unescaped()
   *     unescaped}, else the value with {@code \} before each
   */
  String escape(String value) {
    if (unescaped) {
      return value;
    }
    for (int j = 0; j < value.length(); j++) {
      if (isDelimiter(value.charAt(j))) {
        return escapeFrom(value, j);
      }
    }
    return value;
  }

  private String escapeFrom(String value, int first) {
    StringBuilder escaped = new StringBuilder(value.length() + 8).append(value, 0, first);
    for (int j = first; j < value.length(); j++) {
      char c = value.charAt(j);
      if (isDelimiter(c)) {
        escaped.append(ESCAPE);
      }
      escaped.append(c);
    }
    return escaped.toString();
  }

  /**
   * Splits a rendered key into its unescaped components. Each component ends at the first unescaped
   * occurrence of the first character of the literal after it, and that whole literal must follow.
   * Without escapes ({@link #unescaped()}) it ends at the first occurrence, which its value cannot
   * hold, and the last component is the rest of the key: no guessing.
   * An unescaped delimiter inside a component is accepted, because typed components (an instant's
   * {@code -} and {@code :}) are not escaped.
   *
   * @param key a key, not null
   * @return the components' texts in template order; null when the key does not match the template
   *     or holds an escape that {@link #escape} never writes
   */
  String[] decode(String key) {
    if (!key.startsWith(literals[0])) {
      return null;
    }
    if (ends.length == 0) {
      return key.length() == literals[0].length() ? NO_COMPONENTS : null;
    }
    String[] components = new String[ends.length];
    int position = literals[0].length();
    for (int i = 0; i < ends.length; i++) {
      String literal = literals[i + 1];
      if (exact[i] != null) {
        String name = exactAt(key, position, exact[i], literal, ends[i] == NO_END);
        if (name == null) {
          return null;
        }
        components[i] = name;
        position += name.length() + literal.length();
        continue;
      }
      int end = ends[i] == NO_END ? key.length()
          : unescaped ? key.indexOf(ends[i], position) : find(key, position, (char) ends[i]);
      if (end < 0 || !key.startsWith(literal, end)) {
        return null;
      }
      components[i] = unescaped ? key.substring(position, end) : unescape(key, position, end);
      if (components[i] == null) {
        return null;
      }
      position = end + literal.length();
    }
    return position == key.length() ? components : null;
  }

  /**
   * The name an exactly rendered component holds: the one the key continues with, followed by the
   * literal after the component (or ending the key). At most one matches, since none followed by
   * the literal is a prefix of another followed by it.
   */
  private static String exactAt(String key, int from, String[] names, String literal, boolean last) {
    for (String name : names) {
      if (key.startsWith(name, from) && (last
          ? from + name.length() == key.length()
          : key.startsWith(literal, from + name.length()))) {
        return name;
      }
    }
    return null;
  }

  /**
   * Whether names can be rendered without escapes before {@code literal}: no name followed by the
   * literal is a prefix of another followed by it, so a key (or a query prefix) of one name never
   * reads as another's. Before the end of the key ({@code literal} empty) any distinct names can.
   *
   * @param names the names, distinct
   * @param literal the literal after the component, empty when it ends the template
   * @return whether the names may be rendered exactly
   */
  static boolean exactlyRenderable(String[] names, String literal) {
    for (int a = 0; a < names.length; a++) {
      for (int b = 0; b < names.length; b++) {
        if (names[a].isEmpty() || a != b && (names[a].equals(names[b])
            || !literal.isEmpty() && (names[b] + literal).startsWith(names[a] + literal))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether component {@code i} renders {@code name} exactly: it is one of the names it was given. */
  boolean rendersExactly(int i, String name) {
    if (exact[i] == null) {
      return false;
    }
    for (String known : exact[i]) {
      if (known.equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** The literal after component {@code i}: empty when it ends the template. */
  String literalAfter(int i) {
    return literals[i + 1];
  }

  /**
   * This escaping with component {@code i} rendering {@code names} exactly.
   *
   * @param i the component
   * @param names the names, which {@link #exactlyRenderable} accepts
   * @return a new escaping
   */
  KeyEscaping withExact(int i, String[] names) {
    String[][] copy = exact.clone();
    copy[i] = names.clone();
    return new KeyEscaping(literals, copy, unescaped);
  }

  /** This escaping without escapes: text components are written as they are. */
  KeyEscaping unescaped() {
    return new KeyEscaping(literals, exact, true);
  }

  /** Whether text components are written without escapes. */
  boolean isUnescaped() {
    return unescaped;
  }

  /**
   * Finds where a component ends.
   *
   * @param key a rendered key
   * @param from where the component starts
   * @param c the character that ends it
   * @return the index of the first unescaped {@code c} at or after {@code from}, or -1
   */
  private static int find(String key, int from, char c) {
    for (int j = from; j < key.length(); j++) {
      char k = key.charAt(j);
      if (k == ESCAPE) {
        j++;
      } else if (k == c) {
        return j;
      }
    }
    return -1;
  }

  /**
   * Unescapes one component of a rendered key.
   *
   * @param key a rendered key
   * @param from where the component starts
   * @param to where it ends, exclusive
   * @return the unescaped text of {@code key[from, to)}, or null when it is not something {@link
   *     #escape} wrote: an escape at its end, or one before a character that is not a delimiter
   */
  private String unescape(String key, int from, int to) {
    int first = key.indexOf(ESCAPE, from);
    if (first < 0 || first >= to) {
      return key.substring(from, to);
    }
    StringBuilder text = new StringBuilder(to - from).append(key, from, first);
    for (int j = first; j < to; j++) {
      char c = key.charAt(j);
      if (c == ESCAPE) {
        // Refusing escapes that escape() never writes keeps decode the exact inverse of render:
        // no two keys decode to the same components.
        if (++j == to || !isDelimiter(key.charAt(j))) {
          return null;
        }
        c = key.charAt(j);
      }
      text.append(c);
    }
    return text.toString();
  }
}
