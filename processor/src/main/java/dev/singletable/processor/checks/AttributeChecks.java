package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.type.ConverterModel;
import dev.singletable.processor.model.type.TypeModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the components of one entity and of the records nested in them: every value can be stored,
 * {@code @Padded}, {@code @Ordered} and {@code @Converter} fit their components, and no two things are stored under
 * one attribute name: a component stored under a key attribute is that key itself. Faults inside nested records
 * point at the entity component that reaches them, named by path ({@code address.zip}).
 */
final class AttributeChecks {
  /** The identity attributes the runtime writes on every item (EntitySchema's constants). */
  private static final List<String> IDENTITY_ATTRIBUTES = List.of("__entity", "__version");

  private static final int MAX_PADDING = 38;

  private static final String ANOTHER_NAME = "store it under another name with @Attribute(name = \"...\")";

  private AttributeChecks() {}

  static void check(EntityModel entity, Problems problems) {
    Map<String, String> reserved = reservedNames(entity);
    Map<String, AttributeModel> byStoredName = new HashMap<>();
    Set<RecordModel> visited = new HashSet<>();
    for (AttributeModel attribute : entity.attributes()) {
      attribute.padding().ifPresent(padding -> padding(attribute, padding, problems));
      attribute.ordered().ifPresent(ordered -> ordered(attribute, ordered, problems));
      storable(entity, attribute, attribute.name(), attribute.position(), visited, problems);
      String clash = reserved.get(attribute.storedName());
      if (clash != null) {
        problems.report(Message.ATTRIBUTE_NAME_CLASH, attribute.storedNamePosition(), attribute.name(),
            attribute.storedName(), clash, ANOTHER_NAME);
      } else {
        keyAttribute(entity, attribute, problems);
      }
      storedName(attribute, attribute.name(), attribute.storedNamePosition(), byStoredName, problems);
    }
  }

  /** Names no component may be stored under, each with what holds it. */
  private static Map<String, String> reservedNames(EntityModel entity) {
    Map<String, String> reserved = new HashMap<>();
    for (String identity : IDENTITY_ATTRIBUTES) {
      reserved.put(identity, "an identity attribute singletable writes on every item");
    }
    // EntitySchema.TOKEN_ATTRIBUTE: a component stored there would be overwritten by every write.
    reserved.put("__token", "the write token singletable stores with every put, create and update");
    // ReservedItems.ROLE_ATTRIBUTE: with __entity, what tells the library's own items (checkpoints,
    // unique guards) from an entity's; no entity item may carry it.
    reserved.put("__reserved", "the attribute that marks the items singletable keeps for itself");
    // And the earlier updates' tokens an item keeps, __token1 to __token63 (Table.MAX_WRITE_TOKENS).
    for (int n = 1; n < 64; n++) {
      reserved.put("__token" + n, "a write token singletable keeps of an earlier update");
    }
    return reserved;
  }

