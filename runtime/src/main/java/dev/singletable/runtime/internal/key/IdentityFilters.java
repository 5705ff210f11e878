package dev.singletable.runtime.internal.key;

import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.AttributeType;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.Map;

/**
 * An entity's {@link Identity} as conditions: the filters of queries, scans and collections that
 * keep its items, and the guards of writes that never touch another entity's item. An entity without
 * type attribute is told by the literal prefixes of its keys, a superset of its items that {@link
 * Identity#matches} narrows after reading.
 */
public final class IdentityFilters {
  private IdentityFilters() {}

  /**
   * The items of the entity, at its version when items carry one.
   *
   * @param identity the entity's identity
   * @param <T> the record type the condition is typed with
   * @return the condition, null when no filter can narrow the items
   */
  public static <T> Condition<T> current(Identity identity) {
    return and(entity(identity), version(identity));
  }

  /**
   * The items of the entity, whatever their version: {@code type = value}, or the key prefixes of an
   * entity without type attribute.
   *
   * @param identity the entity's identity
   * @param <T> the record type the condition is typed with
   * @return the condition, null when no filter can narrow the items
   */
  public static <T> Condition<T> entity(Identity identity) {
    if (identity.typeAttribute() != null) {
      return AttributePath.<T, String>of(identity.entity(), identity.typeAttribute(), Codecs.ofString())
          .eq(identity.typeValue());
    }
    Condition<T> prefixes = null;
    for (Map.Entry<String, String> prefix : identity.keyPrefixes().entrySet()) {
      prefixes = and(prefixes, AttributePath.<T, String>of(identity.entity(), prefix.getKey(), Codecs.ofString())
          .beginsWith(prefix.getValue()));
    }
    return prefixes;
  }

  /**
   * {@code type = value}: what a write checks an item at its key against.
   *
   * @param identity the entity's identity
   * @param <T> the record type the condition is typed with
   * @return the condition, null when items carry no type attribute (every item at a key the
   *     entity's templates render is its own)
   */
  public static <T> Condition<T> type(Identity identity) {
    return identity.typeAttribute() == null ? null : entity(identity);
  }

  /**
   * {@code version = the entity's version}, or {@code version BETWEEN oldest AND version} for an
   * entity that reads earlier versions: what reads keep.
   *
   * @param identity the entity's identity
   * @param <T> the record type the condition is typed with
   * @return the condition, null when items carry no version
   */
  public static <T> Condition<T> version(Identity identity) {
    if (identity.versionAttribute() == null) {
      return null;
    }
    // An entity that reads earlier versions (it upcasts their items) keeps them all.
    if (identity.oldest() == identity.version()) {
      return versionIs(identity, identity.version());
    }
    return IdentityFilters.<T>versionBound(identity, identity.oldest(), true)
        .and(versionBound(identity, identity.version(), false));
  }

  /**
   * {@code version = the entity's version}, never an earlier one it reads: what an update checks
   * the item it changes against, since it writes attributes of this version only.
   *
   * @param identity the entity's identity
   * @param <T> the record type the condition is typed with
   * @return the condition, null when items carry no version
   */
  public static <T> Condition<T> writtenVersion(Identity identity) {
    return identity.versionAttribute() == null ? null : versionIs(identity, identity.version());
  }

  /**
   * {@code version = v}, the version stored as the identity stores it.
   *
   * @param identity the entity's identity, with a version attribute
   * @param version the version
   * @param <T> the record type the condition is typed with
   * @return the condition
   */
  public static <T> Condition<T> versionIs(Identity identity, int version) {
    if (identity.storesVersionAsString()) {
      return IdentityFilters.<T>text(identity).eq(Integer.toString(version));
    }
    return IdentityFilters.<T>number(identity).eq(version);
  }

  /**
   * {@code attribute_type(version, N) AND NOT version > v}: an item whose version attribute is a
   * number of this version or an earlier one; for a version stored as a string, a string that begins
   * with a digit and whose number is not greater. An item whose version attribute is missing or of
   * another type fails it, as a read refuses such an item.
   *
   * @param identity the entity's identity, with a version attribute
   * @param version the version
   * @param <T> the record type the condition is typed with
   * @return the condition
   */
  public static <T> Condition<T> notNewerThan(Identity identity, int version) {
    Condition<T> typed = typedVersion(identity);
    if (!identity.storesVersionAsString()) {
      return typed.and(AttributePath.<T, Integer>of(identity.entity(), identity.versionAttribute(), Codecs.ofInteger())
          .gt(version).not());
    }
    // Text order is not number order ("10" < "9"); the texts of whole numbers without leading zeros
    // compare as numbers when the longer one is the larger.
    AttributePath<T, String> text = text(identity);
    String bound = Integer.toString(version);
    return typed.and(text.size().gt(bound.length()).or(text.size().eq(bound.length()).and(text.gt(bound))).not());
  }

  /**
   * The version attribute is there and of the type the identity stores it as: {@code
   * attribute_type(version, N)}, or for a version stored as a string {@code attribute_type(version, S)}
   * and its first character a digit ({@code version >= "0" AND version < ":"}, so not empty). What a
   * write that replaces or deletes an item of any version of the entity requires, since a read
   * refuses an item whose version attribute is missing or of another type.
   *
   * @param identity the entity's identity, with a version attribute
   * @param <T> the record type the condition is typed with
   * @return the condition
   */
  public static <T> Condition<T> typedVersion(Identity identity) {
    if (!identity.storesVersionAsString()) {
      return AttributePath.<T, Integer>of(identity.entity(), identity.versionAttribute(), Codecs.ofInteger())
          .attributeType(AttributeType.N);
    }
    AttributePath<T, String> text = text(identity);
    return text.attributeType(AttributeType.S).and(text.ge("0")).and(text.lt(":"));
  }

  /** {@code version >= v} ({@code atLeast}) or {@code version <= v}, comparing as numbers. */
  private static <T> Condition<T> versionBound(Identity identity, int version, boolean atLeast) {
    if (!identity.storesVersionAsString()) {
      AttributePath<T, Integer> number = number(identity);
      return atLeast ? number.ge(version) : number.le(version);
    }
    AttributePath<T, String> text = text(identity);
    String bound = Integer.toString(version);
    Condition<T> longer = atLeast ? text.size().gt(bound.length()) : text.size().lt(bound.length());
    return longer.or(text.size().eq(bound.length()).and(atLeast ? text.ge(bound) : text.le(bound)));
  }

  private static <T> AttributePath<T, Integer> number(Identity identity) {
    return AttributePath.of(identity.entity(), identity.versionAttribute(), Codecs.ofInteger());
  }

  private static <T> AttributePath<T, String> text(Identity identity) {
    return AttributePath.of(identity.entity(), identity.versionAttribute(), Codecs.ofString());
  }

  /**
   * Both conditions.
   *
   * @param first a condition or null
   * @param second a condition or null
   * @param <T> the record type
   * @return both, the one that is not null, or null
   */
  public static <T> Condition<T> and(Condition<T> first, Condition<T> second) {
    return first == null ? second : second == null ? first : first.and(second);
  }
}
