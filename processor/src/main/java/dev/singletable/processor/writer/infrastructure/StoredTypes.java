package dev.singletable.processor.writer.infrastructure;

import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The DynamoDB type of each attribute an entity stores, for the Workbench model, the design document
 * and the service description.
 */
public final class StoredTypes {
  private StoredTypes() {}

  /**
   * The attributes an entity's items carry besides the table's own key attributes, with their
   * types, in the order an item lists them: its index keys, its identity, then its components.
   */
  static Map<String, String> nonKeyAttributes(EntityModel entity, TableShape table) {
    Map<String, String> attributes = new LinkedHashMap<>();
    for (IndexModel index : entity.indexes()) {
      for (KeyModel key : index.keys()) {
        attributes.putIfAbsent(key.field(), table.attributes().getOrDefault(key.field(), "S"));
      }
    }
    entity.identity().typeAttribute().ifPresent(attribute -> attributes.putIfAbsent(attribute, "S"));
    entity.identity().versionAttribute().ifPresent(attribute ->
        attributes.putIfAbsent(attribute, entity.identity().versionAsString() ? "S" : "N"));
    for (AttributeModel attribute : entity.attributes()) {
      attributes.putIfAbsent(attribute.storedName(), of(attribute));
    }
    for (TableShape.Key key : table.keySchema()) {
      attributes.remove(key.attribute());
    }
    return attributes;
  }

  /** The type a component is stored as; {@code S} for a converted value, whose codec decides. */
  static String of(AttributeModel attribute) {
    if (attribute.is(Lifecycle.TTL) || attribute.instantFormat().filter(AttributeModel.InstantFormat::isNumber).isPresent()) {
      return "N";
    }
    if (attribute.converter().isPresent()) {
      return "S";
    }
    return of(attribute.type());
  }

  /** The type a value of this shape is stored as; {@code M} for a free-form document. */
  public static String of(TypeModel type) {
    if (type instanceof TypeModel.Scalar scalar) {
      return switch (scalar.kind()) {
        case STRING, INSTANT, LOCAL_DATE, UUID -> "S";
        case BOOLEAN -> "BOOL";
        case BYTES -> "B";
        case DOCUMENT -> "M";
        case FLOATS, DOUBLES -> "L";
        default -> "N";
      };
    }
    if (type instanceof TypeModel.EnumType) {
      return "S";
    }
    if (type instanceof TypeModel.ListType) {
      return "L";
    }
    if (type instanceof TypeModel.SetType set) {
      return set.element().kind() == ScalarKind.STRING ? "SS" : "NS";
    }
    return "M";
  }
}
