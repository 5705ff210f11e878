package dev.singletable.annotation;

/**
 * How the text components of a key are cased when the key is rendered ({@link Pk#casing()}, {@link
 * Sk#casing()}, {@link Gsi#pkCasing()}, {@link Gsi#skCasing()}, {@link Lsi#skCasing()}).
 *
 * <p>A key keeps its values' case by default. ElectroDB lower-cases key values by default (its
 * {@code casing: "default"} and {@code "lower"}): {@code Stephen} is stored in its key as {@code
 * stephen}. With {@link #LOWER} or {@link #UPPER}, every text and enum component of the key (its
 * {@code @StoredAs} text, or its name) is folded to that case (with {@link java.util.Locale#ROOT})
 * when the key is written, when a key builder ({@code get}, {@code delete}, {@code update}) renders it
 * and when a query renders its values and bounds, so that {@code Stephen} and {@code stephen} are one
 * key and a query is case-insensitive. The template's literal text is written as it reads; typed
 * components (numbers, dates, instants, UUIDs, booleans) keep their fixed formats.
 *
 * <p>A record read back keeps each component's own case from the attribute that stores it, and is
 * checked against its keys after folding; a component stored only in a folded key (an item another
 * tool wrote) reads back folded.
 */
public enum KeyCasing {
  /** Values are written as they are: the default. ElectroDB's {@code casing: "none"}. */
  NONE,
  /** Values are written in lower case: ElectroDB's {@code casing: "default"} and {@code "lower"}. */
  LOWER,
  /** Values are written in upper case: ElectroDB's {@code casing: "upper"}. */
  UPPER
}
