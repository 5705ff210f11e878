package dev.singletable.processor.model.entity;

import com.squareup.javapoet.ClassName;
import java.util.List;

/**
 * A record stored inside an entity, as a map (M) of its components.
 *
 * @param type the record type
 * @param components its components in declaration order
 */
public record RecordModel(ClassName type, List<AttributeModel> components) {

  /** Copies the list: the model is immutable. */
  public RecordModel {
    components = List.copyOf(components);
  }
}
