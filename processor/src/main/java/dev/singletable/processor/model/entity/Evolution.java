package dev.singletable.processor.model.entity;

import java.util.List;
import java.util.Optional;

/**
 * How an entity reads the items of its earlier versions: the {@code @Upcast} methods the entity
 * record declares and the chain of earlier shapes its {@code @Entity(previous)} names, newest first.
 *
 * @param upcasts the {@code @Upcast} methods of the entity record
 * @param earlier the earlier shapes, each the {@code previous} of the one before it, newest first;
 *     empty when the entity reads its own version only
 */
public record Evolution(List<UpcastMethod> upcasts, List<EarlierShape> earlier) {
  /** No earlier versions and no upcast methods. */
  public static final Evolution NONE = new Evolution(List.of(), List.of());

  /** Copies the lists: the model is immutable. */
  public Evolution {
    upcasts = List.copyOf(upcasts);
    earlier = List.copyOf(earlier);
  }

  /** The oldest version read, or {@code current} when there are no earlier shapes. */
  public int oldestVersion(int current) {
    return earlier.isEmpty() ? current : earlier.get(earlier.size() - 1).version();
  }

  /** The earlier shape of a version. */
  public Optional<EarlierShape> shape(int version) {
    return earlier.stream().filter(shape -> shape.version() == version).findFirst();
  }
}
