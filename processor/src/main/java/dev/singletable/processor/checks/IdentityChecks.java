package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.Position;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IdentityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.key.KeyModel;
import dev.singletable.processor.model.key.KeyTemplate;
import dev.singletable.processor.model.key.KeyTemplateParser;
import dev.singletable.processor.model.service.ServiceModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Checks how an entity's items are told from the others ({@code @Entity} {@code typeAttribute},
 * {@code typeValue}, {@code versionAttribute}) and the keys of its {@code @Unique} guard items: no
 * identity attribute may be stored over another attribute, no two entities of a service may carry the
 * same type, and no guard key may be the key of an item, since an entity without type attribute
 * would take it for one of its own.
 */
final class IdentityChecks {
  /** The write token's attribute (EntitySchema.TOKEN_ATTRIBUTE). */
  private static final String TOKEN = "__token";

  private IdentityChecks() {}

  /** The checks of one entity on its own. */
  static void check(EntityModel entity, Problems problems) {
    IdentityModel identity = entity.identity();
    if (identity.typeAttribute().isEmpty() && identity.typeValueGiven()) {
      problems.report(Message.IDENTITY_VALUE_WITHOUT_ATTRIBUTE, identity.typeValuePosition(), identity.typeValue(),
          entity.recordType().simpleName());
    }
    if (identity.versionAttribute().isEmpty() && identity.versionAsString()) {
      problems.report(Message.VERSION_AS_STRING_WITHOUT_ATTRIBUTE, identity.versionAsStringPosition(),
          entity.recordType().simpleName());
    }
    if (identity.electroDbLayout()) {
      electroDbLayout(entity, problems);
    }
    identity.typeAttribute().ifPresent(type -> clash(entity, "type", type, identity.typeAttributePosition(), problems));
    identity.versionAttribute().ifPresent(version -> {
      if (identity.typeAttribute().equals(Optional.of(version))) {
        problems.report(Message.IDENTITY_ATTRIBUTE_CLASH, identity.versionAttributePosition(), "version", version,
            entity.recordType().simpleName(), "its type attribute too");
      } else {
        clash(entity, "version", version, identity.versionAttributePosition(), problems);
      }
    });
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      Lifecycle.Marker marker = attribute.marker(Lifecycle.UNIQUE).orElseThrow();
      marker.template().ifPresent(template -> uniqueTemplate(entity, attribute, template, marker, problems));
    }
  }

  /** The checks of an entity against the others of its service. */
  static void checkService(ServiceModel service, EntityModel entity, Problems problems) {
    IdentityModel identity = entity.identity();
    if (identity.typeAttribute().isPresent()) {
      for (EntityModel other : service.entities()) {
        // The same name is reported as a duplicate entity name.
        if (!other.recordType().equals(entity.recordType()) && !other.name().equals(entity.name())
            && other.identity().typeAttribute().equals(identity.typeAttribute())
            && other.identity().typeValue().equals(identity.typeValue())) {
          problems.report(Message.IDENTITY_TAKEN, identity.typeValueGiven()
                  ? identity.typeValuePosition() : identity.typeAttributePosition(),
              entity.recordType().simpleName(), identity.typeAttribute().get(), identity.typeValue(), other.name(),
              service.name());
          break;
        }
      }
    }
    guardCollisions(service, entity, problems);
  }

  /**
   * ElectroDB's layout stores ElectroDB's identity and values written into keys as they are: an
   * identity option written otherwise would store items ElectroDB does not read as its own.
   */
  private static void electroDbLayout(EntityModel entity, Problems problems) {
    IdentityModel identity = entity.identity();
    String record = entity.recordType().simpleName();
    if (!identity.typeAttribute().equals(Optional.of(IdentityModel.ELECTRODB_TYPE_ATTRIBUTE))) {
      problems.report(Message.ELECTRODB_LAYOUT, identity.typeAttributePosition(), "typeAttribute", record,
          "\"" + identity.typeAttribute().orElse("") + "\"", "its type in " + IdentityModel.ELECTRODB_TYPE_ATTRIBUTE,
          "typeAttribute");
    }
    if (identity.typeValueGiven() && !identity.typeValue().equals(entity.name())) {
      problems.report(Message.ELECTRODB_LAYOUT, identity.typeValuePosition(), "typeValue", record,
          "\"" + identity.typeValue() + "\"", "the entity name \"" + entity.name() + "\"", "typeValue");
    }
    if (!identity.versionAttribute().equals(Optional.of(IdentityModel.ELECTRODB_VERSION_ATTRIBUTE))) {
      problems.report(Message.ELECTRODB_LAYOUT, identity.versionAttributePosition(), "versionAttribute", record,
          "\"" + identity.versionAttribute().orElse("") + "\"",
          "its version in " + IdentityModel.ELECTRODB_VERSION_ATTRIBUTE, "versionAttribute");
    } else if (!identity.versionAsString()) {
      problems.report(Message.ELECTRODB_LAYOUT, identity.versionAsStringPosition(), "versionAsString", record,
          "false", "the version as a string", "versionAsString");
    }
    if (!identity.unescapedKeys()) {
      problems.report(Message.ELECTRODB_LAYOUT, identity.unescapedKeysPosition(), "unescapedKeys", record, "false",
          "values in keys as they are", "unescapedKeys");
    }
  }

  private static void clash(EntityModel entity, String which, String name, Position at, Problems problems) {
    String what = null;
    if (name.equals(TOKEN)) {
      what = "the write token singletable stores with every put, create and update";
    } else if (which.equals("type") && name.equals(IdentityModel.DEFAULT_VERSION_ATTRIBUTE)
        || which.equals("version") && name.equals(IdentityModel.DEFAULT_TYPE_ATTRIBUTE)) {
      what = "the default " + (which.equals("type") ? "version" : "type") + " attribute of every other entity";
    }
    for (IndexModel index : entity.allIndexes()) {
      for (KeyModel key : index.keys()) {
        if (what == null && key.field().equals(name)) {
          what = "the key attribute of " + EntityChecks.owner(entity, index, key);
        }
      }
    }
    for (AttributeModel attribute : entity.attributes()) {
      if (what == null && attribute.storedName().equals(name)) {
        what = "where component " + attribute.name() + " is stored";
      }
    }
    if (what != null) {
      problems.report(Message.IDENTITY_ATTRIBUTE_CLASH, at, which, name, entity.recordType().simpleName(), what);
    }
  }

  private static void uniqueTemplate(EntityModel entity, AttributeModel attribute, KeyTemplate template,
      Lifecycle.Marker marker, Problems problems) {
    String fault = null;
    if (!template.faults().isEmpty()) {
      fault = "is malformed";
    } else if (!template.componentNames().equals(List.of(attribute.name()))) {
      fault = template.componentNames().isEmpty() ? "has no placeholder"
          : "must name component " + attribute.name() + " and nothing else, not " + template.componentNames();
    }
    if (fault != null) {
      problems.report(Message.UNIQUE_TEMPLATE, marker.templatePosition(), template.text(), attribute.name(), fault,
          attribute.name().toUpperCase(Locale.ROOT), attribute.name());
    }
  }

  /**
   * Reports a guard key of the entity's {@code @Unique} components that an item of the service could
   * have as its primary key, and one that another guard key could be.
   */
  private static void guardCollisions(ServiceModel service, EntityModel entity, Problems problems) {
    // The service holds the entities checked before this one: the entity itself is added.
    List<EntityModel> entities = new ArrayList<>(List.of(entity));
    for (EntityModel other : service.entities()) {
      if (!other.recordType().equals(entity.recordType())) {
        entities.add(other);
      }
    }
    for (AttributeModel attribute : entity.uniqueAttributes()) {
      Lifecycle.Marker marker = attribute.marker(Lifecycle.UNIQUE).orElseThrow();
      KeyTemplate guard = guardTemplate(entity, attribute, marker);
      if (!guard.faults().isEmpty() || !guard.componentNames().equals(List.of(attribute.name()))) {
        continue; // reported by uniqueTemplate, or a default key of an entity name that cannot be parsed
      }
      KeyLanguage language = KeyLanguage.guard(guard, entity);
      for (EntityModel other : entities) {
        if (other.primary().isEmpty() || !analysable(other)) {
          continue;
        }
        IndexModel primary = other.primary().get();
        if (language.meets(KeyLanguage.of(primary.pk().template(), other))
            && (primary.sk().isEmpty() || language.meets(KeyLanguage.of(primary.sk().get().template(), other)))) {
          problems.report(Message.UNIQUE_GUARD_COLLISION, marker.templatePosition(), attribute.name(),
              entity.recordType().simpleName(), guard.text(), other.name(), describe(primary), service.name());
          return;
        }
      }
      for (EntityModel other : entities) {
        for (AttributeModel theirs : other.uniqueAttributes()) {
          if (theirs == attribute) {
            continue;
          }
          KeyTemplate theirGuard = guardTemplate(other, theirs, theirs.marker(Lifecycle.UNIQUE).orElseThrow());
          if (theirGuard.faults().isEmpty() && theirGuard.componentNames().equals(List.of(theirs.name()))
              && language.meets(KeyLanguage.guard(theirGuard, other))) {
            problems.report(Message.UNIQUE_GUARD_COLLISION, marker.templatePosition(), attribute.name(),
                entity.recordType().simpleName(), guard.text(), "the guard items of " + other.name() + "." + theirs.name(),
                "\"" + theirGuard.text() + "\"", service.name());
            return;
          }
        }
      }
    }
  }

  /** The guard key template: the given one, else {@code _unique#<entity>#<attribute>#${component}}. */
  static KeyTemplate guardTemplate(EntityModel entity, AttributeModel attribute, Lifecycle.Marker marker) {
    return marker.template().orElseGet(() -> KeyTemplateParser.parse(
        "_unique#" + escapeLiteral(entity.name()) + "#" + escapeLiteral(attribute.storedName()) + "#${"
            + attribute.name() + "}"));
  }

  /** A name as literal text of a template: kept when it has no template syntax, else made unparseable. */
  private static String escapeLiteral(String name) {
    return name.contains("$") || name.contains("\\") || name.contains("{") ? "${" : name;
  }

  private static boolean analysable(EntityModel entity) {
    for (KeyModel key : entity.primary().get().keys()) {
      if (!key.template().faults().isEmpty()) {
        return false;
      }
      for (String component : key.template().componentNames()) {
        if (entity.attribute(component).flatMap(AttributeModel::keyEncoding).isEmpty()) {
          return false;
        }
      }
    }
    return true;
  }

  private static String describe(IndexModel index) {
    List<String> keys = new ArrayList<>();
    for (KeyModel key : index.keys()) {
      keys.add(key.field() + " = \"" + key.template().text() + "\"");
    }
    return String.join(", ", keys);
  }
}
