package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.Keys;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads and writes single attributes of an item map: what generated {@code toItem} and {@code
 * fromItem} call for each record component. Null is stored as an absent attribute; absent and
 * {@code NUL} attributes read as null. Codec failures come out as {@link InvalidValueException}
 * naming entity, attribute and value.
 */
public final class Items {
  private static final String PRIMITIVE_PROBLEM = "required: the component is primitive";

  private Items() {}

  /**
   * The refusal of a record whose {@code @Required} component is null, before anything is sent; the
   * write adds the item's key.
   *
   * @param entity the entity name
   * @param component the component
   * @return the exception to throw
   */
  public static InvalidValueException missingRequired(String entity, String component) {
    return new InvalidValueException(entity, component, null,
        "every item of " + entity + " must hold it (@Required); give it a value");
  }

  /**
   * Encodes a value into the item. An empty set is omitted too, since DynamoDB refuses empty sets;
   * it reads back as null.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param value the value; null omits the attribute
   * @param codec the attribute's codec
   * @param <T> the value type
   * @throws InvalidValueException when the codec refuses the value
   */
  public static <T> void put(Map<String, AttributeValue> item, String entity, String attribute, T value, AttributeCodec<T> codec) {
    AttributeValue stored = encode(entity, attribute, value, codec, 1, null);
    if (stored != null) {
      item.put(attribute, stored);
    }
  }

  /**
   * Encodes a value into the item, checks it against DynamoDB's limits ({@link Limits#value}) and
   * returns the bytes it adds to the item: what a generated {@code toItem} calls for a value whose
   * type can break a limit (text inside lists and maps, big numbers, sets, bytes, documents, nested
   * records, converters), so that the item's size is summed while it is built.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param value the value; null omits the attribute
   * @param codec the attribute's codec
   * @param <T> the value type
   * @return the attribute's size, name and value, as DynamoDB counts it; 0 when it is omitted
   * @throws InvalidValueException when the codec refuses the value, or DynamoDB would refuse or
   *     mis-store it, naming the path inside it
   */
  public static <T> long putChecked(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      T value, AttributeCodec<T> codec) {
    if (!(codec instanceof Measure.Codec)) {
      AttributeValue stored = encode(entity, attribute, value, codec, 1, null);
      return stored == null ? 0 : putChecked(item, entity, attribute, nameBytes, stored);
    }
    // Lists, maps, text and nested records are measured while they are encoded; only a value the
    // measure cannot vouch for is walked, which refuses it as before.
    Measure measure = Measure.of();
    AttributeValue stored = encode(entity, attribute, value, codec, 1, measure);
    if (stored == null) {
      return 0;
    }
    long bytes = nameBytes + (measure.walks() ? Limits.value(entity, attribute, stored) : measure.bytes());
    item.put(attribute, stored);
    return bytes;
  }

  /**
   * Puts an encoded value (a key stored as a number or bytes), checked as {@link #putChecked(Map,
   * String, String, int, Object, AttributeCodec)} checks it.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param stored the value
   * @return the attribute's size, name and value
   * @throws InvalidValueException when DynamoDB would refuse or mis-store the value
   */
  public static long putChecked(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      AttributeValue stored) {
    long bytes = nameBytes + Limits.value(entity, attribute, stored);
    item.put(attribute, stored);
    return bytes;
  }

  /**
   * The encoded value, or null when it is left out: a null value, or an empty set. Given a measure,
   * the value is added to it (by the codec itself when it measures) at {@code level}, the level it
   * lies at as DynamoDB counts nesting; without one ({@code null}) it is encoded as it is.
   */
  static <T> AttributeValue encode(String entity, String attribute, T value, AttributeCodec<T> codec, int level,
      Measure measure) {
    if (value == null) {
      return null;
    }
    AttributeValue stored;
    Measure.Codec<T> measured = Measure.measuring(codec);
    try {
      if (measured != null) {
        // A nested record reaches itself again through its components, one level down each time.
        Nesting.check(level);
        stored = measure != null ? measured.encode(value, level, measure) : codec.encode(value);
      } else {
        stored = codec instanceof Nesting.Counted ? codec.encode(value) : Nesting.across(codec, value, level);
      }
    } catch (RuntimeException e) {
      throw new InvalidValueException(entity, attribute, value, problem(e), e);
    }
    if (stored == null) {
      throw new InvalidValueException(entity, attribute, value, "the codec " + codec.getClass().getName() + " returned null");
    }
    if (isEmptySet(stored)) {
      return null;
    }
    if (measure != null && measured == null) {
      measure.value(stored, level);
    }
    return stored;
  }

