package dev.singletable.runtime;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts one Java type to and from its stored DynamoDB form. Generated code holds one codec per
 * attribute in a static field; {@link dev.singletable.runtime.internal.codec.Codecs} has the built-in ones, and a user's {@code @Converter}
 * class implements this interface. Null never reaches a codec: {@link dev.singletable.runtime.internal.codec.Items} stores null as an
 * absent attribute and reads absent or {@code NUL} attributes as null.
 *
 * @param <T> the Java type
 */
public interface AttributeCodec<T> {
  /**
   * Encodes a value.
   *
   * @param value the value, never null
   * @return the stored form, never null
   * @throws RuntimeException (usually IllegalArgumentException) when the value cannot be stored
   *     without loss
   */
  AttributeValue encode(T value);

  /**
   * Decodes a stored value.
   *
   * @param value the stored form, never null and never {@code NUL}
   * @return the value
   * @throws RuntimeException (usually IllegalArgumentException) when the stored form has the wrong
   *     type or content
   */
  T decode(AttributeValue value);
}
