package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.Map;
import java.util.Objects;

/**
 * A typed reference to a map attribute ({@code M}) with string keys: adds the path to one value,
 * {@link #key(String)}.
 *
 * @param <R> the record type of the entity the attribute belongs to
 * @param <V> the value type
 */
public final class MapPath<R, V> extends UpdatableAttribute<R, Map<String, V>> {
  private final AttributeCodec<V> valueCodec;

  private MapPath(String entity, String name, AttributeCodec<Map<String, V>> codec, AttributeCodec<V> valueCodec) {
    super(entity, name, codec, false);
    this.valueCodec = Objects.requireNonNull(valueCodec, "valueCodec");
  }

  /**
   * A path to map attribute {@code name} of {@code entity}.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of the whole map
   * @param valueCodec the codec of one value
   * @param <R> the record type of the entity
   * @param <V> the value type
   * @return the path
   */
  public static <R, V> MapPath<R, V> of(String entity, String name, AttributeCodec<Map<String, V>> codec, AttributeCodec<V> valueCodec) {
    return new MapPath<>(entity, name, codec, valueCodec);
  }

  /**
   * The value under {@code key} ({@code scores.math}), for conditions, filters and updates. The key
   * goes through a placeholder like every name, so any text is safe. DynamoDB refuses an update below
   * a map the item does not hold (see {@link dev.singletable.runtime.exception.MissingPathException}).
   *
   * @param key the map key, not empty
   * @return the value's path
   * @throws dev.singletable.runtime.exception.InvalidValueException when the key is empty
   */
  public UpdatableAttribute<R, V> key(String key) {
    return new UpdatableAttribute<>(this, (Object) Objects.requireNonNull(key, "key"), valueCodec, false);
  }
}
