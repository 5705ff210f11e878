package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Bounds the recursion of encoders: a list or map that contains itself, or one nested thousands of
 * levels deep, would otherwise end in a {@link StackOverflowError} before {@link Limits} ever sees
 * the item. Past {@link #LIMIT} levels an encoder refuses the value. The limit is one above what
 * DynamoDB stores, so that a value merely too deep is refused by {@link Limits} with its exact path,
 * and only a cycle or a runaway depth stops here.
 *
 * <p>Lists, maps, documents and nested records pass the level a value lies at down to what they
 * encode ({@link Measure.Codec#encode(Object, int, Measure)}), one more at each step, so among them
 * the level itself is the count ({@link #check}); a codec's plain {@code encode} starts again at
 * level 1. A converter (a codec that neither {@linkplain Measure.Codec measures} nor is {@link
 * Counted}) passes no level on, and may reach the same values again through plain encodes: the
 * levels above it are kept for the thread while it runs ({@link #across}), so that every way round
 * a cycle adds at least one level, and no encoding recurses more than twice {@link #LIMIT} levels.
 */
final class Nesting {
  static final int LIMIT = Limits.MAX_DEPTH;

  // A converter's encode has no level parameter: the levels above the converters under way on this
  // thread are the only state it can be given. A plain ThreadLocal filled on first use, not
  // withInitial(lambda) nor an anonymous subclass: it loads no class beyond ThreadLocal itself.
  private static final ThreadLocal<int[]> ABOVE = new ThreadLocal<>();

  /**
   * A built-in codec that does not measure and cannot recurse (every scalar codec but text's, which
   * measures): it is called without {@link #across}. A codec that measures is never called across.
   */
  interface Counted {}

  private Nesting() {}

  /**
   * Refuses a value that lies past {@link #LIMIT} levels: what a list, a map and a nested record's
   * attribute check before they encode.
   *
   * @param level the level the value lies at, 1 for an attribute
   * @throws IllegalArgumentException past the limit
   */
  static void check(int level) {
    if (level > LIMIT) {
      throw tooDeep();
    }
  }

  /**
   * Encodes a value through a converter at {@code level}, the levels above it kept for the thread
   * while it runs: the converter's value lies at {@code level}, so a plain encode inside it, which
   * starts at level 1, lies {@code level - 1} below them. At least one level is added, so that a
   * converter reaching itself at level 1 (through {@link Items#put}) stops too.
   *
   * @param codec the converter
   * @param value the value, not null
   * @param level the level the value lies at
   * @param <T> the value type
   * @return what the converter stores
   * @throws IllegalArgumentException when the levels above the converter pass the limit
   */
  static <T> AttributeValue across(AttributeCodec<T> codec, T value, int level) {
    int[] above = ABOVE.get();
    if (above == null) {
      above = new int[1];
      ABOVE.set(above);
    }
    int levels = Math.max(level - 1, 1);
    if (above[0] + levels > LIMIT) {
      throw tooDeep();
    }
    above[0] += levels;
    try {
      return codec.encode(value);
    } finally {
      above[0] -= levels;
    }
  }

  /**
   * The element codec as a list or map encodes it: the codec itself when it measures, null when it
   * is {@link Counted} (a scalar, encoded and measured as it is), else the converter wrapped so that
   * it is called {@link #across}.
   *
   * @param codec the element codec
   * @param <E> the element type
   * @return the codec to measure elements with, or null
   */
  static <E> Measure.Codec<E> measuring(AttributeCodec<E> codec) {
    Measure.Codec<E> measured = Measure.measuring(codec);
    if (measured != null || codec instanceof Counted) {
      return measured;
    }
    return new Converter<>(codec);
  }

  private static IllegalArgumentException tooDeep() {
    return new IllegalArgumentException("nests lists and maps more than " + LIMIT
        + " levels deep, or contains itself; DynamoDB stores at most " + (Limits.MAX_DEPTH - 1) + " inside one another");
  }

  /** A converter as an element of a list or map: called {@link #across}, its value measured as it is. */
  private static final class Converter<E> implements Measure.Codec<E> {
    private final AttributeCodec<E> codec;

    Converter(AttributeCodec<E> codec) {
      this.codec = codec;
    }

    @Override
    public AttributeValue encode(E value) {
      return across(codec, value, 1);
    }

    @Override
    public AttributeValue encode(E value, int level, Measure measure) {
      return measure.value(across(codec, value, level), level);
    }

    @Override
    public E decode(AttributeValue value) {
      return codec.decode(value);
    }
  }
}
