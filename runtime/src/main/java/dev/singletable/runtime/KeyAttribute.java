package dev.singletable.runtime;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A key attribute of an index and its DynamoDB type: {@code S}, {@code N} or {@code B}.
 *
 * <p>equals, hashCode and toString are written out because the record defaults bootstrap through
 * {@code ObjectMethods} on first use, a start-up cost this library avoids.
 *
 * @param name the stored attribute name
 * @param type its scalar type
 */
public record KeyAttribute(String name, ScalarAttributeType type) {
  /**
   * Checks the parts.
   *
   * @param name the stored attribute name
   * @param type its scalar type
   * @throws NullPointerException when a part is null
   */
  public KeyAttribute {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
  }

  /**
   * Whether another key attribute has the same name and type.
   *
   * @param other the other object
   * @return true when both parts are equal
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof KeyAttribute && name.equals(((KeyAttribute) other).name)
        && type == ((KeyAttribute) other).type;
  }

  /**
   * A hash of both parts.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return name.hashCode() * 31 + type.hashCode();
  }

  /**
   * The name and type, for messages.
   *
   * @return {@code score N}
   */
  @Override
  public String toString() {
    return name + " " + type;
  }
}