  /**
   * Puts a string attribute, checked to be valid Unicode, and returns the bytes it adds to the item:
   * what a generated {@code toItem} calls for each string component and key.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param value the value; null omits the attribute
   * @return the attribute's size, name and value; 0 when it is omitted
   * @throws InvalidValueException when the string holds an unpaired surrogate
   */
  public static long putString(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      String value) {
    if (value == null) {
      return 0;
    }
    long bytes = Limits.utf8(value);
    if (bytes < 0) {
      throw new InvalidValueException(entity, attribute, value, Limits.unpaired(value, (int) (-bytes - 1)));
    }
    item.put(attribute, AttributeValue.createS(value));
    return nameBytes + bytes;
  }

  /**
   * Puts an attribute through a built-in codec of one text or number value (an enum's): {@link
   * #put} without the steps only lists, maps, sets and nested records need (the nesting count, the
   * empty set), so that a call with the codec constant of generated code compiles to the codec's
   * own encode.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param value the value; null omits the attribute
   * @param codec the attribute's codec, one that stores a single {@code S} or {@code N} value
   * @param <T> the value type
   * @throws InvalidValueException when the codec refuses the value, as {@link #put}
   */
  public static <T> void putScalar(Map<String, AttributeValue> item, String entity, String attribute, T value,
      AttributeCodec<T> codec) {
    if (value == null) {
      return;
    }
    AttributeValue stored;
    try {
      stored = codec.encode(value);
    } catch (RuntimeException e) {
      throw new InvalidValueException(entity, attribute, value, problem(e), e);
    }
    if (stored == null) {
      throw new InvalidValueException(entity, attribute, value, "the codec " + codec.getClass().getName() + " returned null");
    }
    item.put(attribute, stored);
  }

  /**
   * Puts an instant attribute as {@link Codecs#ofInstant()} stores it, fixed-width UTC text: {@link
   * #put} with that codec, without the codec call.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param value the value; null omits the attribute
   * @throws InvalidValueException for a year outside 0000..9999, as {@link #put}
   */
  public static void putInstant(Map<String, AttributeValue> item, String entity, String attribute, Instant value) {
    if (value == null) {
      return;
    }
    if (!IsoTime.fits(value)) {
      IllegalArgumentException problem = new IllegalArgumentException(IsoTime.RANGE_PROBLEM);
      throw new InvalidValueException(entity, attribute, value, problem(problem), problem);
    }
    item.put(attribute, AttributeValue.createS(IsoTime.format(value)));
  }

  /**
   * Puts a decimal attribute as {@link Codecs#ofBigDecimal()} stores it, checked and counted: {@link
   * #putChecked(Map, String, String, int, Object, AttributeCodec)} with that codec, the number's text
   * checked and counted by {@link Limits#number} without the codec call and the walk of the value.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param value the value; null omits the attribute
   * @return the attribute's size, name and value; 0 when it is omitted
   * @throws InvalidValueException when DynamoDB would refuse the number, as {@code putChecked}
   */
  public static long putDecimal(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      BigDecimal value) {
    if (value == null) {
      return 0;
    }
    AttributeValue stored = AttributeValue.createN(value.toString());
    int bytes;
    try {
      bytes = Limits.number(stored.n());
    } catch (RuntimeException refused) {
      // Refused by the walk, with its message.
      return putChecked(item, entity, attribute, nameBytes, stored);
    }
    item.put(attribute, stored);
    return nameBytes + bytes;
  }

