package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders one template's keys and query prefixes from encoded components: the literals with the
 * components between them, held to what DynamoDB takes for the key attribute. A key DynamoDB would
 * refuse after the request was sent (an empty one, or one longer than the attribute's limit) is
 * refused here, naming the entity, the attribute and the key.
 *
 * <p>The fixed arities spare generated code a varargs array per key. Instances are immutable and
 * thread-safe.
 */
final class KeyRenderer {
  private final String entity;
  private final String field;
  private final String template;
  /** {@code literals[i]} precedes component {@code i}; {@code literals[size]} ends the key. */
  private final String[] literals;
  private final String[] names;
  private final int literalLength;
  /** The longest key DynamoDB takes for the template's attribute, in UTF-8 bytes. */
  private final int maxBytes;
  /** The UTF-8 bytes of the literals together; -1 when one is not valid Unicode. */
  private final long literalBytes;
  /** A constant template's key as stored; null for a template with placeholders. */
  private final AttributeValue constant;

  /**
   * The renderer of a parsed template.
   *
   * @param entity the entity name, for messages
   * @param field the key attribute, for messages
   * @param template the template text, for messages
   * @param literals the literal before each component, then the one that ends the key
   * @param names the placeholder names, in template order
   * @param maxBytes the longest key DynamoDB takes for the attribute, in UTF-8 bytes
   */
  KeyRenderer(String entity, String field, String template, String[] literals, String[] names, int maxBytes) {
    this.entity = entity;
    this.field = field;
    this.template = template;
    this.literals = literals;
    this.names = names;
    this.maxBytes = maxBytes;
    int length = 0;
    for (String literal : literals) {
      length += literal.length();
    }
    this.literalLength = length;
    long bytes = 0;
    for (String literal : literals) {
      long literalUtf8 = Limits.utf8(literal);
      bytes = bytes < 0 || literalUtf8 < 0 ? -1 : bytes + literalUtf8;
    }
    this.literalBytes = bytes;
    this.constant = names.length == 0 ? AttributeValue.createS(literals[0]) : null;
  }

  /**
   * Renders a constant template.
   *
   * @return the template text
   * @throws IllegalArgumentException when the template has placeholders
   */
  String render() {
    checkArity(0);
    return literals[0];
  }

  /**
   * Renders a key of one component.
   *
   * @param c0 the encoded component
   * @return the key
   * @throws IllegalArgumentException when the template does not have exactly one placeholder
   * @throws InvalidValueException as {@link #render(String...)}
   */
  String render(String c0) {
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
   * @throws InvalidValueException as {@link #render(String...)}
   */
  String render(String c0, String c1) {
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
   * @throws InvalidValueException as {@link #render(String...)}
   */
  String render(String c0, String c1, String c2) {
    checkArity(3);
    return checked(new StringBuilder(literalLength + length(0, c0) + length(1, c1) + length(2, c2))
        .append(literals[0]).append(c0).append(literals[1]).append(c1).append(literals[2]).append(c2)
        .append(literals[3]).toString());
  }

  /**
   * {@link #render(String)} of a text component's value that is its own escaped form (no delimiter,
   * no surrogate: one pass over it, which {@link KeyEscaping#plain} makes), by concatenation rather
   * than through a builder: what most keys hold. Null where that pass does not decide (a null value,
   * a delimiter, a surrogate, an unescaped template, another arity): the caller then encodes the
   * value and renders it, which escapes or refuses it.
   *
   * @param value the component's value
   * @param escaping the template's escaping
   * @return the key, checked as {@link #render(String)} checks it; or null
   */
  String renderPlain(String value, KeyEscaping escaping) {
    if (names.length != 1 || value == null || !escaping.plain(value)) {
      return null;
    }
    return checked(joined(value));
  }

  /** {@link #renderPlain(String, KeyEscaping)} for a template of two text components. */
  String renderPlain(String c0, String c1, KeyEscaping escaping) {
    if (names.length != 2 || c0 == null || c1 == null || !escaping.plain(c0) || !escaping.plain(c1)) {
      return null;
    }
    return checked(joined(c0, c1));
  }

  /** The key of a one-component template whose value is its own escaped form, by concatenation. */
  private String joined(String value) {
    String key = literals[0].concat(value);
    return literals[1].isEmpty() ? key : key.concat(literals[1]);
  }

  /** The key of a two-component template whose values are their own escaped forms. */
  private String joined(String c0, String c1) {
    return new StringBuilder(literalLength + c0.length() + c1.length())
        .append(literals[0]).append(c0).append(literals[1]).append(c1).append(literals[2]).toString();
  }

  /**
   * Puts a constant template's key into an item, as {@code Items.putString} puts {@link #render()},
   * with the UTF-8 bytes of the text counted once, when the template was made.
   *
   * @param item the item being built
   * @param nameBytes the UTF-8 length of the key attribute's name
   * @return the attribute's size, name and value; -1, having put nothing, when the text is not valid
   *     Unicode, for the caller to put and refuse it as {@code Items.putString} does
   */
  long putConstant(Map<String, AttributeValue> item, int nameBytes) {
    checkArity(0);
    if (literalBytes < 0) {
      return -1;
    }
    item.put(field, constant);
    return nameBytes + literalBytes;
  }

  /**
   * Puts {@link #renderPlain(String, KeyEscaping)}'s key into an item with its size, as {@code
   * Items.putString} puts it, counting the value's UTF-8 bytes in the pass that finds it plain
   * rather than scanning the key again: the literals' bytes are counted once, when the template was
   * made. Refuses the key as {@link #render(String)} does (empty, longer than the attribute takes).
   *
   * @param item the item being built
   * @param nameBytes the UTF-8 length of the key attribute's name
   * @param value the component's value
   * @param escaping the template's escaping
   * @return the attribute's size, name and value; -1, having put nothing, where {@code renderPlain}
   *     would return null, or a literal is not valid Unicode
   */
  long putPlain(Map<String, AttributeValue> item, int nameBytes, String value, KeyEscaping escaping) {
    if (names.length != 1 || value == null || literalBytes < 0) {
      return -1;
    }
    int valueBytes = escaping.plainUtf8(value);
    if (valueBytes < 0) {
      return -1;
    }
    return put(item, nameBytes, joined(value), literalBytes + valueBytes);
  }

  /** {@link #putPlain(Map, int, String, KeyEscaping)} for a template of two text components. */
  long putPlain(Map<String, AttributeValue> item, int nameBytes, String c0, String c1, KeyEscaping escaping) {
    if (names.length != 2 || c0 == null || c1 == null || literalBytes < 0) {
      return -1;
    }
    int bytes0 = escaping.plainUtf8(c0);
    int bytes1 = bytes0 < 0 ? -1 : escaping.plainUtf8(c1);
    if (bytes1 < 0) {
      return -1;
    }
    return put(item, nameBytes, joined(c0, c1), literalBytes + bytes0 + bytes1);
  }

  /** Puts a key of {@code bytes} UTF-8 bytes, valid Unicode, after {@link #checked(String)}'s checks. */
  private long put(Map<String, AttributeValue> item, int nameBytes, String key, long bytes) {
    if (key.isEmpty()) {
      checked(key);
    }
    if (bytes > maxBytes) {
      throw tooLong(key, bytes);
    }
    item.put(field, AttributeValue.createS(key));
    return nameBytes + bytes;
  }

  /**
   * Renders a key of any number of components.
   *
   * @param components the encoded components, in template order
   * @return the key
   * @throws IllegalArgumentException when the count differs from the template's placeholders
   * @throws InvalidValueException when a component is null, or the key is empty or longer than
   *     DynamoDB takes for the attribute
   */
  String render(String... components) {
    checkArity(components.length);
    return checked(join(components));
  }

  /**
   * Renders the literal text up to and including the literal that follows the last given component.
   *
   * @param firstComponents the first encoded components, in template order
   * @return the prefix, which may be empty
   * @throws IllegalArgumentException when more components are given than the template has
   * @throws InvalidValueException when a component is null, or the prefix is longer than DynamoDB
   *     takes for the attribute
   */
  /**
   * Whether {@code key} is the key these encoded components render, compared in place: the same
   * answer as {@code render(c0).equals(key)} without building the key.
   *
   * @throws InvalidValueException when a component is null, as {@link #render(String)} does
   */
  boolean renders(String key, String c0) {
    checkArity(1);
    if (key.length() != literalLength + length(0, c0)) {
      return false;
    }
    int at = holds(key, 0, literals[0]);
    at = holds(key, at, c0);
    return at >= 0 && holds(key, at, literals[1]) >= 0;
  }

  /** {@link #renders(String, String)} for a constant template. */
  boolean renders(String key) {
    checkArity(0);
    return key.equals(literals[0]);
  }

  /** {@link #renders(String, String)} for two components. */
  boolean renders(String key, String c0, String c1) {
    checkArity(2);
    if (key.length() != literalLength + length(0, c0) + length(1, c1)) {
      return false;
    }
    int at = holds(key, 0, literals[0]);
    at = holds(key, at, c0);
    at = holds(key, at, literals[1]);
    at = holds(key, at, c1);
    return at >= 0 && holds(key, at, literals[2]) >= 0;
  }

  /** {@link #renders(String, String)} for any number of components. */
  boolean renders(String key, String... components) {
    checkArity(components.length);
    int length = literalLength;
    for (int i = 0; i < components.length; i++) {
      length += length(i, components[i]);
    }
    if (key.length() != length) {
      return false;
    }
    int at = 0;
    for (int i = 0; i < components.length; i++) {
      at = holds(key, holds(key, at, literals[i]), components[i]);
    }
    return at >= 0 && holds(key, at, literals[components.length]) >= 0;
  }

  /**
   * {@link #renders(String, String)} for a template of one text component, given the component's
   * value rather than its escaped text: the stored key is walked against the value, escapes and
   * all, so that nothing is encoded or copied. False also where this comparison does not decide
   * (a null value, a surrogate, an unescaped template): the caller then encodes the value, which
   * refuses what no key holds, and compares that.
   */
  boolean rendersText(String key, String value, KeyEscaping escaping) {
    if (names.length != 1 || value == null) {
      return false;
    }
    String head = literals[0];
    int limit = key.length() - literals[1].length();
    if (limit < head.length() || holds(key, 0, head) < 0) {
      return false;
    }
    int at = escaping.holdsText(key, head.length(), limit, value);
    return at == limit && holds(key, at, literals[1]) >= 0;
  }

  /** {@link #rendersText(String, String, KeyEscaping)} for a template of two text components. */
  boolean rendersText(String key, String c0, String c1, KeyEscaping escaping) {
    if (names.length != 2 || c0 == null || c1 == null) {
      return false;
    }
    int end = key.length() - literals[2].length();
    int at = within(key, 0, literals[0], end);
    at = at < 0 ? -1 : escaping.holdsText(key, at, end, c0);
    at = within(key, at, literals[1], end);
    at = at < 0 ? -1 : escaping.holdsText(key, at, end, c1);
    return at == end && holds(key, at, literals[2]) >= 0;
  }

  /** {@link #holds} for a part that must end by {@code limit}, which the key's length bounds. */
  private static int within(String key, int at, String part, int limit) {
    return at < 0 || at + part.length() > limit ? -1 : holds(key, at, part);
  }

  /**
   * {@link #renders(String, String)} for a template of one component zero-padded to {@code width}
   * digits, given the number: its digits are compared with the stored key from the right, without
   * writing them. False also for a value the encoder refuses (negative, too wide) or a width that is
   * not positive, for the caller to encode it and fail as the encoder does.
   */
  boolean rendersPadded(String key, long value, int width) {
    if (names.length != 1) {
      return false;
    }
    String head = literals[0];
    if (width < 1 || key.length() != head.length() + width + literals[1].length() || holds(key, 0, head) < 0) {
      return false;
    }
    return ComponentFormats.holdsPadded(key, head.length(), value, width) && holds(key, head.length() + width,
        literals[1]) >= 0;
  }

  /**
   * Where the walk of a stored key against a record's components starts: after the literal before
   * the first component. Each step of the walk ({@link #walkLiteral}) compares a component's text in
   * place and then the literal after it; the key is the one the components render when the last
   * step ends where the key does ({@link #walked}).
   *
   * @param key the stored key, null when not of the template's type
   * @return the index of the first component, or -1 when the key does not start with the literal
   */
  int walkStart(String key) {
    return key == null ? -1 : follows(key, 0, literals[0]);
  }

  /**
   * The step after component {@code i}: where the literal that follows it ends in the key, from
   * where the component's text ended.
   *
   * @param key the stored key
   * @param at where component {@code i} ended, or -1 when it did not match
   * @param i the component
   * @return the index after the literal, or -1
   */
  int walkLiteral(String key, int at, int i) {
    return follows(key, at, literals[i + 1]);
  }

  /**
   * Whether a walk ended where the key does: the key is exactly the one the components render.
   *
   * @param key the stored key, null when not of the template's type
   * @param at where the walk's last step ended, or -1
   */
  boolean walked(String key, int at) {
    return at >= 0 && key != null && at == key.length();
  }

  /** {@link #holds} for a key whose length has not been checked: -1 when the part would pass its end. */
  private static int follows(String key, int at, String part) {
    return at < 0 || at + part.length() > key.length() ? -1 : holds(key, at, part);
  }

  /**
   * Where {@code part} ends in {@code key} when the key holds it at {@code at}, else -1 (and -1 for
   * an {@code at} of -1, so that calls chain). The caller has checked the key's length, so that no
   * index passes its end. A loop of {@code charAt} rather than {@code startsWith}, which the JIT
   * compiles in place for the short texts of keys.
   */
  private static int holds(String key, int at, String part) {
    if (at < 0) {
      return -1;
    }
    int n = part.length();
    for (int i = 0; i < n; i++) {
      if (key.charAt(at + i) != part.charAt(i)) {
        return -1;
      }
    }
    return at + n;
  }

  String prefix(String... firstComponents) {
    if (firstComponents.length > names.length) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template + " has " + names.length
          + " components, " + firstComponents.length + " given for a prefix");
    }
    String prefix = join(firstComponents);
    checkSize(prefix);
    return prefix;
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
   * Refuses an empty key (a template of only {@code ${x}} given an empty {@code x}) and one longer
   * than the attribute's limit. Values that cannot reach these limits cost one comparison.
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
        throw tooLong(key, bytes);
      }
    }
  }

  private InvalidValueException tooLong(String key, long bytes) {
    return new InvalidValueException(entity, field, key, "is " + bytes + " bytes in UTF-8; DynamoDB takes at most "
        + maxBytes + " for a " + (maxBytes == Limits.MAX_SORT_KEY_BYTES ? "sort" : "partition") + " key");
  }

  private int length(int i, String component) {
    if (component == null) {
      throw ComponentEncoders.missing(entity, names[i]);
    }
    return component.length();
  }

  private void checkArity(int count) {
    if (count != names.length) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template + " has " + names.length
          + " components, " + count + " given");
    }
  }
}
