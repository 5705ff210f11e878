package dev.singletable.processor.checks;

import dev.singletable.processor.diagnostics.Message;
import dev.singletable.processor.diagnostics.Problems;
import dev.singletable.processor.model.entity.AttributeIndexModel;
import dev.singletable.processor.model.entity.AttributeModel;
import dev.singletable.processor.model.entity.EntityModel;
import dev.singletable.processor.model.entity.IndexModel;
import dev.singletable.processor.model.entity.Lifecycle;
import dev.singletable.processor.model.entity.RecordModel;
import dev.singletable.processor.model.type.ScalarKind;
import dev.singletable.processor.model.type.TypeModel;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the lifecycle annotations ({@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt},
 * {@code @Ttl}, {@code @Unique}): each on a component of the type the library stores it as, at most
 * one of each per entity (but {@code @Unique}), one per component, none on a key the library would
 * have to change ({@code @Version} in any key, {@code @UpdatedAt} in the primary key; {@code
 * @CreatedAt} may be in any key, {@code @UpdatedAt} in a secondary index's key, which writes move),
 * none inside nested records. {@code @InstantFormat}: on an {@code Instant} stored by the library (no
 * {@code @Converter}, no {@code @Ttl}, which is epoch seconds already), and never on a component of a
 * key, whose rendering of an instant is the library's fixed-width text: a variable-width form
 * ({@code ISO_8601}) would not sort as time there, and any other form would hold one time in two.
 */
final class LifecycleChecks {
  private LifecycleChecks() {}

  static void check(EntityModel entity, Problems problems) {
    instantFormats(entity, problems);
    Map<Lifecycle, AttributeModel> first = new EnumMap<>(Lifecycle.class);
    for (AttributeModel attribute : entity.attributes()) {
      List<Lifecycle.Marker> markers = attribute.markers();
      if (markers.size() > 1) {
        problems.report(Message.CONFLICTING_LIFECYCLE, markers.get(1).position(), attribute.name(),
            markers.get(0).kind().annotation(), markers.get(1).kind().annotation());
      }
      for (Lifecycle.Marker marker : markers) {
        type(attribute, marker, problems);
        if (marker.kind() != Lifecycle.UNIQUE && marker.kind() != Lifecycle.KEY_ONLY) {
          AttributeModel earlier = first.putIfAbsent(marker.kind(), attribute);
          if (earlier != null) {
            problems.report(Message.DUPLICATE_LIFECYCLE, marker.position(), marker.kind().annotation(),
                attribute.name(), entity.recordType().simpleName(), earlier.name());
          }
        }
        inKey(entity, attribute, marker, problems);
        if (marker.kind() == Lifecycle.KEY_ONLY && !entity.isKeyComponent(attribute.name())) {
          problems.report(Message.KEY_ONLY_OUTSIDE_PRIMARY_KEY, marker.position(), attribute.name());
        }
      }
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        for (Lifecycle.Marker marker : component.markers()) {
          problems.report(Message.LIFECYCLE_IN_NESTED_RECORD, marker.position(), marker.kind().annotation(),
              component.name(), record.type().simpleName());
        }
      }
    }
  }

  private static void type(AttributeModel attribute, Lifecycle.Marker marker, Problems problems) {
    ScalarKind kind = attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        ? scalar.kind() : null;
    switch (marker.kind()) {
      case VERSION -> {
        if (kind != ScalarKind.LONG && kind != ScalarKind.INTEGER) {
          problems.report(Message.VERSION_TYPE, marker.position(), attribute.name(), attribute.javaType());
        }
      }
      case CREATED_AT, UPDATED_AT -> {
        if (kind != ScalarKind.INSTANT) {
          problems.report(Message.TIMESTAMP_TYPE, marker.position(), marker.kind().annotation(), attribute.name(),
              attribute.javaType());
        }
      }
      case TTL -> {
        if (kind != ScalarKind.INSTANT) {
          problems.report(Message.TTL_TYPE, marker.position(), attribute.name(), attribute.javaType());
        }
      }
      case UNIQUE -> {
        if (kind != ScalarKind.STRING) {
          problems.report(Message.UNIQUE_TYPE, marker.position(), attribute.name(), attribute.javaType());
        }
      }
      case KEY_ONLY -> {
        // Any key component can be key-only: keys decode back to their components.
      }
    }
  }

  /** Refuses a managed component in a key the library would have to change, and a unique key component. */
  private static void inKey(EntityModel entity, AttributeModel attribute, Lifecycle.Marker marker, Problems problems) {
    for (IndexModel index : entity.allIndexes()) {
      if (!index.componentNames().contains(attribute.name())) {
        continue;
      }
      String reason = switch (marker.kind()) {
        case VERSION -> "the library increments it on every write, and an item's keys are rendered once";
        // A primary key is the item's identity: no write changes it, so one that held the update time
        // would leave the item behind at every write. Index keys are attributes, which writes move.
        case UPDATED_AT -> index.isPrimary()
            ? "the library sets it on every write, and no write can change the key of the item it writes, so each"
                + " one would leave a copy behind: order items by creation with @CreatedAt in the primary key, or by"
                + " last change with @UpdatedAt in a secondary index's key, which writes move"
            : null;
        // Writes render keys from the creation time they store, and a put keeps the stored one (PutOperation).
        case CREATED_AT -> null;
        case UNIQUE -> index.isPrimary() ? "the primary key is unique already; @Unique is for other components" : null;
        case TTL, KEY_ONLY -> null;
      };
      if (reason != null) {
        String where = index.isPrimary() ? "the primary key" : "the keys of index \"" + index.indexName() + "\"";
        problems.report(Message.LIFECYCLE_IN_KEY, marker.position(), marker.kind().annotation(), attribute.name(),
            where, reason);
      }
    }
  }

  /** {@code @InstantFormat}: on an instant the library stores; in a key only in a fixed-width text form. */
  private static void instantFormats(EntityModel entity, Problems problems) {
    for (AttributeModel attribute : entity.attributes()) {
      attribute.instantFormat().ifPresent(format -> {
        instantFormatType(attribute, format, problems);
        instantFormatInKey(entity, attribute, format, problems);
      });
    }
    for (RecordModel record : entity.records()) {
      for (AttributeModel component : record.components()) {
        component.instantFormat().ifPresent(format -> instantFormatType(component, format, problems));
      }
    }
  }

  private static void instantFormatType(AttributeModel attribute, AttributeModel.InstantFormat format, Problems problems) {
    boolean instant = attribute.converter().isEmpty() && attribute.type() instanceof TypeModel.Scalar scalar
        && scalar.kind() == ScalarKind.INSTANT;
    if (!instant) {
      problems.report(Message.INSTANT_FORMAT_TYPE, format.position(), attribute.name(), attribute.javaType(),
          "only an Instant stored by the library, without @Converter, takes another form");
    } else if (attribute.is(Lifecycle.TTL)) {
      problems.report(Message.INSTANT_FORMAT_TYPE, format.position(), attribute.name(), attribute.javaType(),
          "@Ttl stores it as epoch seconds already, the only form DynamoDB's time to live reads");
    }
  }

  private static void instantFormatInKey(EntityModel entity, AttributeModel attribute, AttributeModel.InstantFormat format,
      Problems problems) {
    if (format.isFixedWidthText()) {
      return;
    }
    String why = format.form().equals("ISO_8601")
        ? "and ISO_8601 varies in width (fractions only when there are any), so keys of it would not sort as time"
        : "and " + format.form() + " is a number, which a key template would render in another form than the"
            + " attribute holds";
    for (IndexModel index : entity.allIndexes()) {
      if (index.componentNames().contains(attribute.name())) {
        String where = index.isPrimary() ? "the primary key" : "the keys of index \"" + index.indexName() + "\"";
        problems.report(Message.INSTANT_FORMAT_IN_KEY, format.position(), format.form(), attribute.name(), where, why);
        return;
      }
    }
    for (AttributeIndexModel index : entity.attributeIndexes()) {
      boolean keyed = index.partition().stream().anyMatch(component -> component.name().equals(attribute.name()))
          || index.sort().stream().anyMatch(component -> component.name().equals(attribute.name()));
      if (keyed) {
        problems.report(Message.INSTANT_FORMAT_IN_KEY, format.position(), format.form(), attribute.name(),
            "the keys of index \"" + index.indexName() + "\"", why);
        return;
      }
    }
  }
}
