package dev.singletable.runtime.returned;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attributes an update changed, as DynamoDB returns them for {@code UPDATED_OLD} (their values
 * before the update) or {@code UPDATED_NEW} (after it): not a whole record, so not decoded as one.
 * Read one with the entity's attribute constant ({@code changed.get(StockItemEntity.RESERVED)}),
 * which decodes it as the entity stores it; {@link #raw()} has every attribute returned, the
 * library's own (index keys, {@code @UpdatedAt}, {@code @Version}, the write token) included.
 *
 * <p>An attribute the update created holds no old value, and one it removed no new value: {@link
 * #get} is then empty. For an update of a nested path ({@code profile.address.city}) DynamoDB
 * returns the top-level attribute holding only the changed part: read it from {@link #raw()}.
 *
 * @param <T> the entity's record type: only its attribute constants read these values
 */
public final class UpdatedAttributes<T> {
  private final String entity;
  private final Map<String, AttributeValue> attributes;

  /**
   * Wraps the attributes of a response.
   *
   * @param entity the entity name, for messages
   * @param attributes the attributes returned, by stored name; null is read as none
   */
  public UpdatedAttributes(String entity, Map<String, AttributeValue> attributes) {
    this.entity = Objects.requireNonNull(entity, "entity");
    this.attributes = attributes == null ? Map.of() : Map.copyOf(attributes);
  }

  /**
   * The value of one attribute, decoded as the entity stores it.
   *
   * @param attribute the entity's attribute constant
   * @param <V> its type
   * @return the value; empty when DynamoDB returned none for it (not changed, or absent at that time),
   *     or the placeholder of an {@code @AbsentAs} component
   * @throws InvalidValueException when the stored value cannot be decoded, naming entity and attribute
   */
  public <V> Optional<V> get(AttributePath<T, V> attribute) {
    AttributeValue value = attributes.get(attribute.name());
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      return Optional.empty();
    }
    try {
      V decoded = attribute.codec().decode(value);
      // An @AbsentAs attribute holding its placeholder has no value.
      if (attribute instanceof UpdatableAttribute<T, V> updatable && decoded.equals(updatable.placeholder())) {
        return Optional.empty();
      }
      return Optional.of(decoded);
    } catch (InvalidValueException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new InvalidValueException(entity, attribute.name(), value, e.getMessage(), e);
    }
  }

  /**
   * Whether DynamoDB returned a value for the attribute.
   *
   * @param attribute the entity's attribute constant
   * @return true when a value is present
   */
  public boolean contains(AttributePath<T, ?> attribute) {
    return attributes.containsKey(attribute.name());
  }

  /**
   * Every attribute returned, by stored name, unmodifiable.
   *
   * @return the attributes as DynamoDB returned them
   */
  public Map<String, AttributeValue> raw() {
    return attributes;
  }

  @Override
  public String toString() {
    return entity + " updated " + attributes.keySet();
  }
}
