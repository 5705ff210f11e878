package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;

/**
 * A codec of a number type, stored as DynamoDB {@code N}. Besides single attributes it formats and
 * parses the elements of number sets ({@link Codecs#numberSet}), which hold number texts rather than
 * attribute values.
 *
 * @param <T> the number type
 */
public interface NumberCodec<T> extends AttributeCodec<T> {
  /**
   * The number's text as DynamoDB stores it.
   *
   * @param value the number, never null
   * @return its decimal text
   * @throws IllegalArgumentException when DynamoDB cannot store the number (NaN, infinity)
   */
  String format(T value);

  /**
   * Reads a number text.
   *
   * @param number a DynamoDB number text
   * @return the number
   * @throws IllegalArgumentException (NumberFormatException, ArithmeticException for loss) when the
   *     text is not a number of this type
   */
  T parse(String number);
}
