package dev.singletable.runtime.expression;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.Objects;

/**
 * A typed reference to a list or set attribute: adds membership tests on its elements. Generated
 * entities use its subtypes {@link ListPath} and {@link SetPath}, which the list and set updates
 * ({@code append}, {@code addToSet}, {@code deleteFromSet}) take.
 *
 * @param <R> the record type of the entity the attribute belongs to
 * @param <C> the collection type ({@code List<E>} or {@code Set<E>})
 * @param <E> the element type
 */
public abstract class CollectionPath<R, C, E> extends UpdatableAttribute<R, C> {
  private final AttributeCodec<E> elementCodec;

  CollectionPath(String entity, String name, AttributeCodec<C> codec, AttributeCodec<E> elementCodec) {
    super(entity, name, codec, false);
    this.elementCodec = Objects.requireNonNull(elementCodec, "elementCodec");
  }

  /** A collection below {@code parent}: a component of a nested record. */
  CollectionPath(AttributePath<R, ?> parent, String component, AttributeCodec<C> codec, AttributeCodec<E> elementCodec) {
    super(parent, component, codec);
    this.elementCodec = Objects.requireNonNull(elementCodec, "elementCodec");
  }

  /**
   * {@code contains(attribute, element)}: the list or set holds {@code element}.
   *
   * @param element the element, encoded as the collection stores its elements
   * @return the condition
   * @throws InvalidValueException when the element is null or cannot be encoded
   */
  public Condition<R> containsElement(E element) {
    if (element == null) {
      throw new InvalidValueException(entity(), name(), null, "a condition value cannot be null");
    }
    return function("contains", encodeWith(elementCodec, element));
  }

  /**
   * The codec of one element.
   *
   * @return the element codec
   */
  public AttributeCodec<E> elementCodec() {
    return elementCodec;
  }
}
