package dev.singletable.runtime.internal.key;

import static java.nio.charset.StandardCharsets.ISO_8859_1;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.IsoTime;
import dev.singletable.runtime.internal.codec.Limits;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * One key template ({@code AGGREGATE#${aggregateType}#${aggregateId}}) parsed once, then used to
 * render keys from components, to render query prefixes and to decode keys back to components.
 *
 * <p>Generated code encodes each component with the encoder of its type ({@link #text}, {@link
 * #padded}, {@link #instant}, ...) and passes the results to {@link #render}. Text components are
 * escaped: every character of the value that is in the template's <em>delimiter set</em> (each
 * character of the literal text that is not a letter or digit, plus the escape character {@code \};
 * halves of surrogate pairs are left out, so that no pair is ever split) is prefixed with {@code \}.
 * So a value never ends its component early, two different tuples never render the same key, a
 * prefix for {@code 12} never matches {@code 123}, and values without such characters render
 * exactly as the template reads ({@code user/test@example.com}). Typed components
 * have a fixed alphabet and are not escaped; an encoder refuses a value whose text would contain the
 * character that ends its component.
 *
 * <p>Instances are immutable and thread-safe. Nothing here uses regular expressions.
 */
public final class KeyTemplate {
  private static final char ESCAPE = '\\';
  private static final String[] NO_COMPONENTS = new String[0];
  private static final int NO_END = -1;

  private final String entity;
  private final String field;
  private final String template;
  /** {@code literals[i]} precedes component {@code i}; {@code literals[size]} ends the key. */
  private final String[] literals;
  private final String[] names;
  private final int literalLength;
  /** Indexed by character: whether a text component escapes it. */
  private final boolean[] delimiters;
  /** The first character of the literal after component {@code i}, or NO_END at the key's end. */
  private final int[] ends;
  /** The longest key DynamoDB takes for this template's attribute, in UTF-8 bytes. */
  private final int maxBytes;

  private KeyTemplate(String entity, String field, String template, String[] literals, String[] names, int maxBytes) {
    this.entity = entity;
    this.maxBytes = maxBytes;
    this.field = field;
    this.template = template;
    this.literals = literals;
    this.names = names;
    this.ends = new int[names.length];
    int length = 0;
    char highest = ESCAPE;
    for (int i = 0; i < literals.length; i++) {
      length += literals[i].length();
      for (int j = 0; j < literals[i].length(); j++) {
        highest = (char) Math.max(highest, literals[i].charAt(j));
      }
      if (i > 0) {
        ends[i - 1] = literals[i].isEmpty() ? NO_END : literals[i].charAt(0);
      }
    }
    this.literalLength = length;
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
  }

  /**
   * Parses a template. The processor has validated it already; this re-checks, so that a template
   * that could not decode never reaches a table.
   *
   * @param entity the entity name, for messages
   * @param field the key attribute the template renders ({@code "pk"}, {@code "gsi1sk"})
   * @param template literal text with {@code ${name}} placeholders
   * @return the parsed template
   * @throws IllegalArgumentException when the template is empty, has an unclosed or empty
   *     placeholder, a placeholder name that is not a Java identifier, adjacent placeholders, a
   *     placeholder followed by a letter, a digit or a character outside the Basic Multilingual
   *     Plane, or a backslash in its literal text
   */
  public static KeyTemplate parse(String entity, String field, String template) {
    return parse(entity, field, template, Limits.MAX_PARTITION_KEY_BYTES);
  }

  /**
   * Parses the template of a sort key: like {@link #parse}, but rendered keys are held to
   * DynamoDB's sort key limit of 1,024 UTF-8 bytes rather than the partition key's 2,048.
   *
   * @param entity the entity name, for messages
   * @param field the sort key attribute the template renders ({@code "sk"}, {@code "gsi1sk"})
   * @param template literal text with {@code ${name}} placeholders
   * @return the parsed template
   * @throws IllegalArgumentException as {@link #parse} does
   */
  public static KeyTemplate parseSortKey(String entity, String field, String template) {
    return parse(entity, field, template, Limits.MAX_SORT_KEY_BYTES);
  }

  private static KeyTemplate parse(String entity, String field, String template, int maxBytes) {
    Objects.requireNonNull(entity, "entity");
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(template, "template");
    if (template.isEmpty()) {
      throw malformed(entity, field, template, "is empty");
    }
    List<String> literals = new ArrayList<>();
    List<String> names = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (i < template.length()) {
      char c = template.charAt(i);
      if (c == '$' && template.startsWith("{", i + 1)) {
        int close = template.indexOf('}', i + 2);
        if (close < 0) {
          throw malformed(entity, field, template, "has an unclosed ${ at index " + i);
        }
        String name = template.substring(i + 2, close);
        if (!isIdentifier(name)) {
          throw malformed(entity, field, template, "has a placeholder that is not a Java identifier: ${" + name + "}");
        }
        if (!names.isEmpty() && literal.length() == 0) {
          throw malformed(entity, field, template, "has adjacent placeholders: nothing separates ${" + name + "} from the one before");
        }
        literals.add(literal.toString());
        literal.setLength(0);
        names.add(name);
        i = close + 1;
      } else {
        if (c == ESCAPE) {
          throw malformed(entity, field, template, "has a backslash in its literal text; it is the escape character of components");
        }
        literal.append(c);
        i++;
      }
    }
    literals.add(literal.toString());
    for (int k = 1; k < literals.size(); k++) {
      String after = literals.get(k);
      if (!after.isEmpty() && Character.isLetterOrDigit(after.charAt(0))) {
        throw malformed(entity, field, template, "ends ${" + names.get(k - 1) + "} with '" + after.charAt(0)
            + "': a component must be followed by the end of the template or by a character that is not a letter or digit");
      }
      if (!after.isEmpty() && Character.isSurrogate(after.charAt(0))) {
        throw malformed(entity, field, template, "ends ${" + names.get(k - 1)
            + "} with a character outside the Basic Multilingual Plane, which cannot be escaped");
      }
    }
    return new KeyTemplate(entity, field, template, literals.toArray(NO_COMPONENTS), names.toArray(NO_COMPONENTS), maxBytes);
  }

  /**
   * The entity the template belongs to.
   *
   * @return the entity name given to {@link #parse}
   */
  public String entity() {
    return entity;
  }

  /**
   * The key attribute the template renders.
   *
   * @return the field name given to {@link #parse}
   */
  public String field() {
    return field;
  }

  /**
   * The template text.
   *
   * @return the template given to {@link #parse}
   */
  public String template() {
    return template;
  }

  /**
   * The number of placeholders.
   *
   * @return how many components a key of this template has
   */
  public int size() {
    return names.length;
  }

  /**
   * The name of a placeholder.
   *
   * @param i the component's position, from 0
   * @return the record component the placeholder names
   */
  public String componentName(int i) {
    return names[i];
  }

  /**
   * Whether the template has no placeholders ({@code #METADATA}).
   *
   * @return true when every key of this template is the template itself
   */
  public boolean isConstant() {
    return names.length == 0;
  }

  /**
   * The literal text before the first placeholder: what every key of this template starts with.
   *
   * @return that text, the whole template when it is constant
   */
  public String constantPrefix() {
    return literals[0];
  }

  /**
   * The literal text before component {@code i}, or after the last component when {@code i} is
   * {@link #size()}: what sort-key ranges are bounded by.
   *
   * @param i from 0 to {@link #size()}
   * @return the literal, empty between a placeholder and the end of the template
   */
  public String literal(int i) {
    Objects.checkIndex(i, literals.length);
    return literals[i];
  }

  // ----- component encoders

  /**
   * Encodes a text component, escaping the template's delimiters.
   *
   * @param i the component's position
   * @param value the value
   * @return the value itself when it holds no delimiter, else the escaped value
   * @throws InvalidValueException when the value is null, or is not valid Unicode (an unpaired
   *     surrogate would reach DynamoDB as {@code ?}, and key like another value)
   */
  public String text(int i, String value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    long bytes = Limits.utf8(value);
    if (bytes < 0) {
      throw new InvalidValueException(entity, names[i], value, Limits.unpaired(value, (int) (-bytes - 1)));
    }
    return escape(value);
  }

  /**
   * Encodes an enum component by its name, escaped like text.
   *
   * @param i the component's position
   * @param value the constant
   * @return the escaped {@code name()}
   * @throws InvalidValueException when the value is null
   */
  public String text(int i, Enum<?> value) {
    return text(i, value == null ? null : value.name());
  }

  /**
   * Encodes an integral component as plain decimal. Note that plain numbers sort as text, not as
   * numbers; use {@link #padded} for sort keys.
   *
   * @param i the component's position
   * @param value the value
   * @return {@code Long.toString(value)}
   * @throws InvalidValueException when the value is negative and the template ends the component
   *     with {@code -}
   */
  public String integer(int i, long value) {
    return typed(i, Long.toString(value));
  }

  /**
   * Encodes a boxed integral component as plain decimal.
   *
   * @param i the component's position
   * @param value the value
   * @return the decimal text
   * @throws InvalidValueException when the value is null, or as {@link #integer(int, long)}
   */
  public String integer(int i, Long value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    return integer(i, value.longValue());
  }

  /**
   * Encodes a big integer component as plain decimal.
   *
   * @param i the component's position
   * @param value the value
   * @return the decimal text
   * @throws InvalidValueException when the value is null, or as {@link #integer(int, long)}
   */
  public String integer(int i, BigInteger value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    return typed(i, value.toString());
  }

  /**
   * Encodes an integral component zero-padded to a fixed width, so that text order is numeric order.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits ({@code @Padded})
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is negative or has more than {@code width} digits
   * @throws IllegalArgumentException when the width is not positive
   */
  public String padded(int i, long value, int width) {
    Objects.checkIndex(i, names.length);
    checkWidth(width);
    if (value < 0) {
      throw new InvalidValueException(entity, names[i], value, "negative values cannot be padded");
    }
    byte[] digits = new byte[width];
    long rest = value;
    for (int j = width - 1; j >= 0; j--) {
      digits[j] = (byte) ('0' + rest % 10);
      rest /= 10;
    }
    if (rest != 0) {
      throw tooWide(i, value, width);
    }
    return new String(digits, ISO_8859_1);
  }

  /**
   * Encodes a boxed integral component zero-padded to a fixed width.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, or as {@link #padded(int, long, int)}
   */
  public String padded(int i, Long value, int width) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    return padded(i, value.longValue(), width);
  }

  /**
   * Encodes a big integer component zero-padded to a fixed width.
   *
   * @param i the component's position
   * @param value the value
   * @param width the number of digits
   * @return exactly {@code width} digits
   * @throws InvalidValueException when the value is null, negative or wider than {@code width}
   */
  public String padded(int i, BigInteger value, int width) {
    Objects.checkIndex(i, names.length);
    checkWidth(width);
    if (value == null) {
      throw missing(i);
    }
    if (value.signum() < 0) {
      throw new InvalidValueException(entity, names[i], value, "negative values cannot be padded");
    }
    String digits = value.toString();
    if (digits.length() > width) {
      throw tooWide(i, value, width);
    }
    StringBuilder padded = new StringBuilder(width);
    for (int j = digits.length(); j < width; j++) {
      padded.append('0');
    }
    return padded.append(digits).toString();
  }

  /**
   * Encodes an instant as fixed-width UTC text, {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ}, always with
   * nine fraction digits, so that text order is time order.
   *
   * @param i the component's position
   * @param value the instant
   * @return 30 characters
   * @throws InvalidValueException when the value is null or its year is outside 0000..9999
   */
  public String instant(int i, Instant value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    if (!IsoTime.fits(value)) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.RANGE_PROBLEM);
    }
    return typed(i, IsoTime.format(value));
  }

  /**
   * Encodes a date as ISO {@code yyyy-MM-dd}.
   *
   * @param i the component's position
   * @param value the date
   * @return 10 characters
   * @throws InvalidValueException when the value is null or its year is outside 0000..9999
   */
  public String localDate(int i, LocalDate value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    if (!IsoTime.fits(value)) {
      throw new InvalidValueException(entity, names[i], value, IsoTime.RANGE_PROBLEM);
    }
    return typed(i, IsoTime.format(value));
  }

  /**
   * Encodes a UUID in its canonical lower-case text.
   *
   * @param i the component's position
   * @param value the UUID
   * @return {@code value.toString()}
   * @throws InvalidValueException when the value is null
   */
  public String uuid(int i, UUID value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    return typed(i, value.toString());
  }

  /**
   * Encodes a boolean component.
   *
   * @param i the component's position
   * @param value the value
   * @return {@code "true"} or {@code "false"}
   * @throws InvalidValueException when the value is null
   */
  public String bool(int i, Boolean value) {
    Objects.checkIndex(i, names.length);
    if (value == null) {
      throw missing(i);
    }
    return typed(i, value ? "true" : "false");
  }

  // ----- rendering

  /**
   * Renders a constant template.
   *
   * @return the template text
   * @throws IllegalArgumentException when the template has placeholders
   */
  public String render() {
    checkArity(0);
    return literals[0];
  }

  /**
   * Renders a key of one component.
   *
   * @param c0 the encoded component
   * @return the key
   * @throws IllegalArgumentException when the template does not have exactly one placeholder
   * @throws InvalidValueException when the component is null
   */
  public String render(String c0) {
    checkArity(1);
    return checked(new StringBuilder(literalLength + length(0, c0))
        .append(literals[0]).append(c0).append(literals[1]).toString());
  }

  /**
   * Renders a key of two components.
   *
   * @param c0 the first encoded component
   * @param c1 the second encoded component
   * @return the key
   * @throws IllegalArgumentException when the template does not have exactly two placeholders
   * @throws InvalidValueException when a component is null
   */
  public String render(String c0, String c1) {
    checkArity(2);
    return checked(new StringBuilder(literalLength + length(0, c0) + length(1, c1))
        .append(literals[0]).append(c0).append(literals[1]).append(c1).append(literals[2]).toString());
  }

  /**
   * Renders a key of three components.
   *
   * @param c0 the first encoded component
   * @param c1 the second encoded component
   * @param c2 the third encoded component
   * @return the key
   * @throws IllegalArgumentException when the template does not have exactly three placeholders
   * @throws InvalidValueException when a component is null
   */
  public String render(String c0, String c1, String c2) {
    checkArity(3);
    return checked(new StringBuilder(literalLength + length(0, c0) + length(1, c1) + length(2, c2))
        .append(literals[0]).append(c0).append(literals[1]).append(c1).append(literals[2]).append(c2)
        .append(literals[3]).toString());
  }

  /**
   * Renders a key of any number of components.
   *
   * @param components the encoded components, in template order
   * @return the key
   * @throws IllegalArgumentException when the count differs from {@link #size()}
   * @throws InvalidValueException when a component is null
   */
  public String render(String... components) {
    checkArity(components.length);
    return checked(join(components));
  }

  /**
   * Renders the prefix of every key whose first components are the given ones: the literal text up
   * to and including the literal that follows the last given component. Because that literal starts
   * with a delimiter that components escape, a prefix for {@code 12} never matches a key for {@code
   * 123}. Given every component of a template that ends in a placeholder, the prefix is the whole
   * key, and only equality (not {@code begins_with}) tells {@code 12} from {@code 123}.
   *
   * @param firstComponents the first encoded components, in template order; none gives {@link
   *     #constantPrefix()}
   * @return the prefix
   * @throws IllegalArgumentException when more components are given than the template has
   * @throws InvalidValueException when a component is null
   */
  public String prefix(String... firstComponents) {
    if (firstComponents.length > names.length) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template + " has " + names.length
          + " components, " + firstComponents.length + " given for a prefix");
    }
    String prefix = join(firstComponents);
    checkSize(prefix);
    return prefix;
  }

  // ----- decoding

  /**
   * Splits a rendered key into its components and unescapes them. Each component ends at the first
   * unescaped occurrence of the first character of the literal after it, and that whole literal must
   * follow. An escape that {@link #text} never writes is refused; an unescaped delimiter inside a
   * component is accepted, because typed components (an instant's {@code -} and {@code :}) are not
   * escaped.
   *
   * @param key a key rendered by this template
   * @return the components' texts in template order, ready for the typed parsers
   * @throws InvalidValueException (entity, field, key) when the key does not match the template
   */
  public String[] decode(String key) {
    if (key == null || !key.startsWith(literals[0])) {
      throw mismatch(key);
    }
    if (names.length == 0) {
      if (key.length() != literals[0].length()) {
        throw mismatch(key);
      }
      return NO_COMPONENTS;
    }
    String[] components = new String[names.length];
    int position = literals[0].length();
    for (int i = 0; i < names.length; i++) {
      String literal = literals[i + 1];
      int end = ends[i] == NO_END ? key.length() : find(key, position, (char) ends[i]);
      if (end < 0 || !key.startsWith(literal, end)) {
        throw mismatch(key);
      }
      components[i] = unescape(key, position, end);
      if (components[i] == null) {
        throw mismatch(key);
      }
      position = end + literal.length();
    }
    if (position != key.length()) {
      throw mismatch(key);
    }
    return components;
  }

  /**
   * Parses a decoded integral component ({@link #integer} or {@link #padded}).
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal long
   */
  public static long parseLong(String s) {
    return Long.parseLong(s);
  }

  /**
   * Parses a decoded {@code int} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal int
   */
  public static int parseInt(String s) {
    return Integer.parseInt(s);
  }

  /**
   * Parses a decoded {@code short} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal short
   */
  public static short parseShort(String s) {
    return Short.parseShort(s);
  }

  /**
   * Parses a decoded {@code byte} component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal byte
   */
  public static byte parseByte(String s) {
    return Byte.parseByte(s);
  }

  /**
   * Parses a decoded big integer component.
   *
   * @param s the component text
   * @return the value
   * @throws NumberFormatException when the text is not a decimal integer
   */
  public static BigInteger parseBigInteger(String s) {
    if (s == null) {
      throw new NumberFormatException("null is not an integer");
    }
    return new BigInteger(s);
  }

  /**
   * Parses a decoded instant component; only the fixed-width form {@link #instant} writes is read.
   *
   * @param s the component text
   * @return the instant
   * @throws IllegalArgumentException when the text is not {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ}
   */
  public static Instant parseInstant(String s) {
    return IsoTime.parseInstant(s);
  }

  /**
   * Parses a decoded date component.
   *
   * @param s the component text
   * @return the date
   * @throws IllegalArgumentException when the text is not {@code yyyy-MM-dd}
   */
  public static LocalDate parseLocalDate(String s) {
    return IsoTime.parseLocalDate(s);
  }

  /**
   * Parses a decoded UUID component.
   *
   * @param s the component text
   * @return the UUID
   * @throws IllegalArgumentException when the text is not a 36-character UUID
   */
  public static UUID parseUuid(String s) {
    return Codecs.parseUuid(s);
  }

  /**
   * Parses a decoded boolean component; unlike {@link Boolean#parseBoolean}, anything but the two
   * texts {@link #bool} writes is refused rather than read as false.
   *
   * @param s the component text
   * @return the value
   * @throws IllegalArgumentException when the text is neither {@code true} nor {@code false}
   */
  public static boolean parseBoolean(String s) {
    if ("true".equals(s)) {
      return true;
    }
    if ("false".equals(s)) {
      return false;
    }
    throw new IllegalArgumentException("not a boolean: " + s);
  }

  /**
   * The template text, for logs.
   *
   * @return the template
   */
  @Override
  public String toString() {
    return template;
  }

  // ----- internals

  private String escape(String value) {
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

  private boolean isDelimiter(char c) {
    return c < delimiters.length && delimiters[c];
  }

  /** The index of the first unescaped {@code c} at or after {@code from}, or -1. */
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

  /** The unescaped text of {@code key[from, to)}, or null when it is not something escape wrote. */
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

  private String join(String[] components) {
    int count = components.length;
    int length = literals[count].length();
    for (int i = 0; i < count; i++) {
      length += literals[i].length() + length(i, components[i]);
    }
    StringBuilder key = new StringBuilder(length);
    for (int i = 0; i < count; i++) {
      key.append(literals[i]).append(components[i]);
    }
    return key.append(literals[count]).toString();
  }

  /**
   * Refuses a rendered key DynamoDB would refuse after the request was sent: an empty one (a
   * template of only {@code ${x}} given an empty {@code x}) and one longer than the attribute's
   * limit. Values that cannot reach these limits cost one comparison.
   */
  private String checked(String key) {
    if (key.isEmpty()) {
      throw new InvalidValueException(entity, field, key, "is empty: every component of template " + template
          + " is empty, and DynamoDB refuses an empty key");
    }
    checkSize(key);
    return key;
  }

  private void checkSize(String key) {
    // A UTF-16 char is at most 3 UTF-8 bytes (a surrogate pair 4 for 2 chars): short keys need no count.
    if (key.length() * 3 > maxBytes) {
      long bytes = Limits.utf8(key);
      if (bytes > maxBytes) {
        throw new InvalidValueException(entity, field, key, "is " + bytes + " bytes in UTF-8; DynamoDB takes at most "
            + maxBytes + " for a " + (maxBytes == Limits.MAX_SORT_KEY_BYTES ? "sort" : "partition") + " key");
      }
    }
  }

  /** Refuses a typed text that contains the character ending its component: it would not decode. */
  private String typed(int i, String text) {
    int end = ends[i];
    if (end != NO_END && text.indexOf(end) >= 0) {
      throw new InvalidValueException(entity, names[i], text, "contains '" + (char) end
          + "', which ends this component in template " + template + "; the key would not decode");
    }
    return text;
  }

  private int length(int i, String component) {
    if (component == null) {
      throw missing(i);
    }
    return component.length();
  }

  private void checkArity(int count) {
    if (count != names.length) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template + " has " + names.length
          + " components, " + count + " given");
    }
  }

  private static void checkWidth(int width) {
    if (width < 1) {
      throw new IllegalArgumentException("padding width must be positive: " + width);
    }
  }

  private InvalidValueException missing(int i) {
    return new InvalidValueException(entity, names[i], null, "a key component cannot be null");
  }

  private InvalidValueException tooWide(int i, Object value, int width) {
    return new InvalidValueException(entity, names[i], value, "is wider than " + width + " digits");
  }

  private InvalidValueException mismatch(String key) {
    return new InvalidValueException(entity, field, key, "is not a key of template " + template);
  }

  private static IllegalArgumentException malformed(String entity, String field, String template, String problem) {
    return new IllegalArgumentException(entity + "." + field + ": template \"" + template + "\" " + problem);
  }

  private static boolean isIdentifier(String name) {
    if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
      return false;
    }
    for (int j = 1; j < name.length(); j++) {
      if (!Character.isJavaIdentifierPart(name.charAt(j))) {
        return false;
      }
    }
    return true;
  }
}
