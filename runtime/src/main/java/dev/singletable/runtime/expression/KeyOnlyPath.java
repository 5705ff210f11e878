package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.Objects;

/**
 * The attribute constant of a {@code @KeyOnly} component: one stored only inside a primary key
 * attribute, never as an attribute of its own. Its existence is the key's ({@code exists()} renders
 * {@code attribute_exists(SK)}); any other condition, filter or computed value naming it is refused
 * with an {@link IllegalArgumentException} when its request is built, before anything is sent,
 * since DynamoDB would find no such attribute and silently match nothing.
 *
 * @param <E> the record type of the entity
 * @param <T> the component's type
 */
public final class KeyOnlyPath<E, T> extends AttributePath<E, T> {
  private final String keyField;

  private KeyOnlyPath(String entity, String name, String keyField, AttributeCodec<T> codec) {
    super(entity, name, codec);
    this.keyField = Objects.requireNonNull(keyField, "keyField");
  }

  /**
   * The constant of a key-only component.
   *
   * @param entity the entity name
   * @param name the component's name
   * @param keyField the primary key attribute whose rendered value holds it
   * @param codec how its values are encoded, for the update operations that know the key
   * @param <E> the record type
   * @param <T> the component's type
   * @return the constant
   */
  public static <E, T> KeyOnlyPath<E, T> of(String entity, String name, String keyField, AttributeCodec<T> codec) {
    return new KeyOnlyPath<>(entity, name, keyField, codec);
  }

  /** {@code attribute_exists(key)}: the item exists, and with it the component. */
  @Override
  public Condition<E> exists() {
    return AttributePath.<E, T>of(entity(), keyField, codec()).exists();
  }

  /** {@code attribute_not_exists(key)}: there is no item, nor the component. */
  @Override
  public Condition<E> notExists() {
    return AttributePath.<E, T>of(entity(), keyField, codec()).notExists();
  }

  @Override
  String placeholder(ExpressionBuilder expressions) {
    throw new IllegalArgumentException(entity() + ": " + name() + " is not stored as an attribute (@KeyOnly): it is read"
        + " back from the key " + keyField + ", so a condition, filter or computed value cannot name it; use exists()"
        + " or notExists(), or the query's key conditions");
  }
}
