package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.NewerVersionException;
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
 * replaces, deletes or changes an item of another entity stored at the same key, nor an item a newer
 * version of its entity wrote (unless the caller asks for that by name), and the translation of a
 * failed condition into a {@link ConditionFailedException} that says what was found there: a {@link
 * NewerVersionException} when it was an item of a newer version.
 */
final class WriteGuards {
  private static final int ABSENT = 0;
  private static final int ABSENT_OR_OWNED = 1;
  private static final int ABSENT_OR_OWNED_ANY_VERSION = 2;
  private static final ClassValue<Rendered[]> RENDERED = new ClassValue<>() {
    @Override
    protected Rendered[] computeValue(Class<?> type) {
      return new Rendered[3];
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

  /** {@link #absentOrOwned(EntitySchema, boolean)} rendered. */
  static Rendered renderedAbsentOrOwned(EntitySchema<?> schema, boolean overwriteNewer) {
    return rendered(schema, overwriteNewer ? ABSENT_OR_OWNED_ANY_VERSION : ABSENT_OR_OWNED);
  }

  private static Rendered rendered(EntitySchema<?> schema, int kind) {
    // Held by the schema's class, and used only for that very schema: two schemas of one class
    // (which generated code never makes) render their own.
    Rendered[] held = RENDERED.get(schema.getClass());
    Rendered rendered = held[kind];
    if (rendered == null || rendered.schema() != schema) {
      rendered = Rendered.of(schema, kind == ABSENT ? absent(schema) : absentOrOwned(schema, kind == ABSENT_OR_OWNED_ANY_VERSION));
      // Rendered is immutable: a racing write only renders the same guard twice.
      held[kind] = rendered;
    }
    return rendered;
  }

  /** {@code attribute_not_exists(pk)}: no item has the key (create). */
  static Condition<?> absent(EntitySchema<?> schema) {
    return partitionKey(schema).notExists();
  }

  /**
   * {@code attribute_not_exists(pk) OR (__entity = name AND NOT __version > version)}: nothing
   * there, or an item of this entity that no newer version of it wrote (put, delete). An item
   * without version attribute counts as not newer, since a comparison with a missing attribute is
   * false.
   */
  static Condition<?> absentOrOwned(EntitySchema<?> schema) {
    return absentOrOwned(schema, false);
  }

  /**
   * {@link #absentOrOwned(EntitySchema)}, or when {@code overwriteNewer} {@code attribute_not_exists(pk)
   * OR __entity = name}: an item of this entity whatever version wrote it (a put or delete that asked
   * by name to replace a newer version's item).
   */
  static Condition<?> absentOrOwned(EntitySchema<?> schema, boolean overwriteNewer) {
    // An entity without type attribute owns every item at a key its templates render.
    Condition<Object> owned = IdentityFilters.and(entity(schema), overwriteNewer ? null : notNewer(schema));
    return owned == null ? null : partitionKey(schema).notExists().or(owned);
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
   * What a failed put or delete reports, told from the item DynamoDB returned with the failure.
   *
   * @param refusesNewer whether the write refused items of newer versions, so that finding one is
   *     the reason it failed; false for a write that asked to replace them
   */
  static ConditionFailedException failed(
      EntitySchema<?> schema, Map<String, AttributeValue> key, ConditionalCheckFailedException e, boolean refusesNewer) {
    return failed(schema, key, e.hasItem() ? e.item() : null, e,
        "the " + schema.entityName() + " item there does not meet the condition", refusesNewer);
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
    return failed(schema, key, found, cause, whenOwned, true);
  }

  /**
   * What a failed write reports, told from the item found at the key.
   *
   * @param found the item DynamoDB returned with the failure, null or empty when there was none
   * @param whenOwned the explanation when an item of this entity and version is there
   * @param refusesNewer whether the write refused items of newer versions: then finding one is what
   *     it reports, as a {@link NewerVersionException}
   */
  static ConditionFailedException failed(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause, String whenOwned, boolean refusesNewer) {
    NewerVersionException newer = refusesNewer ? newer(schema, key, found, cause) : null;
    if (newer != null) {
      return newer;
    }
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

  /**
   * The refusal of a write because {@code found} is an item of a newer version of its entity.
   *
   * @param found the item at the key, null or empty when there was none
   * @return the exception, null when the item is no newer version's (or the entity's items carry no
   *     version)
   */
  static NewerVersionException newer(EntitySchema<?> schema, Map<String, AttributeValue> key,
      Map<String, AttributeValue> found, Throwable cause) {
    if (found == null || found.isEmpty()) {
      return null;
    }
    Identity identity = Identity.of(schema);
    if (identity.versionAttribute() == null || !identity.isEntity(found)) {
      return null;
    }
    int stored = identity.versionOf(found);
    return stored > schema.entityVersion()
        ? new NewerVersionException(schema.entityName(), PrimaryKey.of(schema, key), stored, schema.entityVersion(), cause)
        : null;
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

  /** {@code NOT version > this version}, null when the entity's items carry no version. */
  private static Condition<Object> notNewer(EntitySchema<?> schema) {
    Identity identity = Identity.of(schema);
    return identity.versionAttribute() == null ? null
        : AttributePath.<Object, Integer>of(schema.entityName(), identity.versionAttribute(), Codecs.ofInteger())
            .gt(identity.version()).not();
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
