package dev.singletable.annotation;

/**
 * How an {@code Instant} attribute is stored, where another tool wrote it otherwise than the
 * library's fixed-width text ({@code 2021-02-01T00:00:00.000000000Z}); see {@link InstantFormat}.
 */
public enum InstantForm {
  /**
   * ISO-8601 text as {@code DateTimeFormatter.ISO_INSTANT} writes it, {@code 2021-02-01T00:00:00Z}:
   * fractions of a second only when there are any, so the text varies in width and does not sort as
   * time. Every precision reads back exactly.
   */
  ISO_8601,
  /**
   * ISO-8601 text with milliseconds, {@code 2021-02-01T00:00:00.000Z}, as JavaScript's {@code
   * toISOString()} (and so ElectroDB's usual timestamps) writes it: fixed width. A value reads back
   * truncated to the millisecond. Fixed width, it may be part of a key, which then holds the same text.
   */
  ISO_8601_MILLIS,
  /** A number ({@code N}) of whole seconds since the epoch; a value reads back truncated to the second. */
  EPOCH_SECONDS,
  /**
   * A number ({@code N}) of milliseconds since the epoch, as JavaScript's {@code Date.now()} gives;
   * a value reads back truncated to the millisecond.
   */
  EPOCH_MILLIS,
  /**
   * ISO-8601 text with whole seconds, always {@code 2021-02-01T00:00:00Z}, as moment's {@code
   * moment.utc().format()} writes it: fixed width, so it sorts as time and may be part of a key,
   * which then holds the same text (its {@code T} and {@code Z} folded by the key's casing). {@code
   * @CreatedAt} and {@code @UpdatedAt} store the time of the write truncated to the second; a value
   * with a fraction of a second, which the text would lose, is refused before anything is sent.
   */
  ISO_8601_SECONDS
}
