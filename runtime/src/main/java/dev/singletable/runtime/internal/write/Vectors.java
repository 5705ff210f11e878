package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.ArrayList;
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
  public static <V> AttributeCodec<V> checked(String entity, String component, String index,
      int dimensions, AttributeCodec<V> codec) {
    return new AttributeCodec<>() {
      @Override
      @SuppressWarnings("unchecked") // a vector component is a float[], a double[] or a list of numbers
      public AttributeValue encode(V value) {
        check(entity, component, index, dimensions, value instanceof float[] floats ? elements(floats)
            : value instanceof double[] doubles ? elements(doubles) : (List<? extends Number>) value);
        return codec.encode(value);
      }

      @Override
      public V decode(AttributeValue value) {
        return codec.decode(value);
      }
    };
  }

  /**
   * Refuses a vector that the index cannot hold, as {@link #check(String, String, String, int, List)}.
   *
   * @param entity the entity name
   * @param component the vector component
   * @param index the vector index
   * @param dimensions the index's dimensions
   * @param vector the vector, may be null
   */
  public static void check(String entity, String component, String index, int dimensions, float[] vector) {
    check(entity, component, index, dimensions, vector == null ? null : elements(vector));
  }

  /**
   * Refuses a vector that the index cannot hold, as {@link #check(String, String, String, int, List)}.
   *
   * @param entity the entity name
   * @param component the vector component
   * @param index the vector index
   * @param dimensions the index's dimensions
   * @param vector the vector, may be null
   */
  public static void check(String entity, String component, String index, int dimensions, double[] vector) {
    check(entity, component, index, dimensions, vector == null ? null : elements(vector));
  }

  /**
   * The elements of a {@code float[]} vector, as a search takes them.
   *
   * @param vector the vector, may be null
   * @return a copy as a list, null for null
   */
  public static List<Float> elements(float[] vector) {
    if (vector == null) {
      return null;
    }
    List<Float> elements = new ArrayList<>(vector.length);
    for (float element : vector) {
      elements.add(element);
    }
    return elements;
  }

  /**
   * The elements of a {@code double[]} vector, as a search takes them.
   *
   * @param vector the vector, may be null
   * @return a copy as a list, null for null
   */
  public static List<Double> elements(double[] vector) {
    if (vector == null) {
      return null;
    }
    List<Double> elements = new ArrayList<>(vector.length);
    for (double element : vector) {
      elements.add(element);
    }
    return elements;
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
