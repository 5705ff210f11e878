package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import java.util.Collections;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * The conditions every write carries besides the caller's, so that a write of one entity never
 * replaces, deletes or changes an item of another entity stored at the same key, and the translation
 * of a failed condition into a {@link ConditionFailedException} that says what was found there.
 */
final class WriteGuards {
  private static final int ABSENT = 0;
  private static final int ABSENT_OR_OWNED = 1;
  private static final ClassValue<Rendered[]> RENDERED = new ClassValue<>() {
    @Override
    protected Rendered[] computeValue(Class<?> type) {
      return new Rendered[2];
    }
  };

  private WriteGuards() {}

  /**
   * A write's condition rendered with placeholders of its own. The guards that depend on the entity
   * alone, what a put, create or delete without a caller's condition sends, are rendered once per
   * schema instead of once per write ({@link #renderedAbsent}, {@link #renderedAbsentOrOwned}).
   *
   * @param schema the schema it was rendered for
   * @param expression the condition expression, null when there is no guard
   * @param names its attribute names, null when there are none
   * @param values its attribute values, null when there are none
   */
  record Rendered(EntitySchema<?> schema, String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    static Rendered of(EntitySchema<?> schema, Condition<?> guard) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      String expression = expressions.render(guard);
      Map<String, String> names = expressions.names();
      Map<String, AttributeValue> values = expressions.values();
      return new Rendered(schema, expression, names == null ? null : Collections.unmodifiableMap(names),
          values == null ? null : Collections.unmodifiableMap(values));
    }
  }

  /** {@link #absent} rendered. */
  static Rendered renderedAbsent(EntitySchema<?> schema) {
    return rendered(schema, ABSENT);
  }

  /** {@link #absentOrOwned} rendered. */
  static Rendered renderedAbsentOrOwned(EntitySchema<?> schema) {
    return rendered(schema, ABSENT_OR_OWNED);
  }

  private static Rendered rendered(EntitySchema<?> schema, int kind) {
    // Held by the schema's class, and used only for that very schema: two schemas of one class
    // (which generated code never makes) render their own.
    Rendered[] held = RENDERED.get(schema.getClass());
    Rendered rendered = held[kind];
    if (rendered == null || rendered.schema() != schema) {
      rendered = Rendered.of(schema, kind == ABSENT ? absent(schema) : absentOrOwned(schema));
      // Rendered is immutable: a racing write only renders the same guard twice.
      held[kind] = rendered;
    }
    return rendered;
  }

  /** {@code attribute_not_exists(pk)}: no item has the key (create). */
  static Condition<?> absent(EntitySchema<?> schema) {
    return partitionKey(schema).notExists();
  }

  /** {@code attribute_not_exists(pk) OR __entity = name}: nothing there, or an item of this entity (put, delete). */
  static Condition<?> absentOrOwned(EntitySchema<?> schema) {
    Condition<Object> entity = entity(schema);
    // An entity without type attribute owns every item at a key its templates render.
    return entity == null ? null : partitionKey(schema).notExists().or(entity);
  }

  /**
   * {@code attribute_exists(pk) AND __entity = name AND __version = version}: an item of this
   * entity and version is there (update, which must never create a partial item, nor write
   * attributes of this version into an item of another).
   */
  static Condition<?> present(EntitySchema<?> schema) {
    return Condition.both(Condition.both(partitionKey(schema).exists(), entity(schema)), version(schema));
  }

  /**
   * {@code attribute_not_exists(pk) OR (__entity = name AND __version = version)}: nothing there, or
   * an item of this entity and version (upsert, which may create the item but never writes into an
   * item of another entity or version).
   */
  static Condition<?> absentOrCurrent(EntitySchema<?> schema) {
    Condition<Object> entity = entity(schema);
    Condition<Object> version = version(schema);
    Condition<Object> current = entity == null ? version : version == null ? entity : entity.and(version);
    return current == null ? null : partitionKey(schema).notExists().or(current);
  }

  /** The guard and, when there is one, the caller's condition. */
  static Condition<?> with(Condition<?> guard, Condition<?> condition) {
    return Conditions.join(guard, condition);
  }

  /** What a failed write reports, told from the item DynamoDB returned with the failure. */
  static ConditionFailedException failed(
      EntitySchema<?> schema, Map<String, AttributeValue> key, ConditionalCheckFailedException e) {
    return failed(schema, key, e, "the " + schema.entityName() + " item there does not meet the condition");
  }

  /**
   * What a failed write reports.
   *
   * @param whenOwned the explanation when an item of this entity and version is there
   */
  static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      ConditionalCheckFailedException e, String whenOwned) {
    return failed(schema, key, e.hasItem() ? e.item() : null, e, whenOwned);
  }

  /**
   * What a failed write reports, told from the item found at the key.
   *
   * @param found the item DynamoDB returned with the failure, null or empty when there was none
   * @param whenOwned the explanation when an item of this entity and version is there
   */
  static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause, String whenOwned) {
    String detail;
    if (found == null || found.isEmpty()) {
      detail = "no item has this key";
    } else {
      Identity identity = Identity.of(schema);
      String versionAttribute = identity.versionAttribute();
      AttributeValue version = versionAttribute == null ? null : found.get(versionAttribute);
      String shownVersion = version == null ? "?" : version.n();
      if (!identity.isEntity(found)) {
        detail = "the item there belongs to " + describeOwner(identity, found)
            + ", which a write of " + schema.entityName() + " never replaces or changes";
      } else if (schema.owns(found) && identity.versionOf(found) == schema.entityVersion()) {
        detail = schema.versionAttribute() != null && found.get(schema.versionAttribute()) != null
            ? whenOwned + " (its " + schema.versionAttribute() + " is " + found.get(schema.versionAttribute()).n() + ")"
            : whenOwned;
      } else {
        detail = "the item there is of " + schema.entityName() + " version " + shownVersion + ", not version "
            + schema.entityVersion();
      }
    }
    // Keys built with Map.of have no order; messages name pk before sk.
    return new ConditionFailedException(schema.entityName(), PrimaryKey.of(schema, key), detail, cause);
  }

  private static AttributePath<Object, String> partitionKey(EntitySchema<?> schema) {
    return AttributePath.of(schema.entityName(), schema.partitionKeyField(), Codecs.ofString());
  }

  /** The item's owner as the default identity attributes name it, else as this entity's identity reads it. */
  private static String describeOwner(Identity identity, Map<String, AttributeValue> found) {
    AttributeValue entity = found.get(EntitySchema.ENTITY_ATTRIBUTE);
    if (entity != null && entity.s() != null) {
      AttributeValue version = found.get(EntitySchema.VERSION_ATTRIBUTE);
      return "entity " + entity.s() + " version " + (version == null ? "?" : version.n());
    }
    return identity.typeAttribute() == null || EntitySchema.ENTITY_ATTRIBUTE.equals(identity.typeAttribute())
        ? "no entity" : identity.describe(found);
  }

  /** {@code version = this version}, null when the entity's items carry no version. */
  private static Condition<Object> version(EntitySchema<?> schema) {
    return IdentityFilters.writtenVersion(Identity.of(schema));
  }

  /** {@code type = value}, null when the entity's items carry no type attribute (its keys say it all). */
  private static Condition<Object> entity(EntitySchema<?> schema) {
    return IdentityFilters.type(Identity.of(schema));
  }
}