  /**
   * Puts a list of strings as {@link Codecs#list}{@code (}{@link Codecs#ofString()}{@code )} stores
   * it, checked and counted: {@link #putChecked(Map, String, String, int, Object, AttributeCodec)}
   * with that codec, each string checked for unpaired surrogates and counted in the one pass that
   * stores it, without the codec calls, the measure and the nesting count (strings nest nothing, so
   * such a list cannot contain itself). A value that pass does not vouch for (an unpaired surrogate,
   * an element that is not a string) is put by {@code putChecked}, which refuses it as before.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param value the value; null omits the attribute, null elements are stored as {@code NUL}
   * @param codec the attribute's codec, {@code Codecs.list(Codecs.ofString())}
   * @return the attribute's size, name and value; 0 when it is omitted
   * @throws InvalidValueException as {@code putChecked}
   */
  public static long putStringList(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      List<String> value, AttributeCodec<List<String>> codec) {
    if (value == null) {
      return 0;
    }
    List<AttributeValue> stored = new ArrayList<>(value.size());
    // A list's own bytes, one per element, and each element's own: NUL 1, text its UTF-8 bytes.
    long bytes = Limits.CONTAINER_BYTES;
    for (Object element : value) {
      if (element == null) {
        stored.add(Shapes.NUL);
        bytes++;
        continue;
      }
      long length = element instanceof String text ? Limits.utf8(text) : -1;
      if (length < 0) {
        return putChecked(item, entity, attribute, nameBytes, value, codec);
      }
      stored.add(AttributeValue.createS((String) element));
      bytes += length;
    }
    item.put(attribute, AttributeValue.createL(stored));
    return nameBytes + bytes + stored.size();
  }

  /**
   * Puts a map of strings as {@link Codecs#map}{@code (}{@link Codecs#ofString()}{@code )} stores it,
   * checked and counted: {@link #putChecked(Map, String, String, int, Object, AttributeCodec)} with
   * that codec, each key and string checked and counted in the one pass that stores it, as {@link
   * #putStringList} does a list. A value that pass does not vouch for (an empty key, an unpaired
   * surrogate, a key or value that is not a string) is put by {@code putChecked}, which refuses it as
   * before.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param nameBytes the UTF-8 length of {@code attribute}
   * @param value the value; null omits the attribute, null values are stored as {@code NUL}
   * @param codec the attribute's codec, {@code Codecs.map(Codecs.ofString())}
   * @return the attribute's size, name and value; 0 when it is omitted
   * @throws InvalidValueException as {@code putChecked}
   */
  public static long putStringMap(Map<String, AttributeValue> item, String entity, String attribute, int nameBytes,
      Map<String, String> value, AttributeCodec<Map<String, String>> codec) {
    if (value == null) {
      return 0;
    }
    // The codec's map, which keeps the record's order.
    Map<String, AttributeValue> stored = new LinkedHashMap<>(MapCodec.capacity(value.size()));
    // A map's own bytes, one per entry, and each entry's key and value: NUL 1, text its UTF-8 bytes.
    long bytes = Limits.CONTAINER_BYTES;
    for (Map.Entry<String, String> entry : value.entrySet()) {
      // Read as Object: the map may carry other types despite its signature.
      Object key = entry.getKey();
      Object element = entry.getValue();
      long keyLength = key instanceof String text ? Limits.utf8(text) : -1;
      long length = element == null ? 1 : element instanceof String text ? Limits.utf8(text) : -1;
      if (keyLength <= 0 || length < 0) {
        return putChecked(item, entity, attribute, nameBytes, value, codec);
      }
      stored.put((String) key, element == null ? Shapes.NUL : AttributeValue.createS((String) element));
      bytes += keyLength + length;
    }
    item.put(attribute, AttributeValue.createM(stored));
    return nameBytes + bytes + stored.size();
  }

  /**
   * Puts a string attribute.
   *
   * @param item the item being built
   * @param attribute the attribute name
   * @param value the value; null omits the attribute
   */
  public static void putString(Map<String, AttributeValue> item, String attribute, String value) {
    if (value != null) {
      item.put(attribute, AttributeValue.createS(value));
    }
  }

  /**
   * Puts a number attribute from a primitive long.
   *
   * @param item the item being built
   * @param attribute the attribute name
   * @param value the value
   */
  public static void putLong(Map<String, AttributeValue> item, String attribute, long value) {
    item.put(attribute, AttributeValue.createN(Long.toString(value)));
  }

