package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import java.util.Objects;

/**
 * A typed reference to an attribute that updates may change: a record component that is not part of
 * the primary key. Generated as a constant ({@code OrderEntity.STATUS}); the methods of {@link
 * dev.singletable.runtime.operation.UpdateOperation} accept only this type, so an update that would change a primary-key component
 * does not compile. Conditions and filters take it like any {@link AttributePath}.
 *
 * @param <E> the record type of the entity the attribute belongs to
 * @param <T> the record component's type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/writes.md#updates">Writes: updates</a>
 */
public class UpdatableAttribute<E, T> extends AttributePath<E, T> {
  private final boolean required;
  /** The text stored for no value ({@code @AbsentAs}); null when an absent value is removed. */
  private final T placeholder;

  /**
   * A path to a top-level attribute; generated paths into nested records call it.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param required whether every item holds it (updates cannot remove it)
   */
  protected UpdatableAttribute(String entity, String name, AttributeCodec<T> codec, boolean required) {
    this(entity, name, codec, required, null);
  }

  private UpdatableAttribute(String entity, String name, AttributeCodec<T> codec, boolean required, T placeholder) {
    super(entity, name, codec);
    this.required = required;
    this.placeholder = placeholder;
  }

  /**
   * A path below {@code parent}, which updates may change or remove: a component of a nested record
   * ({@code SUPPLIER.address()}); generated paths into nested records call it.
   *
   * @param parent the path of the record holding the component
   * @param component the component's stored name
   * @param codec the codec of its values
   */
  protected UpdatableAttribute(AttributePath<E, ?> parent, String component, AttributeCodec<T> codec) {
    super(parent, component, codec);
    this.required = false;
    this.placeholder = null;
  }

  /**
   * An element of the list {@code parent}, which updates may change or remove: a record in a list of
   * records ({@code LINES.at(0)}); generated paths into nested records call it.
   *
   * @param parent the path of the list
   * @param index the element's index, from 0
   * @param codec the codec of its values
   * @throws dev.singletable.runtime.exception.InvalidValueException when the index is negative
   */
  protected UpdatableAttribute(AttributePath<E, ?> parent, int index, AttributeCodec<T> codec) {
    this(parent, (Object) index, codec, false);
  }

  /** A path below {@code parent}: an element ({@code Integer} index) or a map value ({@code String} key). */
  UpdatableAttribute(AttributePath<E, ?> parent, Object segment, AttributeCodec<T> codec, boolean required) {
    super(parent, segment, codec);
    this.required = required;
    this.placeholder = null;
  }

  /**
   * The path of one component of the record this path stores ({@code SUPPLIER.address().city()}):
   * generated paths into nested records call it.
   *
   * @param component the component's stored name
   * @param codec the codec of its values
   * @param <V> its type
   * @return the component's path, for conditions, filters and updates
   */
  protected final <V> UpdatableAttribute<E, V> component(String component, AttributeCodec<V> codec) {
    return new UpdatableAttribute<>(this, component, codec);
  }

  /**
   * A path to an attribute that may be absent (a non-primitive component).
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param <E> the record type of the entity
   * @param <T> the component type
   * @return the path
   */
  public static <E, T> UpdatableAttribute<E, T> of(String entity, String name, AttributeCodec<T> codec) {
    return new UpdatableAttribute<>(entity, name, codec, false);
  }

  /**
   * A path to an attribute that every item must hold (a primitive or {@code @Required} component):
   * updates may change it but not remove it.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param <E> the record type of the entity
   * @param <T> the component type, boxed
   * @return the path
   */
  public static <E, T> UpdatableAttribute<E, T> required(String entity, String name, AttributeCodec<T> codec) {
    return new UpdatableAttribute<>(entity, name, codec, true);
  }

  /**
   * A path to an attribute that stores a placeholder for no value (an {@code @AbsentAs} component):
   * updates that set it to null or remove it store the placeholder instead, and refuse the
   * placeholder as a value.
   *
   * @param entity the entity name, for messages
   * @param name the stored attribute name
   * @param codec the codec of its values
   * @param placeholder the text stored for no value
   * @param <E> the record type of the entity
   * @return the path
   */
  public static <E> UpdatableAttribute<E, String> absentAs(String entity, String name, AttributeCodec<String> codec,
      String placeholder) {
    return new UpdatableAttribute<>(entity, name, codec, false, Objects.requireNonNull(placeholder));
  }

  /**
   * The value stored in place of no value ({@code @AbsentAs}).
   *
   * @return the placeholder; null when an absent value is not stored
   */
  public T placeholder() {
    return placeholder;
  }

  /**
   * Whether every item must hold this attribute (its component is primitive or {@code @Required}).
   *
   * @return true when removing it is refused
   */
  public boolean isRequired() {
    return required;
  }
}