  /**
   * Reports a component stored under a key attribute that is not the component itself (see {@link
   * EntityModel#componentStoredAs}), saying what would be: at most once, for the first such key.
   */
  private static void keyAttribute(EntityModel entity, AttributeModel attribute, Problems problems) {
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        if (!key.field().equals(attribute.storedName()) || entity.componentStoredAs(key).isPresent()) {
          continue;
        }
        String why = !key.template().soleComponent().equals(Optional.of(attribute.name()))
            ? "a component is a key attribute itself only when the key's template is that component alone (\"${"
                + attribute.name() + "}\", no other text); else store it under another name with @Attribute(name ="
                + " \"...\")"
            : "the key is stored as " + key.attributeType() + " and component " + attribute.name() + " ("
                + attribute.javaType() + ") as " + AttributeIndexModel.keyType(attribute).orElse("no key type")
                + ", so it cannot be the key itself: a whole number or BigDecimal is a key attribute with type ="
                + " KeyType.NUMBER, a byte[] with type = KeyType.BINARY (on @Pk or @Sk), text, an enum, a date, an"
                + " instant or a UUID (without @Converter) a string key; an index keyed by typed attributes takes"
                + " pkAttributes and skAttributes; else store it under another name with @Attribute(name = \"...\")";
        problems.report(Message.ATTRIBUTE_NAME_CLASH, attribute.storedNamePosition(), attribute.name(),
            attribute.storedName(), "the key attribute of " + EntityChecks.owner(entity, index, key), why);
        return;
      }
    }
  }

  private static void padding(AttributeModel attribute, AttributeModel.Padding padding, Problems problems) {
    boolean integral = attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind().isIntegral();
    if (!integral) {
      problems.report(Message.PADDED_NOT_INTEGRAL, padding.position(), attribute.name(), attribute.javaType());
    } else if (padding.width() < 1 || padding.width() > MAX_PADDING) {
      problems.report(Message.PADDED_WIDTH, padding.position(), padding.width(), attribute.name());
    }
  }

  private static void ordered(AttributeModel attribute, Position ordered, Problems problems) {
    boolean integral = attribute.type() instanceof TypeModel.Scalar scalar && scalar.kind().isIntegral();
    if (!integral) {
      problems.report(Message.ORDERED_NOT_INTEGRAL, ordered, attribute.name(), attribute.javaType());
    } else if (attribute.padding().isPresent()) {
      problems.report(Message.ORDERED_AND_PADDED, ordered, attribute.name());
    }
  }

  /**
   * Reports a component (at {@code path}) that cannot be stored, then walks into the records it
   * holds. {@code position} is the entity component everything is reported at.
   */
  private static void storable(
      EntityModel entity,
      AttributeModel attribute,
      String path,
      Position position,
      Set<RecordModel> visited,
      Problems problems) {
    if (attribute.converter().isPresent()) {
      converter(entity, attribute, attribute.converter().get(), path, position, problems);
      return;
    }
    attribute.type().firstUnsupported().ifPresent(unsupported -> problems.report(
        Message.UNSUPPORTED_TYPE, position, path, attribute.javaType(), unsupported.type()));
    storedTexts(attribute.type(), problems);
    for (RecordModel record : nestedRecords(entity, attribute.type())) {
      if (!visited.add(record)) {
        continue;
      }
      Map<String, AttributeModel> byStoredName = new HashMap<>();
      for (AttributeModel component : record.components()) {
        String componentPath = path + "." + component.name();
        storable(entity, component, componentPath, position, visited, problems);
        storedName(component, componentPath, position, byStoredName, problems);
      }
    }
  }

  /**
   * Reports each enum constant stored as the same text as an earlier constant of its enum ({@code
   * @StoredAs}, or the name of a constant without it), at its {@code @StoredAs} value.
   */
  private static void storedTexts(TypeModel type, Problems problems) {
    if (type instanceof TypeModel.ListType list) {
      storedTexts(list.element(), problems);
    } else if (type instanceof TypeModel.MapType map) {
      storedTexts(map.value(), problems);
    } else if (type instanceof TypeModel.EnumType enumType && enumType.hasStoredTexts()) {
      Map<String, String> byText = new HashMap<>();
      for (int i = 0; i < enumType.constants().size(); i++) {
        String text = enumType.storedTexts().get(i);
        String earlier = byText.putIfAbsent(text, enumType.constants().get(i));
        if (earlier != null) {
          Position position = enumType.storedTextPositions().get(i);
          if (position == null) {
            // A constant stored by its name after one that declared that name: point at the declaration.
            position = enumType.storedTextPositions().get(enumType.constants().indexOf(earlier));
          }
          problems.report(Message.ENUM_STORED_TEXT_DUPLICATE, position, enumType.constants().get(i),
              enumType.type().simpleName(), text, earlier, enumType.type().simpleName());
        }
      }
    }
  }

  /** The records a shape holds directly or inside containers. */
  private static List<RecordModel> nestedRecords(EntityModel entity, TypeModel type) {
    if (type instanceof TypeModel.RecordType record) {
      return List.of(entity.record(record.type()));
    }
    if (type instanceof TypeModel.ListType list) {
      return nestedRecords(entity, list.element());
    }
    if (type instanceof TypeModel.MapType map) {
      return nestedRecords(entity, map.value());
    }
    return List.of();
  }

  private static void converter(
      EntityModel entity,
      AttributeModel attribute,
      ConverterModel converter,
      String path,
      Position position,
      Problems problems) {
    // A converter of the entity's own component points at its annotation; a nested one cannot.
    boolean nested = !path.equals(attribute.name());
    Position at = nested ? position : converter.position();
    if (!converter.instantiable()) {
      problems.report(
          Message.CONVERTER_NOT_INSTANTIABLE, at, converter.type(), path, entity.recordType().packageName());
    }
    if (!converter.codecOfComponent()) {
      problems.report(Message.CONVERTER_TYPE_MISMATCH, at, converter.type(), path, attribute.type().boxedType());
    }
  }

  private static void storedName(
      AttributeModel attribute,
      String path,
      Position position,
      Map<String, AttributeModel> byStoredName,
      Problems problems) {
    if (attribute.storedName().isEmpty()) {
      problems.report(Message.EMPTY_ATTRIBUTE_NAME, position, path);
      return;
    }
    AttributeModel first = byStoredName.putIfAbsent(attribute.storedName(), attribute);
    if (first != null) {
      problems.report(Message.DUPLICATE_ATTRIBUTE_NAME, position, path, attribute.storedName(), first.name());
    }
  }
}
