package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The vectors of vector indexes, checked before anything is sent: as many elements as the index has
 * dimensions, each a finite number a 32-bit float holds, since DynamoDB stores and compares vector
 * elements as such. A null vector leaves the item out of the index and is not checked.
 */
public final class Vectors {
  private Vectors() {}

  /**
   * Refuses a vector that the index cannot hold.
   *
   * @param entity the entity name
   * @param component the vector component
   * @param index the vector index
   * @param dimensions the index's dimensions
   * @param vector the vector, may be null
   * @throws InvalidValueException naming entity, component, index and the vector's length, when its
   *     length is not {@code dimensions} or an element is null, NaN, infinite or beyond a float
   */
  public static void check(String entity, String component, String index, int dimensions,
      List<? extends Number> vector) {
    if (vector == null) {
      return;
    }
    if (vector.size() != dimensions) {
      throw new InvalidValueException(entity, component, vector, "has " + vector.size() + " elements, but vector"
          + " index " + index + " takes vectors of " + dimensions + " dimensions");
    }
    for (int i = 0; i < vector.size(); i++) {
      Number element = vector.get(i);
      String fault = element == null ? "is null" : fault(element.doubleValue());
      if (fault != null) {
        throw new InvalidValueException(entity, component, vector, "has " + vector.size() + " elements, of which"
            + " element " + i + " " + fault + "; vector index " + index + " takes finite 32-bit floats only");
      }
    }
  }

  /**
   * The codec of a vector component's attribute constant: {@code codec}, with every value it encodes
   * (an update's {@code set}, a condition's operand) checked first as {@link #check} checks a write.
   *
   * @param entity the entity name
   * @param component the vector component
   * @param index the vector index
   * @param dimensions the index's dimensions
   * @param codec the component's list codec
   * @param <V> the element type
   * @return the checking codec
   */
  public static <V extends Number> AttributeCodec<List<V>> checked(String entity, String component, String index,
      int dimensions, AttributeCodec<List<V>> codec) {
    return new AttributeCodec<>() {
      @Override
      public AttributeValue encode(List<V> value) {
        check(entity, component, index, dimensions, value);
        return codec.encode(value);
      }

      @Override
      public List<V> decode(AttributeValue value) {
        return codec.decode(value);
      }
    };
  }

  private static String fault(double element) {
    if (Double.isNaN(element)) {
      return "is NaN";
    }
    if (Double.isInfinite(element)) {
      return "is infinite";
    }
    if (Math.abs(element) > Float.MAX_VALUE) {
      return "(" + element + ") is beyond the largest float";
    }
    return null;
  }
}