  /**
   * Puts a number attribute from a primitive int.
   *
   * @param item the item being built
   * @param attribute the attribute name
   * @param value the value
   */
  public static void putInt(Map<String, AttributeValue> item, String attribute, int value) {
    item.put(attribute, AttributeValue.createN(Integer.toString(value)));
  }

  /**
   * Puts a number attribute from a primitive double.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param value the value
   * @throws InvalidValueException for NaN, infinities and magnitudes DynamoDB cannot store
   */
  public static void putDouble(Map<String, AttributeValue> item, String entity, String attribute, double value) {
    try {
      item.put(attribute, AttributeValue.createN(Double.toString(Limits.checkDouble(value))));
    } catch (IllegalArgumentException e) {
      throw new InvalidValueException(entity, attribute, value, e.getMessage(), e);
    }
  }

  /**
   * Puts a number attribute from a primitive float.
   *
   * @param item the item being built
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param value the value
   * @throws InvalidValueException for NaN and infinities
   */
  public static void putFloat(Map<String, AttributeValue> item, String entity, String attribute, float value) {
    put(item, entity, attribute, value, Codecs.ofFloat());
  }

  /**
   * Puts a boolean attribute.
   *
   * @param item the item being built
   * @param attribute the attribute name
   * @param value the value
   */
  public static void putBoolean(Map<String, AttributeValue> item, String attribute, boolean value) {
    item.put(attribute, Codecs.ofBoolean().encode(value));
  }

