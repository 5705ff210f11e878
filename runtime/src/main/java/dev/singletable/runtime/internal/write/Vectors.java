package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.exception.InvalidValueException;
import java.util.List;

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
