package dev.singletable.runtime;

import java.util.Objects;

/**
 * A typed reference to a list or set attribute: adds membership tests on its elements.
 *
 * @param <C> the collection type ({@code List<E>} or {@code Set<E>})
 * @param <E> the element type
 */
public final class CollectionPath<C, E> extends AttributePath<C> {
  private final AttributeCodec<E> elementCodec;

  private CollectionPath(String entity, String name, AttributeCodec<C> codec, AttributeCodec<E> elementCodec) {
    super(entity, name, codec);
    this.elementCodec = Objects.requireNonNull(elementCodec, "elementCodec");
  }

  /** A path to collection attribute {@code name} of {@code entity}. */
  public static <C, E> CollectionPath<C, E> of(
      String entity, String name, AttributeCodec<C> codec, AttributeCodec<E> elementCodec) {
    return new CollectionPath<>(entity, name, codec, elementCodec);
  }

  /** {@code contains(attribute, element)}: the list or set holds {@code element}. */
  public Condition containsElement(E element) {
    if (element == null) {
      throw new InvalidValueException(entity(), name(), null, "a condition value cannot be null");
    }
    return function("contains", elementCodec.encode(element));
  }

  /** The codec of one element. */
  public AttributeCodec<E> elementCodec() {
    return elementCodec;
  }
}
