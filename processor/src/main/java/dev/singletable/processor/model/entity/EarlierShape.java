package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;
import java.util.List;

/**
 * An earlier version of an entity, kept in source as an {@code @EarlierVersion} record so that
 * items stored by that version stay readable.
 *
 * @param layout the record read as the entity at that version: its keys, indexes and components as
 *     they were stored, with the entity's service and name; its {@code position} is the
 *     {@code @EarlierVersion} annotation
 * @param annotated whether the class named is a record annotated {@code @EarlierVersion}; when not,
 *     {@code layout} is empty of keys and components and only reported
 * @param namedAt the {@code previous} value of the newer version that names this record
 * @param versionPosition the {@code @EarlierVersion} version value
 * @param upcasts the {@code @Upcast} methods this record declares, from its own previous version
 */
public record EarlierShape(
    EntityModel layout,
    boolean annotated,
    Position namedAt,
    Position versionPosition,
    List<UpcastMethod> upcasts) {

  /** Copies the list: the model is immutable. */
  public EarlierShape {
    upcasts = List.copyOf(upcasts);
  }

  /** The version whose items this shape decodes. */
  public int version() {
    return layout.version();
  }
}
