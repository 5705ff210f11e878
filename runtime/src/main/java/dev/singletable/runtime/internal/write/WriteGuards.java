package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.IdentityFilters;
import java.util.Collections;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The conditions every write carries besides the caller's, so that a write of one entity never
 * replaces, deletes or changes an item of another entity stored at the same key, nor an item a newer
 * version of its entity wrote (unless the caller asks for that by name). What a failed one reports
 * is told by {@link WriteFailures}.
 */
public final class WriteGuards {
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
   * @param schema the schema it was rendered for, null for a condition rendered once
   * @param expression the condition expression, null when there is no guard
   * @param names its attribute names, null when there are none
   * @param values its attribute values, null when there are none
   */
  public record Rendered(EntitySchema<?> schema, String expression, Map<String, String> names, Map<String, AttributeValue> values) {
    public static Rendered of(EntitySchema<?> schema, Condition<?> guard) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      String expression = expressions.render(guard);
      Map<String, String> names = expressions.names();
      Map<String, AttributeValue> values = expressions.values();
      return new Rendered(schema, expression, names == null ? null : Collections.unmodifiableMap(names),
          values == null ? null : Collections.unmodifiableMap(values));
    }
  }

  /** {@link #absent} rendered. */
  public static Rendered renderedAbsent(EntitySchema<?> schema) {
    return rendered(schema, ABSENT);
  }

  /** {@link #absentOrOwned} rendered. */
  public static Rendered renderedAbsentOrOwned(EntitySchema<?> schema) {
    return rendered(schema, ABSENT_OR_OWNED);
  }

  /** {@link #absentOrOwned(EntitySchema, boolean)} rendered. */
  public static Rendered renderedAbsentOrOwned(EntitySchema<?> schema, boolean overwriteNewer) {
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
  public static Condition<?> absent(EntitySchema<?> schema) {
    return partitionKey(schema).notExists();
  }

  /**
   * {@code attribute_not_exists(pk) OR (__entity = name AND attribute_type(__version, N) AND NOT
   * __version > version)}: nothing there, or an item of this entity that no newer version of it
   * wrote (put, delete). An item whose version attribute is missing or of another type than the
   * entity stores it as is refused, as a read refuses it.
   */
  public static Condition<?> absentOrOwned(EntitySchema<?> schema) {
    return absentOrOwned(schema, false);
  }

  /**
   * {@link #absentOrOwned(EntitySchema)}, or when {@code overwriteNewer} {@code attribute_not_exists(pk)
   * OR (__entity = name AND attribute_type(__version, N))}: an item of this entity whatever version
   * wrote it (a put or delete that asked by name to replace a newer version's item), its version
   * attribute still of the entity's type.
   */
  public static Condition<?> absentOrOwned(EntitySchema<?> schema, boolean overwriteNewer) {
    // An entity without type attribute owns every item at a key its templates render.
    Condition<Object> owned = IdentityFilters.and(entity(schema), notNewer(schema, overwriteNewer));
    return owned == null ? null : partitionKey(schema).notExists().or(owned);
  }

  /**
   * {@code attribute_exists(pk) AND __entity = name AND __version = version}: an item of this
   * entity and version is there (update, which must never create a partial item, nor write
   * attributes of this version into an item of another).
   */
  public static Condition<?> present(EntitySchema<?> schema) {
    return Condition.both(Condition.both(partitionKey(schema).exists(), entity(schema)), version(schema));
  }

  /**
   * {@code attribute_not_exists(pk) OR (__entity = name AND __version = version)}: nothing there, or
   * an item of this entity and version (upsert, which may create the item but never writes into an
   * item of another entity or version).
   */
  public static Condition<?> absentOrCurrent(EntitySchema<?> schema) {
    Condition<Object> entity = entity(schema);
    Condition<Object> version = version(schema);
    Condition<Object> current = entity == null ? version : version == null ? entity : entity.and(version);
    return current == null ? null : partitionKey(schema).notExists().or(current);
  }

  /** The guard and, when there is one, the caller's condition. */
  public static Condition<?> with(Condition<?> guard, Condition<?> condition) {
    return Condition.both(guard, condition);
  }

  private static AttributePath<Object, String> partitionKey(EntitySchema<?> schema) {
    return AttributePath.of(schema.entityName(), schema.partitionKeyField(), Codecs.ofString());
  }

  /**
   * {@code NOT version > this version} on a version attribute of the entity's type, or with {@code
   * overwriteNewer} the type alone; null when the entity's items carry no version.
   */
  private static Condition<Object> notNewer(EntitySchema<?> schema, boolean overwriteNewer) {
    Identity identity = Identity.of(schema);
    if (identity.versionAttribute() == null) {
      return null;
    }
    return overwriteNewer ? IdentityFilters.typedVersion(identity) : IdentityFilters.notNewerThan(identity, identity.version());
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
