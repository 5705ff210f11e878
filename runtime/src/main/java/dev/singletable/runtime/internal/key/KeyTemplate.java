package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.IsoTime;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.codec.Limits;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One key template ({@code AGGREGATE#${aggregateType}#${aggregateId}}) parsed once, then used to
 * render keys from components, to render query prefixes and to decode keys back to components.
 *
 * <p>Generated code encodes each component with the encoder of its type ({@link #text}, {@link
 * #padded}, {@link #instant}, ...) and passes the results to {@link #render}. Text components are
 * escaped, so that a value never ends its component early, two different tuples never render the
 * same key and a prefix for {@code 12} never matches {@code 123}; values without delimiters render
 * exactly as the template reads ({@code user/test@example.com}). Typed components have a fixed
 * alphabet and are not escaped; an encoder refuses a value whose text would contain the character
 * that ends its component.
 *
 * <p>This class is the face generated code calls, and keeps every method it has called; the work
 * is done beside it. {@link KeyTemplateParser} reads the template, {@link ComponentEncoders} check
 * and write components, {@link KeyRenderer} puts them between the literals and holds keys to
 * DynamoDB's size limits, {@link KeyEscaping} defines the delimiter set and splits keys back into
 * components, {@link ComponentFormats} holds the texts of typed components and their parsers (which
 * {@link KeyComponents} calls to decode), and {@link KeyStorage} says how keys are stored.
 * Instances are immutable and thread-safe; nothing uses regular expressions.
 */
public final class KeyTemplate {
  private final String entity;
  private final String field;
  private final String template;
  /** {@code literals[i]} precedes component {@code i}; {@code literals[size]} ends the key. */
  private final String[] literals;
  private final String[] names;
  private final ComponentEncoders encoders;
  private final KeyRenderer renderer;
  private final KeyEscaping escaping;
  private final int maxBytes;
  /** How the key is stored: a string, a number or binary. */
  private final KeyStorage storage;
  /** The texts an enum component's constants are stored as, by position and ordinal; null where stored by name. */
  private final String[][] storedTexts;
  /** How text components are cased when rendered and compared. */
  private final TextCasing casing;
  /** Whether keys may hold only their first components, as ElectroDB writes them ({@link #partial()}). */
  private final boolean partial;

  KeyTemplate(String entity, String field, String template, String[] literals, String[] names, int maxBytes) {
    this(entity, field, template, literals, names, maxBytes, new KeyEscaping(literals), KeyStorage.STRING,
        new String[names.length][], TextCasing.NONE, false);
  }

  private KeyTemplate(String entity, String field, String template, String[] literals, String[] names, int maxBytes,
      KeyEscaping escaping, KeyStorage storage, String[][] storedTexts, TextCasing casing, boolean partial) {
    this.casing = casing;
    this.partial = partial;
    this.storage = storage;
    this.storedTexts = storedTexts;
    this.entity = entity;
    this.field = field;
    this.template = template;
    this.literals = literals;
    this.names = names;
    this.maxBytes = maxBytes;
    this.escaping = escaping;
    this.encoders = new ComponentEncoders(entity, field, template, names, escaping, storedTexts, casing);
    this.renderer = new KeyRenderer(entity, field, template, literals, names, maxBytes);
  }

  /**
   * This template with component {@code i} rendering the given names (an enum's constants) without
   * escapes: {@code MAIN_CONTENT_V2}, not {@code MAIN\_CONTENT_V2}. Keys stay unambiguous because no
   * name followed by the literal after the component is a prefix of another name followed by it, so
   * two tuples never render the same key and a query prefix of one name never matches another; the
   * processor proves it, and this re-checks.
   *
   * @param i the component's position
   * @param constants the names the component can hold, distinct and not empty; folded to the template's
   *     case when it has one ({@link #lowerCase()}, {@link #upperCase()}), which must be called first
   * @return a new template; {@link #exact(int, Enum)} encodes the component
   * @throws IllegalArgumentException when a name followed by the literal is a prefix of another
   *     followed by it
   */
  public KeyTemplate exact(int i, String... constants) {
    Objects.checkIndex(i, names.length);
    constants = casing.fold(constants);
    if (!KeyEscaping.exactlyRenderable(constants, escaping.literalAfter(i))) {
      throw new IllegalArgumentException(entity + "." + field + ": the names of " + names[i] + " in template "
          + template + " cannot be rendered without escapes: one followed by \"" + escaping.literalAfter(i)
          + "\" starts another");
    }
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping.withExact(i, constants),
        KeyStorage.STRING, storedTexts, casing, partial);
  }

  /**
   * This template, one placeholder and nothing else ({@code "${genreName}"}), as the key attribute
   * that is its component's own attribute: a text component is written as it is, without escapes,
   * so that the key is exactly the value the attribute holds ({@code Drum\Bass}, not {@code
   * Drum\\Bass}), as another tool indexing a plain attribute stores it. With no literal text in the
   * template no value can end early or be confused with another, and a key decodes back whole.
   *
   * @return a new template
   * @throws IllegalArgumentException when the template is not a single placeholder
   */
  public KeyTemplate componentAttribute() {
    if (names.length != 1 || !literals[0].isEmpty() || !literals[1].isEmpty()) {
      throw new IllegalArgumentException(entity + "." + field + ": template " + template
          + " is not a single placeholder, so its key cannot be the component's attribute itself");
    }
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping.unescaped(), storage,
        storedTexts, casing, partial);
  }

  /**
   * This template with its text components written as they are, without escapes: how other tools
   * store keys (Tempest's {@code TRACK_x_y}, ElectroDB's {@code #} inside a value), for entities that
   * declare {@code @Entity(unescapedKeys = true)}. A component followed by literal text cannot hold
   * the literal's first character, which ends it when a key is split back: {@link #text} refuses such
   * a value; the last component of a template that ends in a placeholder holds anything. Keys decode
   * by ending each component at the first occurrence of that character. Two accepted tuples still
   * never render the same key, and a query prefix for {@code 12} never matches {@code 123}.
   *
   * @return a new template; the other modifiers ({@link #exact}, {@link #storedTexts}) keep it
   */
  public KeyTemplate unescaped() {
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping.unescaped(), storage,
        storedTexts, casing, partial);
  }

  /**
   * This template with its text and enum components folded to lower case ({@link Locale#ROOT}) when
   * keys are rendered, checked and queried, as ElectroDB stores key values by default (a key declaring
   * {@code casing = KeyCasing.LOWER}): {@code Stephen} renders {@code stephen}, so a record whose
   * attribute holds {@code Stephen} matches a key holding {@code stephen}, and a key decodes to the
   * folded text. Literal text and typed components are rendered as before. Call it before {@link
   * #exact(int, String...)}, which folds the names it is given.
   *
   * @return a new template
   */
  public KeyTemplate lowerCase() {
    return cased(TextCasing.LOWER);
  }

  /**
   * This template with its text and enum components folded to upper case ({@link Locale#ROOT}); see
   * {@link #lowerCase()}.
   *
   * @return a new template
   */
  public KeyTemplate upperCase() {
    return cased(TextCasing.UPPER);
  }

  private KeyTemplate cased(TextCasing folding) {
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping, storage, storedTexts,
        folding, partial);
  }

  /**
   * This template with keys that may hold only their first components, as ElectroDB writes an index
   * key whose parts are not all present ({@code @Gsi(partialKeys = true)}): {@link #renderPartial}
   * writes the literal text up to the first absent component ({@code $library#memberid_} for a copy
   * on the shelf), and {@link #decode} reads such a key back with null for each absent component.
   * An empty text would render as an absent one, so {@link #renderPartial} refuses it.
   *
   * @return a new template
   */
  public KeyTemplate partial() {
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping, storage, storedTexts,
        casing, true);
  }

  /**
   * Renders a key of a {@link #partial()} template from its encoded components, null where absent:
   * the whole key when every one is present, else the literal text and components before the first
   * absent one and the literal that precedes it, and nothing after (ElectroDB's rule).
   *
   * @param components the encoded components, in template order; null where absent
   * @return the key
   * @throws InvalidValueException when a component is empty (it would read back as absent)
   */
  public String renderPartial(String... components) {
    StringBuilder key = new StringBuilder(literals[0]);
    for (int i = 0; i < names.length; i++) {
      if (components[i] == null) {
        return key.toString();
      }
      if (components[i].isEmpty()) {
        throw new InvalidValueException(entity, names[i], "", "is empty, and key " + field + " = \"" + template
            + "\" is written with only the components present (partialKeys), so an empty value would read back as"
            + " absent; give it a value or null");
      }
      key.append(components[i]).append(literals[i + 1]);
    }
    return renderer.render(components);
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
    return KeyTemplateParser.parse(entity, field, template, Limits.MAX_PARTITION_KEY_BYTES);
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
    return KeyTemplateParser.parse(entity, field, template, Limits.MAX_SORT_KEY_BYTES);
  }

  /**
   * This template with its keys stored as native numbers (DynamoDB type N): the template must be one
   * placeholder of a whole number and nothing else, rendered with {@link #integer}. Keys then sort
   * by numeric value, negatives first.
   *
   * @return a new template
   * @throws IllegalArgumentException when the template is not a single placeholder
   */
  public KeyTemplate numeric() {
    return stored(KeyStorage.NUMBER);
  }

  /**
   * This template with its keys stored as binary (DynamoDB type B): the template must be one
   * placeholder of a {@code byte[]} and nothing else, rendered with {@link #binary}, which gives
   * the bytes in Base64 for the key builders; the stored key is the bytes themselves. Keys then
   * sort by unsigned bytes.
   *
   * @return a new template
   * @throws IllegalArgumentException when the template is not a single placeholder
   */
  public KeyTemplate binary() {
    return stored(KeyStorage.BINARY);
  }

  private KeyTemplate stored(KeyStorage storedType) {
    storedType.requireSinglePlaceholder(entity, field, template, names, literals);
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping, storedType, storedTexts,
        casing, partial);
  }

  /**
   * This template with enum component {@code i} rendering each constant as the text it is stored as
   * ({@code @StoredAs}), given by ordinal, instead of its name: {@link #text(int, Enum)} escapes that
   * text, {@link #exact(int, Enum)} writes it as it is (then {@link #exact(int, String...)} is given
   * the same texts). Keys decode to the stored text, which the attribute's codec reads back.
   *
   * @param i the component's position
   * @param texts the stored text of each constant, in ordinal order
   * @return a new template
   */
  public KeyTemplate storedTexts(int i, String... texts) {
    Objects.checkIndex(i, names.length);
    String[][] next = storedTexts.clone();
    next[i] = texts.clone();
    return new KeyTemplate(entity, field, template, literals, names, maxBytes, escaping, storage, next, casing, partial);
  }

  /** Whether keys of this template are stored as numbers (N) rather than strings (S). */
  public boolean isNumber() {
    return storage == KeyStorage.NUMBER;
  }

  /** Whether keys of this template are stored as binary (B). */
  public boolean isBinary() {
    return storage == KeyStorage.BINARY;
  }

  // ----- how keys are stored, in KeyStorage

  /** Encodes a decimal component of a {@link #numeric} template as DynamoDB keeps it; see {@link KeyStorage#decimal}. */
  public String decimal(int i, BigDecimal value) {
    return KeyStorage.decimal(entity, names[i], field, value);
  }

  /** Encodes a {@code byte[]} component of a {@link #binary} template as Base64; see {@link KeyStorage#binary}. */
  public String binary(int i, byte[] value) {
    return KeyStorage.binary(entity, names[i], field, value);
  }

  /** A rendered key as the attribute stored for it (S, N or B); see {@link KeyStorage#attributeValue}. */
  public AttributeValue attributeValue(String rendered) {
    return storage.attributeValue(rendered);
  }

  /** The text of a stored key, null when it is not of the template's type; see {@link KeyStorage#storedText}. */
  public String storedText(AttributeValue stored) {
    return storage.storedText(stored);
  }

  /** The DynamoDB type of this template's keys, for messages. */
  public String storedType() {
    return storage.describe();
  }

  /** The entity the template belongs to, as given to {@link #parse}: for messages. */
  public String entity() {
    return entity;
  }

  /** The key attribute the template renders ({@code "pk"}, {@code "gsi1sk"}), as given to {@link #parse}. */
  public String field() {
    return field;
  }

  /** The template text, as given to {@link #parse}. */
  public String template() {
    return template;
  }

  /** The number of placeholders: how many components a key of this template has. */
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

  /** Whether the template has no placeholders ({@code #METADATA}), so that every key is the template. */
  public boolean isConstant() {
    return names.length == 0;
  }

  /** The literal text before the first placeholder, which every key starts with; a constant template whole. */
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

  // ----- component encoders, in ComponentEncoders: each takes the component's position and value

  /** Encodes a text component, escaping the template's delimiters; see {@link ComponentEncoders}. */
  public String text(int i, String value) {
    return encoders.text(i, value);
  }

  /**
   * Checks a text component as {@link #text(int, String)} would render it, without rendering the
   * key: what the {@code toItem} of an entity whose keys are stored without escapes calls for a
   * sparse index it leaves out (another of its components is null), so that a value the index's key
   * could not hold (the character that ends the component) is refused at the first write rather than
   * at every later write that fills the index in.
   *
   * @param i the component's position
   * @param value the value; null is left to the write that renders the key
   * @throws InvalidValueException when the key could not hold the value
   */
  public void checkText(int i, String value) {
    if (value != null) {
      encoders.text(i, value);
    }
  }

  /** Encodes an enum component by its name, escaped like text; see {@link ComponentEncoders}. */
  public String text(int i, Enum<?> value) {
    return encoders.text(i, value);
  }

  /** Encodes an enum component given to {@link #exact(int, String...)}: its name, unescaped. */
  public String exact(int i, Enum<?> value) {
    return encoders.exact(i, value);
  }

  /** Encodes a name given to {@link #exact(int, String...)}, unescaped: what {@link #exact(int, Enum)} does with {@code name()}. */
  String exactName(int i, String name) {
    return encoders.exact(i, name);
  }

  /** Encodes an integral component as plain decimal, which sorts as text; see {@link ComponentEncoders}. */
  public String integer(int i, long value) {
    return encoders.integer(i, value);
  }

  /** Encodes a boxed integral component as plain decimal; see {@link ComponentEncoders}. */
  public String integer(int i, Long value) {
    return encoders.integer(i, value);
  }

  /**
   * Encodes a big integer component as plain decimal; see {@link ComponentEncoders}. In a {@link
   * #numeric} template it is refused, as {@link #decimal} refuses, when DynamoDB cannot store it.
   */
  public String integer(int i, BigInteger value) {
    if (storage == KeyStorage.NUMBER) {
      // Any long is a DynamoDB number; a BigInteger may have more than 38 digits or be 1E126 or more.
      return decimal(i, value == null ? null : new BigDecimal(value));
    }
    return encoders.integer(i, value);
  }

  /** Encodes an integral component zero-padded to {@code width} digits; see {@link ComponentEncoders}. */
  public String padded(int i, long value, int width) {
    return encoders.padded(i, value, width);
  }

  /** Encodes a boxed integral component zero-padded to {@code width} digits; see {@link ComponentEncoders}. */
  public String padded(int i, Long value, int width) {
    return encoders.padded(i, value, width);
  }

  /** Encodes a big integer component zero-padded to {@code width} digits; see {@link ComponentEncoders}. */
  public String padded(int i, BigInteger value, int width) {
    return encoders.padded(i, value, width);
  }

  /** Encodes an integral component counted down from {@code 10^width}, zero-padded; see {@link ComponentEncoders}. */
  public String descending(int i, long value, int width) {
    return encoders.descending(i, value, width);
  }

  /** Encodes a boxed integral component counted down from {@code 10^width}; see {@link ComponentEncoders}. */
  public String descending(int i, Long value, int width) {
    return encoders.descending(i, value, width);
  }

  /** Encodes a big integer component counted down from {@code 10^width}; see {@link ComponentEncoders}. */
  public String descending(int i, BigInteger value, int width) {
    return encoders.descending(i, value, width);
  }

  /** Encodes an integral number order-preservingly ({@code @Ordered}); see {@link OrderedNumbers}. */
  public String ordered(int i, long value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a boxed integral number order-preservingly; see {@link OrderedNumbers}. */
  public String ordered(int i, Long value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a big integer order-preservingly; see {@link OrderedNumbers}. */
  public String ordered(int i, BigInteger value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a decimal order-preservingly, one key for values equal by {@code compareTo}; see {@link OrderedNumbers}. */
  public String ordered(int i, BigDecimal value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a {@code double} order-preservingly, refusing NaN and infinities; see {@link OrderedNumbers}. */
  public String ordered(int i, double value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a boxed {@code double} order-preservingly; see {@link OrderedNumbers}. */
  public String ordered(int i, Double value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a {@code float} order-preservingly, refusing NaN and infinities; see {@link OrderedNumbers}. */
  public String ordered(int i, float value) {
    return encoders.ordered(i, value);
  }

  /** Encodes a boxed {@code float} order-preservingly; see {@link OrderedNumbers}. */
  public String ordered(int i, Float value) {
    return encoders.ordered(i, value);
  }

  /** Encodes an instant as fixed-width UTC text; see {@link ComponentEncoders#instant}. */
  public String instant(int i, Instant value) {
    return encoders.instant(i, value);
  }

  /**
   * Encodes an instant as {@code @InstantFormat(ISO_8601_SECONDS)} stores it, {@code
   * yyyy-MM-ddTHH:mm:ssZ}, refusing a fraction of a second; see {@link ComponentEncoders#instant(int,
   * Instant, int)}.
   */
  public String instantSeconds(int i, Instant value) {
    return encoders.instant(i, value, 0);
  }

  /**
   * Encodes an instant as {@code @InstantFormat(ISO_8601_MILLIS)} stores it, {@code
   * yyyy-MM-ddTHH:mm:ss.SSSZ}; see {@link ComponentEncoders#instant(int, Instant, int)}.
   */
  public String instantMillis(int i, Instant value) {
    return encoders.instant(i, value, 3);
  }

  /** Encodes a date as ISO {@code yyyy-MM-dd}; see {@link ComponentEncoders#localDate}. */
  public String localDate(int i, LocalDate value) {
    return encoders.localDate(i, value);
  }

  /** Encodes a UUID in its canonical lower-case text; see {@link ComponentEncoders#uuid}. */
  public String uuid(int i, UUID value) {
    return encoders.uuid(i, value);
  }

  /** Encodes a boolean component as {@code true} or {@code false}; see {@link ComponentEncoders#bool}. */
  public String bool(int i, Boolean value) {
    return encoders.bool(i, value);
  }

  // ----- rendering, in KeyRenderer: the fixed arities spare generated code a varargs array

  /** Renders a constant template: its text; see {@link KeyRenderer#render()}. */
  public String render() {
    return renderer.render();
  }

  /** Renders a key of one encoded component; see {@link KeyRenderer#render(String)}. */
  public String render(String c0) {
    return renderer.render(c0);
  }

  /** Renders a key of two encoded components; see {@link KeyRenderer#render(String, String)}. */
  public String render(String c0, String c1) {
    return renderer.render(c0, c1);
  }

  /** Renders a key of three encoded components; see {@link KeyRenderer}. */
  public String render(String c0, String c1, String c2) {
    return renderer.render(c0, c1, c2);
  }

  /**
   * {@code render(text(0, value))} for a template of one text component, in one pass over the value
   * when it needs no escape (no delimiter, no surrogate) and without an intermediate builder; the
   * same key, and the same refusals, for every value.
   *
   * @param value the component's value
   * @return the key
   * @throws InvalidValueException as {@link #text(int, String)} and {@link #render(String)}
   */
  public String renderText(String value) {
    value = casing.fold(value);
    String key = renderer.renderPlain(value, escaping);
    return key != null ? key : render(text(0, value));
  }

  /**
   * {@code render(text(0, c0), text(1, c1))} for a template of two text components, as {@link
   * #renderText(String)}.
   *
   * @param c0 the first component's value
   * @param c1 the second component's value
   * @return the key
   * @throws InvalidValueException as {@link #text(int, String)} and {@link #render(String, String)}
   */
  public String renderText(String c0, String c1) {
    c0 = casing.fold(c0);
    c1 = casing.fold(c1);
    String key = renderer.renderPlain(c0, c1, escaping);
    return key != null ? key : render(text(0, c0), text(1, c1));
  }

  /**
   * Puts a constant template's key into an item and returns its size: {@code Items.putString(item,
   * entity, field, nameBytes, render())}, without counting the key's UTF-8 bytes on every item.
   *
   * @param item the item being built
   * @param nameBytes the UTF-8 length of the key attribute's name
   * @return the attribute's size, name and value, as DynamoDB counts it
   * @throws InvalidValueException as {@code Items.putString}
   */
  public long putText(Map<String, AttributeValue> item, int nameBytes) {
    long bytes = renderer.putConstant(item, nameBytes);
    return bytes >= 0 ? bytes : Items.putString(item, entity, field, nameBytes, render());
  }

  /**
   * Puts the key {@link #renderText(String)} renders into an item and returns its size: {@code
   * Items.putString(item, entity, field, nameBytes, renderText(value))}, counting the key's UTF-8
   * bytes while the value is checked for escapes rather than scanning the key again. The same item,
   * size and refusals for every value.
   *
   * @param item the item being built
   * @param nameBytes the UTF-8 length of the key attribute's name
   * @param value the component's value
   * @return the attribute's size, name and value, as DynamoDB counts it
   * @throws InvalidValueException as {@link #renderText(String)} and {@code Items.putString}
   */
  public long putText(Map<String, AttributeValue> item, int nameBytes, String value) {
    value = casing.fold(value);
    long bytes = renderer.putPlain(item, nameBytes, value, escaping);
    return bytes >= 0 ? bytes : Items.putString(item, entity, field, nameBytes, renderText(value));
  }

  /**
   * Puts the key of {@code same}, which the item holds already, under this template's attribute too,
   * and returns its size: what a generated {@code toItem} calls for an index key whose template
   * renders every record as a primary key's does (the same text, modifiers and kind, so the same
   * limit), instead of rendering, checking and counting the same key a second time. The key was
   * checked when {@code same} put it; its bytes are counted again, valid Unicode as it is.
   *
   * @param item the item being built, holding {@code same}'s key
   * @param nameBytes the UTF-8 length of this template's attribute name
   * @param same the primary key's template, which renders as this one does
   * @return the attribute's size, name and value, as DynamoDB counts it
   * @throws IllegalStateException when the item holds no string key of {@code same}
   */
  public long putSame(Map<String, AttributeValue> item, int nameBytes, KeyTemplate same) {
    AttributeValue key = item.get(same.field);
    String text = key == null ? null : key.s();
    if (text == null) {
      throw new IllegalStateException(entity + "." + field + ": the item holds no string key " + same.field
          + " to store again");
    }
    item.put(field, key);
    return nameBytes + Limits.utf8(text);
  }

  /**
   * Whether an index key the item carries holds the same text as the item's key of {@code same}, a
   * primary key whose template renders every record as this one does and which has been checked
   * against the record already: then this key is what the record renders too, and a generated
   * {@code fromItem} does not walk it again. False when the texts differ or either is not of the
   * template's type; the key is then checked on its own.
   *
   * @param stored the index key the item carries, not null
   * @param checked the item's attribute of {@code same}'s key, checked; null when absent
   * @return true only when both hold the same text
   */
  public boolean storesSame(AttributeValue stored, AttributeValue checked) {
    if (checked == null) {
      return false;
    }
    String text = storage.storedText(stored);
    return text != null && text.equals(storage.storedText(checked));
  }

  /**
   * {@link #putText(Map, int, String)} for a template of two text components.
   *
   * @param item the item being built
   * @param nameBytes the UTF-8 length of the key attribute's name
   * @param c0 the first component's value
   * @param c1 the second component's value
   * @return the attribute's size, name and value, as DynamoDB counts it
   * @throws InvalidValueException as {@link #renderText(String, String)} and {@code Items.putString}
   */
  public long putText(Map<String, AttributeValue> item, int nameBytes, String c0, String c1) {
    c0 = casing.fold(c0);
    c1 = casing.fold(c1);
    long bytes = renderer.putPlain(item, nameBytes, c0, c1, escaping);
    return bytes >= 0 ? bytes : Items.putString(item, entity, field, nameBytes, renderText(c0, c1));
  }

  /**
   * Renders a key of any number of components.
   *
   * @param components the encoded components, in template order
   * @return the key
   * @throws IllegalArgumentException when the count differs from {@link #size()}
   * @throws InvalidValueException when a component is null, or the key is empty or longer than
   *     DynamoDB takes for the attribute
   */
  public String render(String... components) {
    return renderer.render(components);
  }

  /**
   * Whether {@code key} is what {@link #render(String)} makes of {@code c0}, compared in place
   * without building the key: how a stored key is checked against the record read from it. A null
   * key (a stored key not of the template's type) is rendered by no components.
   *
   * @throws InvalidValueException when the component is null
   */
  public boolean renders(String key, String c0) {
    return key != null && renderer.renders(key, c0);
  }

  /**
   * {@link #renders(String, String)} for a template of one text component, given its value: the
   * key is walked against the value and its escapes in place, so nothing is encoded. False also where
   * that walk does not decide (a null value, a surrogate, an unescaped template); then encode the
   * value with {@link #text(int, String)} and compare that.
   *
   * @param key the stored key, null when not of the template's type
   * @param value the component's value
   * @return true only when {@code renders(key, text(0, value))} is true
   */
  public boolean rendersText(String key, String value) {
    return key != null && renderer.rendersText(key, casing.fold(value), escaping);
  }

  /**
   * {@link #rendersText(String, String)} for a template of two text components.
   *
   * @param key the stored key, null when not of the template's type
   * @param c0 the first component's value
   * @param c1 the second component's value
   * @return true only when {@code renders(key, text(0, c0), text(1, c1))} is true
   */
  public boolean rendersText(String key, String c0, String c1) {
    return key != null && renderer.rendersText(key, casing.fold(c0), casing.fold(c1), escaping);
  }

  /**
   * {@link #renders(String, String)} for a template of one component zero-padded to {@code width}
   * digits, given the number: its digits are compared with the key in place. False also for a value
   * the encoder refuses; then encode it with {@link #padded(int, long, int)} and compare that.
   *
   * @param key the stored key, null when not of the template's type
   * @param value the component's value
   * @param width the number of digits ({@code @Padded})
   * @return true only when {@code renders(key, padded(0, value, width))} is true
   */
  public boolean rendersPadded(String key, long value, int width) {
    return key != null && renderer.rendersPadded(key, value, width);
  }

  // ----- walking a stored key against the record's components in place, one step per component

  /**
   * The text of the key an item carries under this template's field.
   *
   * @param item the stored item
   * @return the key's text; null when the item has no such attribute or it is not of the template's type
   */
  public String storedKey(Map<String, AttributeValue> item) {
    AttributeValue stored = item.get(field);
    return stored == null ? null : storage.storedText(stored);
  }

  /**
   * Where the walk of a stored key starts: a key of any components is compared with the record's
   * values in place, one {@code walk...} step per component, each comparing the component's text
   * without writing it and then the literal after it, and {@link #walked} tells whether the key is
   * exactly what the components render. A step answers -1 where it does not match or does not decide
   * (a null value, a surrogate, a value the encoder refuses), and every later
   * step passes -1 on: the caller then encodes the components, which refuses what no key holds, and
   * compares the key rendered from them.
   *
   * @param key the stored key, null when not of the template's type
   * @return where the first component starts, or -1
   */
  public int walkStart(String key) {
    return renderer.walkStart(key);
  }

  /**
   * Whether a walk ended where the key does.
   *
   * @param key the stored key, null when not of the template's type
   * @param at where the last step ended, or -1
   * @return true only when {@code renders(key, c0, ..., cn)} is true for the encoded components
   */
  public boolean walked(String key, int at) {
    return renderer.walked(key, at);
  }

  /**
   * The step of text component {@code i}: its escaped text, compared in place, then the literal
   * after it; see {@link #walkStart}.
   *
   * @param key the stored key
   * @param at where the component starts, or -1
   * @param i the component's position
   * @param value the component's value
   * @return where the literal after the component ends, or -1
   */
  public int walkText(String key, int at, int i, String value) {
    if (at < 0 || value == null) {
      return -1;
    }
    value = casing.fold(value);
    return renderer.walkLiteral(key, escaping.isUnescaped() ? escaping.holdsUnescaped(key, at, i, value)
        : escaping.holdsText(key, at, key.length(), value), i);
  }

  /** {@link #walkText(String, int, int, String)} for an enum escaped like text ({@link #text(int, Enum)}). */
  public int walkText(String key, int at, int i, Enum<?> value) {
    return walkText(key, at, i, value == null ? null : storedTextOf(i, value));
  }

  /** {@link #walkText(String, int, int, String)} for an enum rendered exactly ({@link #exact(int, Enum)}). */
  public int walkExact(String key, int at, int i, Enum<?> value) {
    String name = value == null ? null : casing.fold(storedTextOf(i, value));
    if (at < 0 || name == null || !escaping.rendersExactly(i, name) || at + name.length() > key.length()
        || !key.startsWith(name, at)) {
      return -1;
    }
    return renderer.walkLiteral(key, at + name.length(), i);
  }

  /** {@link #walkText(String, int, int, String)} for a plain integer ({@link #integer(int, long)}). */
  public int walkInteger(String key, int at, int i, long value) {
    if (at < 0 || value < 0 && escaping.end(i) == '-') {
      return -1;
    }
    return renderer.walkLiteral(key, ComponentFormats.integerAt(key, at, value), i);
  }

  /** {@link #walkInteger(String, int, int, long)} for a boxed integer. */
  public int walkInteger(String key, int at, int i, Long value) {
    return value == null ? -1 : walkInteger(key, at, i, value.longValue());
  }

  /** {@link #walkText(String, int, int, String)} for a zero-padded integer ({@link #padded(int, long, int)}). */
  public int walkPadded(String key, int at, int i, long value, int width) {
    if (at < 0) {
      return -1;
    }
    return renderer.walkLiteral(key, ComponentFormats.paddedAt(key, at, value, width), i);
  }

  /** {@link #walkPadded(String, int, int, long, int)} for a boxed integer. */
  public int walkPadded(String key, int at, int i, Long value, int width) {
    return value == null ? -1 : walkPadded(key, at, i, value.longValue(), width);
  }

  /** {@link #walkText(String, int, int, String)} for an ordered integer ({@link #ordered(int, long)}). */
  public int walkOrdered(String key, int at, int i, long value) {
    if (at < 0) {
      return -1;
    }
    return renderer.walkLiteral(key, ComponentFormats.orderedAt(key, at, value), i);
  }

  /** {@link #walkOrdered(String, int, int, long)} for a boxed integer. */
  public int walkOrdered(String key, int at, int i, Long value) {
    return value == null ? -1 : walkOrdered(key, at, i, value.longValue());
  }

  /** {@link #walkText(String, int, int, String)} for an instant ({@link #instant(int, Instant)}). */
  public int walkInstant(String key, int at, int i, Instant value) {
    if (at < 0 || value == null || !IsoTime.fits(value) || endsIn(i, "-:.TZ")) {
      return -1;
    }
    return renderer.walkLiteral(key, IsoTime.instantAt(key, at, value), i);
  }

  /** {@link #walkText(String, int, int, String)} for an instant of whole seconds ({@link #instantSeconds}). */
  public int walkInstantSeconds(String key, int at, int i, Instant value) {
    return walkInstant(key, at, i, value, 0);
  }

  /** {@link #walkText(String, int, int, String)} for an instant of milliseconds ({@link #instantMillis}). */
  public int walkInstantMillis(String key, int at, int i, Instant value) {
    return walkInstant(key, at, i, value, 3);
  }

  private int walkInstant(String key, int at, int i, Instant value, int digits) {
    if (at < 0 || value == null || !IsoTime.fits(value) || digits == 0 && value.getNano() != 0
        || endsIn(i, "-:.TZtz")) {
      return -1;
    }
    String text = casing.fold(IsoTime.format(value, digits));
    return key.startsWith(text, at) ? renderer.walkLiteral(key, at + text.length(), i) : -1;
  }

  /** {@link #walkText(String, int, int, String)} for a date ({@link #localDate(int, LocalDate)}). */
  public int walkLocalDate(String key, int at, int i, LocalDate value) {
    if (at < 0 || value == null || !IsoTime.fits(value) || endsIn(i, "-")) {
      return -1;
    }
    return renderer.walkLiteral(key, IsoTime.dateAt(key, at, value), i);
  }

  /** {@link #walkText(String, int, int, String)} for a UUID ({@link #uuid(int, UUID)}). */
  public int walkUuid(String key, int at, int i, UUID value) {
    if (at < 0 || value == null || endsIn(i, "-")) {
      return -1;
    }
    return renderer.walkLiteral(key, ComponentFormats.uuidAt(key, at, value), i);
  }

  /** {@link #walkText(String, int, int, String)} for a boolean ({@link #bool(int, Boolean)}). */
  public int walkBool(String key, int at, int i, Boolean value) {
    if (at < 0 || value == null) {
      return -1;
    }
    String text = ComponentFormats.bool(value);
    return at + text.length() <= key.length() && key.startsWith(text, at)
        ? renderer.walkLiteral(key, at + text.length(), i) : -1;
  }

  /**
   * Whether the character that ends component {@code i} is one a typed text always holds: the encoder
   * refuses every value then, and the walk leaves it to the encoder.
   */
  private boolean endsIn(int i, String alphabet) {
    int end = escaping.end(i);
    return end != KeyEscaping.NO_END && alphabet.indexOf(end) >= 0;
  }

  /** An enum constant's stored text, as the encoders write it; null for a constant the template does not know. */
  private String storedTextOf(int i, Enum<?> value) {
    String[] texts = storedTexts[i];
    if (texts == null) {
      return value.name();
    }
    return value.ordinal() < texts.length ? texts[value.ordinal()] : null;
  }

  /** {@link #renders(String, String)} for a constant template: whether the key is its text. */
  public boolean renders(String key) {
    return key != null && renderer.renders(key);
  }

  /** {@link #renders(String, String)} for a key of two components. */
  public boolean renders(String key, String c0, String c1) {
    return key != null && renderer.renders(key, c0, c1);
  }

  /** {@link #renders(String, String)} for a key of any number of components (none: a constant). */
  public boolean renders(String key, String... components) {
    return key != null && renderer.renders(key, components);
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
    return renderer.prefix(firstComponents);
  }

  // ----- decoding

  /**
   * Splits a rendered key into its components and unescapes them, as {@link KeyEscaping#decode}
   * describes.
   *
   * @param key a key rendered by this template
   * @return the components' texts in template order, ready for the typed parsers
   * @throws InvalidValueException (entity, field, key) when the key does not match the template
   */
  public String[] decode(String key) {
    String[] components = key == null ? null : escaping.decode(key);
    if (partial) {
      components = absentAsNull(key, components);
    }
    if (components == null) {
      throw new InvalidValueException(entity, field, key, "is not a key of template " + template);
    }
    return components;
  }

  /** The template text, for logs. */
  /**
   * The components of a key of a {@link #partial()} template, null where absent: a key that stops
   * after the literal before component {@code k} decodes as the whole key with components {@code k}
   * on empty would, and an empty component is an absent one (none is written empty).
   */
  private String[] absentAsNull(String key, String[] whole) {
    String[] components = whole;
    StringBuilder rest = new StringBuilder();
    for (int k = names.length - 1; components == null && key != null && k >= 0; k--) {
      rest.insert(0, literals[k + 1]);
      if (key.endsWith(literals[k])) {
        String[] candidate = escaping.decode(key + rest);
        if (candidate != null && allEmptyFrom(candidate, k)) {
          components = candidate;
        }
      }
    }
    if (components == null) {
      return null;
    }
    String[] decoded = components.clone();
    boolean absent = false;
    for (int i = 0; i < decoded.length; i++) {
      absent |= decoded[i].isEmpty();
      decoded[i] = absent ? null : decoded[i];
    }
    return decoded;
  }

  private static boolean allEmptyFrom(String[] components, int from) {
    for (int i = from; i < components.length; i++) {
      if (!components[i].isEmpty()) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String toString() {
    return template;
  }
}
