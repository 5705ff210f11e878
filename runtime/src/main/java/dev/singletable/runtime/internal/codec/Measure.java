package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The size of one value as DynamoDB counts it, summed while the value is encoded, so that {@code
 * toItem} does not walk a list, map or nested record a second time with {@link Limits#value} to
 * find it. {@link Items#putChecked(Map, String, String, int, Object, AttributeCodec)} gives a fresh
 * measure to a {@link Codec}, which adds what it stores: text its UTF-8 bytes, a list or map its 3
 * bytes and one per element, a map key its bytes, a nested record at most what its components can
 * add. Anything the sum cannot vouch for (an unpaired surrogate, an empty map key, lists and maps
 * nested deeper than DynamoDB stores, a number DynamoDB would refuse, a value of a codec that does
 * not measure) makes the measure {@linkplain #walks() walk}: the finished value is then checked by
 * {@link Limits#value} as before, which refuses it with its usual message and path. So a value
 * whose measure does not walk is one {@link Limits#value} accepts, of at most the bytes summed.
 *
 * <p>Not thread-safe: one measure per value being encoded.
 */
public final class Measure {
  /**
   * A codec that measures what it encodes: lists, maps, strings, documents and generated codecs of
   * nested records. {@link #encode(Object)} stores exactly what {@link #encode(Object, int,
   * Measure)} stores and refuses exactly what it refuses.
   *
   * @param <T> the Java type
   */
  public interface Codec<T> extends AttributeCodec<T> {
    /**
     * Encodes a value as {@link #encode(Object)} does, adding its size to {@code measure}.
     *
     * @param value the value, never null
     * @param depth the level the value lies at as DynamoDB counts nesting: 1 for an attribute, 2
     *     for an element of a list or map that is an attribute
     * @param measure the measure of the attribute the value belongs to
     * @return the stored form, never null
     * @throws RuntimeException as {@link #encode(Object)}
     */
    AttributeValue encode(T value, int depth, Measure measure);
  }

  private long bytes;
  /** Whether the value must be walked by {@link Limits#value}; a walking measure adds nothing more. */
  private boolean walk;

  private Measure(boolean walk) {
    this.walk = walk;
  }

  /** A measure for one attribute's value. */
  static Measure of() {
    return new Measure(false);
  }

  /**
   * A measure that counts nothing, for a codec's plain {@link AttributeCodec#encode}, whose caller
   * checks the value on its own.
   *
   * @return a new measure that walks
   */
  public static Measure none() {
    return new Measure(true);
  }

  /** Whether the value must be walked by {@link Limits#value} to be checked and counted. */
  boolean walks() {
    return walk;
  }

  /** The bytes summed: at least the value's size, when the measure does not {@linkplain #walks() walk}. */
  long bytes() {
    return bytes;
  }

  /**
   * Adds a map of a nested record's components: checks its depth and adds the bytes its components
   * add at most beyond their text and checked values (the map's own 3, each component's name and
   * the byte of its entry, the most a value of bounded size stores).
   *
   * @param depth the level the map lies at
   * @param fixedBytes those bytes, known when the record's codec was generated
   */
  public void record(int depth, long fixedBytes) {
    // A name that is not valid Unicode or empty is counted past the item limit by the generator.
    if (depth >= Limits.MAX_DEPTH || fixedBytes > Limits.MAX_ITEM_BYTES) {
      walk = true;
    }
    bytes += fixedBytes;
  }

  /**
   * Puts a string component of a nested record, measuring its text.
   *
   * @param map the record's map
   * @param attribute the component's stored name
   * @param value the value; null omits it
   */
  public void putString(Map<String, AttributeValue> map, String attribute, String value) {
    if (value != null) {
      text(value);
      map.put(attribute, AttributeValue.createS(value));
    }
  }

  /**
   * Puts a component of a nested record through its codec, as {@link Items#put} does, measuring it.
   *
   * @param map the record's map
   * @param entity the entity name, for messages
   * @param attribute the component's stored name
   * @param value the value; null omits it
   * @param codec the component's codec
   * @param depth the level the value lies at: one below the record's map
   * @param <T> the value type
   * @throws dev.singletable.runtime.exception.InvalidValueException as {@link Items#put}
   */
  public <T> void put(Map<String, AttributeValue> map, String entity, String attribute, T value,
      AttributeCodec<T> codec, int depth) {
    AttributeValue stored = Items.encode(entity, attribute, value, codec, depth, this);
    if (stored != null) {
      map.put(attribute, stored);
    }
  }

  /** Adds a text value's UTF-8 bytes; walks for one that is not valid Unicode. */
  void text(String value) {
    if (!walk) {
      long length = Limits.utf8(value);
      if (length < 0) {
        walk = true;
      } else {
        bytes += length;
      }
    }
  }

  /** Adds a map key's UTF-8 bytes; walks for an empty key or one that is not valid Unicode. */
  void key(String key) {
    if (!walk) {
      long length = Limits.utf8(key);
      if (length <= 0) {
        walk = true;
      } else {
        bytes += length;
      }
    }
  }

  /**
   * Adds a list or map whose elements have been added: its own bytes and one per element. Walks when
   * its elements lie deeper than DynamoDB stores.
   *
   * @param depth the level the list or map lies at
   * @param elements the number of its elements
   */
  void container(int depth, int elements) {
    if (depth >= Limits.MAX_DEPTH) {
      walk = true;
    }
    bytes += Limits.CONTAINER_BYTES + elements;
  }

  /** {@code NUL}, counted: a null element of a list or map. */
  AttributeValue nul() {
    bytes++;
    return Shapes.NUL;
  }

  /**
   * Adds a value encoded by a codec that does not measure: checked and counted on its own, as
   * {@link Limits#value} would; walks when it is refused (or null), so that the walk reports it.
   *
   * @param stored the encoded value
   * @param depth the level it lies at
   * @return {@code stored}
   */
  AttributeValue value(AttributeValue stored, int depth) {
    if (!walk) {
      long size = stored == null ? -1 : Limits.measure(stored, depth);
      if (size < 0) {
        walk = true;
      } else {
        bytes += size;
      }
    }
    return stored;
  }

  /**
   * Encodes an element of a list or map with its codec, measured: by the codec itself when it
   * measures ({@code measured} not null), else as {@link #value}.
   *
   * @param codec the element codec
   * @param measured the same codec when it measures, else null
   * @param element the element, not null
   * @param depth the level the element lies at
   * @param <E> the element type
   * @return the stored element
   */
  <E> AttributeValue element(AttributeCodec<E> codec, Codec<E> measured, E element, int depth) {
    return measured != null ? measured.encode(element, depth, this) : value(codec.encode(element), depth);
  }

  /** The codec as a measuring one, or null: for codecs that hold an element codec. */
  @SuppressWarnings("unchecked") // a Codec<E> is the same codec as the AttributeCodec<E> it is
  static <E> Codec<E> measuring(AttributeCodec<E> codec) {
    return codec instanceof Codec ? (Codec<E>) codec : null;
  }
}