  /**
   * Reads an attribute.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the attribute's codec
   * @param <T> the value type
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException (with the stored AttributeValue as value) when the codec cannot
   *     read it
   */
  public static <T> T get(Map<String, AttributeValue> item, String entity, String attribute, AttributeCodec<T> codec) {
    AttributeValue stored = present(item, attribute);
    if (stored == null) {
      return null;
    }
    try {
      return codec.decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  // Reads by shape: each makes its own codec call, so that the call site sees one codec class (every
  // list codec is a ListCodec, every instant is read by the one instant codec) and stays monomorphic
  // where C2 leaves the read a call, as it does past its inlining budget in the read of an item of
  // many attributes; the shared get() sees every codec and its call is megamorphic. The bodies are
  // alike on purpose: one shared body would be one call site again.

  /**
   * {@link #get} of a list attribute, whose codec is {@link Codecs#list}'s.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the list codec
   * @param <E> the element type
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static <E> List<E> getList(Map<String, AttributeValue> item, String entity, String attribute,
      AttributeCodec<List<E>> codec) {
    AttributeValue stored = present(item, attribute);
    try {
      return stored == null ? null : codec.decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  /**
   * {@link #get} of a map attribute, whose codec is {@link Codecs#map}'s.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the map codec
   * @param <V> the value type
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static <V> Map<String, V> getMap(Map<String, AttributeValue> item, String entity, String attribute,
      AttributeCodec<Map<String, V>> codec) {
    AttributeValue stored = present(item, attribute);
    try {
      return stored == null ? null : codec.decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  /**
   * {@link #getList} of a list of strings, whose codec is {@code Codecs.list(Codecs.ofString())}: the
   * stored strings are taken in one pass, without a codec call per element. A value that pass does
   * not vouch for (another type than {@code L}, an element that is {@code NUL} or not a string) is read
   * by {@code getList} with the codec, which gives the same list or refuses it with the same message.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the attribute's codec, {@code Codecs.list(Codecs.ofString())}
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static List<String> getStringList(Map<String, AttributeValue> item, String entity, String attribute,
      AttributeCodec<List<String>> codec) {
    AttributeValue stored = item.get(attribute);
    if (stored == null || stored.type() != AttributeValue.Type.L) {
      return getList(item, entity, attribute, codec);
    }
    List<AttributeValue> elements = stored.l();
    int size = elements.size();
    List<String> list = new ArrayList<>(size);
    for (int index = 0; index < size; index++) {
      String text = elements.get(index).s();
      if (text == null) {
        return getList(item, entity, attribute, codec);
      }
      list.add(text);
    }
    return list;
  }

  /**
   * {@link #getMap} of a map of strings, whose codec is {@code Codecs.map(Codecs.ofString())}: the
   * stored strings are taken in one pass, in the stored order, without a codec call per entry. A value
   * that pass does not vouch for (another type than {@code M}, an entry that is {@code NUL} or not a
   * string) is read by {@code getMap} with the codec, which gives the same map or refuses it with the
   * same message.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the attribute's codec, {@code Codecs.map(Codecs.ofString())}
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static Map<String, String> getStringMap(Map<String, AttributeValue> item, String entity, String attribute,
      AttributeCodec<Map<String, String>> codec) {
    AttributeValue stored = item.get(attribute);
    if (stored == null || stored.type() != AttributeValue.Type.M) {
      return getMap(item, entity, attribute, codec);
    }
    Map<String, AttributeValue> entries = stored.m();
    // The codec's map, which keeps the stored order.
    Map<String, String> map = new LinkedHashMap<>(MapCodec.capacity(entries.size()));
    for (Map.Entry<String, AttributeValue> entry : entries.entrySet()) {
      String text = entry.getValue().s();
      if (text == null) {
        return getMap(item, entity, attribute, codec);
      }
      map.put(entry.getKey(), text);
    }
    return map;
  }

  /**
   * {@link #get} of an enum attribute, whose codec is {@link Codecs#enumOf}'s.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @param codec the enum codec
   * @param <E> the enum type
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static <E extends Enum<E>> E getEnum(Map<String, AttributeValue> item, String entity, String attribute,
      AttributeCodec<E> codec) {
    AttributeValue stored = present(item, attribute);
    try {
      return stored == null ? null : codec.decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  /**
   * {@link #get} with {@link Codecs#ofInstant()}.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static Instant getInstant(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = present(item, attribute);
    try {
      return stored == null ? null : Codecs.ofInstant().decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  /**
   * {@link #get} with {@link Codecs#ofBigDecimal()}.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException as {@link #get}
   */
  public static BigDecimal getBigDecimal(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = present(item, attribute);
    try {
      return stored == null ? null : Codecs.ofBigDecimal().decode(stored);
    } catch (RuntimeException e) {
      throw unreadable(entity, attribute, stored, e);
    }
  }

  /** The stored value of an attribute, or null when it is absent or {@code NUL}. */
  private static AttributeValue present(Map<String, AttributeValue> item, String attribute) {
    AttributeValue stored = item.get(attribute);
    return stored == null || Shapes.isNul(stored) ? null : stored;
  }

  /** The refusal of a stored value its codec cannot read. */
  private static InvalidValueException unreadable(String entity, String attribute, AttributeValue stored,
      RuntimeException e) {
    return new InvalidValueException(entity, attribute, stored, problem(e), e);
  }

  /**
   * Reads a string attribute: {@link #get} with {@link Codecs#ofString()}, without the codec call, which
   * generated code makes for every string component.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value; null when the attribute is absent or {@code NUL}
   * @throws InvalidValueException (with the stored AttributeValue as value) when it is not a string
   */
  public static String getString(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = item.get(attribute);
    if (stored == null) {
      return null;
    }
    String value = stored.s();
    if (value != null) {
      return value;
    }
    if (Shapes.isNul(stored)) {
      return null;
    }
    IllegalArgumentException problem = Shapes.wrong("a string (S)", stored);
    throw new InvalidValueException(entity, attribute, stored, problem.getMessage(), problem);
  }

  /**
   * Reads a number attribute into a primitive long.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not a long
   */
  public static long requireLong(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = item.get(attribute);
    String number = stored == null ? null : stored.n();
    if (number != null) {
      // The common case without boxing; absent, NUL and other types fail below, as every codec does.
      try {
        return NumberCodecs.parseLong(number);
      } catch (RuntimeException e) {
        throw new InvalidValueException(entity, attribute, stored, problem(e), e);
      }
    }
    return require(item, entity, attribute, Codecs.ofLong());
  }

  /**
   * Reads a number attribute into a primitive int.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not an int
   */
  public static int requireInt(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = item.get(attribute);
    String number = stored == null ? null : stored.n();
    if (number != null) {
      // The common case without boxing; absent, NUL and other types fail below, as every codec does.
      try {
        return NumberCodecs.parseInt(number);
      } catch (RuntimeException e) {
        throw new InvalidValueException(entity, attribute, stored, problem(e), e);
      }
    }
    return require(item, entity, attribute, Codecs.ofInteger());
  }

  /**
   * Reads a number attribute into a primitive short.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not a short
   */
  public static short requireShort(Map<String, AttributeValue> item, String entity, String attribute) {
    return require(item, entity, attribute, Codecs.ofShort());
  }

  /**
   * Reads a number attribute into a primitive byte.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not a byte
   */
  public static byte requireByte(Map<String, AttributeValue> item, String entity, String attribute) {
    return require(item, entity, attribute, Codecs.ofByte());
  }

  /**
   * Reads a number attribute into a primitive double.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not a number
   */
  public static double requireDouble(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = item.get(attribute);
    String number = stored == null ? null : stored.n();
    if (number != null) {
      // The common case without boxing; absent, NUL and other types fail below, as every codec does.
      try {
        return NumberCodecs.parseDouble(number);
      } catch (RuntimeException e) {
        throw new InvalidValueException(entity, attribute, stored, problem(e), e);
      }
    }
    return require(item, entity, attribute, Codecs.ofDouble());
  }

  /**
   * Reads a number attribute into a primitive float.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or outside the float range
   */
  public static float requireFloat(Map<String, AttributeValue> item, String entity, String attribute) {
    return require(item, entity, attribute, Codecs.ofFloat());
  }

  /**
   * Reads a boolean attribute into a primitive boolean.
   *
   * @param item the stored item
   * @param entity the entity name, for messages
   * @param attribute the attribute name
   * @return the value
   * @throws InvalidValueException when the attribute is absent, {@code NUL} or not a boolean
   */
  public static boolean requireBoolean(Map<String, AttributeValue> item, String entity, String attribute) {
    AttributeValue stored = item.get(attribute);
    Boolean bool = stored == null ? null : stored.bool();
    if (bool != null) {
      return bool;
    }
    return require(item, entity, attribute, Codecs.ofBoolean());
  }

  private static <T> T require(Map<String, AttributeValue> item, String entity, String attribute, AttributeCodec<T> codec) {
    T value = get(item, entity, attribute, codec);
    if (value == null) {
      throw new InvalidValueException(entity, attribute, item.get(attribute), PRIMITIVE_PROBLEM);
    }
    return value;
  }

  /** Whether a stored value is an empty set, which DynamoDB refuses: such values are left out. */
  public static boolean isEmptySet(AttributeValue stored) {
    // An if chain rather than a switch on the enum, which would load one more class at start-up.
    AttributeValue.Type type = stored.type();
    if (type == AttributeValue.Type.SS) {
      return stored.ss().isEmpty();
    }
    if (type == AttributeValue.Type.NS) {
      return stored.ns().isEmpty();
    }
    return type == AttributeValue.Type.BS && stored.bs().isEmpty();
  }


  private static String problem(RuntimeException e) {
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }

  /**
   * The item of a value, as a write sends it: {@code schema.toItem(value)}, with an {@link
   * InvalidValueException} given the item's key where the key itself renders, since the codecs and
   * the item checks that find a bad value do not know it.
   *
   * @param schema the value's entity
   * @param value the value
   * @param <T> the entity's record type
   * @return the item
   * @throws InvalidValueException when a value cannot be stored, naming the item's key where it can
   */
  public static <T> Map<String, AttributeValue> toItem(EntitySchema<T> schema, T value) {
    try {
      return schema.toItem(value);
    } catch (InvalidValueException e) {
      Map<String, AttributeValue> key;
      try {
        key = schema.keyOf(value);
      } catch (RuntimeException keyFailure) {
        // The bad value is in the key: the message names it already.
        throw e;
      }
      throw e.withKey(Keys.listed(Keys.require(schema, key)));
    }
  }
}
