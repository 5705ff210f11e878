package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Codecs;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The identity attributes of an entity as conditions and filters: which items a read of the entity
 * decodes (its own, at any version it reads, older ones upcast) and which items a write of it may
 * replace or change. The one place requests name {@link EntitySchema#ENTITY_ATTRIBUTE} and {@link
 * EntitySchema#VERSION_ATTRIBUTE}.
 */
public final class Ownership {
  private Ownership() {}

  /** {@code __entity = name}: an item of the entity, at any version. */
  public static <T> Condition<T> entity(EntitySchema<?> schema) {
    return AttributePath.<T, String>of(schema.entityName(), EntitySchema.ENTITY_ATTRIBUTE, Codecs.ofString())
        .eq(schema.entityName());
  }

  /** {@code __version = version}: an item written by the entity's current version. */
  public static <T> Condition<T> currentVersion(EntitySchema<?> schema) {
    return Ownership.<T>version(schema).eq(schema.entityVersion());
  }

  /**
   * {@code __version = version}, or {@code __version BETWEEN oldest AND version} when the entity
   * reads earlier versions: an item a read of the entity decodes.
   */
  public static <T> Condition<T> readableVersion(EntitySchema<?> schema) {
    int oldest = schema.oldestVersion();
    return oldest == schema.entityVersion() ? Ownership.<T>currentVersion(schema) : Ownership.<T>version(schema).between(oldest, schema.entityVersion());
  }

  /** {@code __version < version}: an item of an earlier version, which a migration rewrites. */
  public static <T> Condition<T> earlierVersion(EntitySchema<?> schema) {
    return Ownership.<T>version(schema).lt(schema.entityVersion());
  }

  /** {@code __version = version}: an item written by that version. */
  public static <T> Condition<T> versionIs(EntitySchema<?> schema, int version) {
    return Ownership.<T>version(schema).eq(version);
  }

  /** The entity and a readable version: what entity queries, scans and collections keep. */
  public static <T> Condition<T> readable(EntitySchema<?> schema) {
    return Ownership.<T>entity(schema).and(readableVersion(schema));
  }

  /**
   * The version an item was written by.
   *
   * @param item a stored item
   * @return its {@code __version}, or -1 when it has none that is a whole number
   */
  public static int versionOf(Map<String, AttributeValue> item) {
    AttributeValue version = item.get(EntitySchema.VERSION_ATTRIBUTE);
    if (version == null || version.n() == null) {
      return -1;
    }
    try {
      return Integer.parseInt(version.n());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static <T> AttributePath<T, Integer> version(EntitySchema<?> schema) {
    return AttributePath.of(schema.entityName(), EntitySchema.VERSION_ATTRIBUTE, Codecs.ofInteger());
  }
}
