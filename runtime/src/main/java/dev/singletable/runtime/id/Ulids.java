package dev.singletable.runtime.id;

import dev.singletable.runtime.internal.Ids;
import java.time.Instant;
import java.util.Objects;

/**
 * The time in a ULID, the id {@code @GeneratedId(IdKind.ULID)} draws: read back from an id, and
 * written as the bounds of a time range on a sort key that holds ULIDs.
 *
 * <p>A ULID is 128 bits in 26 characters of Crockford's base 32: its first ten characters are the
 * milliseconds since the epoch (48 bits), the other sixteen a random part (80 bits). The library
 * draws them upper case, so their text order is their time order, and a range from {@link
 * #lowest(Instant)} of one millisecond to {@link #highest(Instant)} of another holds exactly the
 * ULIDs drawn in those milliseconds and between them:
 *
 * <pre>{@code
 * entries.query().primary(accountId)
 *     .entryIdBetween(Ulids.lowest(from), Ulids.highest(to))   // from's millisecond to to's, both included
 *     .list();
 * }</pre>
 *
 * <p>Everything here is exact to the millisecond, a ULID's precision: an instant is taken to its
 * millisecond (its nanoseconds below it are dropped), and the time read from a ULID is the start of
 * the millisecond it was drawn in. The times a ULID holds run from the epoch, {@code
 * 1970-01-01T00:00:00Z}, to the end of millisecond 2<sup>48</sup> - 1, {@code
 * +10889-08-02T05:31:50.655999999Z}; an instant outside them is refused. The time is that of the
 * clock of the JVM that drew the id, {@code System.currentTimeMillis()}, except when ids drawn
 * faster than the clock ticks spent every random part of a millisecond and went on in the next.
 *
 * <p>Thread-safe: it holds no state.
 *
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/recipes/time-ordered-ids.md">Time-ordered ids</a>
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#generated-ids-and-defaults">Modelling: generated ids and defaults</a>
 */
public final class Ulids {
  private static final long MAX_MILLIS = (1L << 48) - 1;
  /** The last instant a ULID's time holds: the end of its last millisecond. */
  private static final Instant LAST = Instant.ofEpochMilli(MAX_MILLIS).plusNanos(999_999);
  /** The random part of {@link #highest(Instant)}: its 16 high bits and 64 low bits all set. */
  private static final long ALL_HIGH_BITS = 0xFFFF;
  private static final long ALL_LOW_BITS = -1L;

  private Ulids() {}

  /**
   * The millisecond a ULID was drawn in, as its first ten characters hold it.
   *
   * <p>The text is read as the ULID specification allows: Crockford's base-32 digits in either case
   * ({@code 01arz3ndektsv4rrffq69g5fav} is {@code 01ARZ3NDEKTSV4RRFFQ69G5FAV}). Crockford's
   * readings of {@code I}, {@code L} and {@code O} as {@code 1}, {@code 1} and {@code 0} are not
   * made: like {@code U}, they are refused.
   *
   * @param ulid the ULID's text
   * @return the start of its millisecond
   * @throws IllegalArgumentException when the text is no ULID: not 26 characters, a character that
   *     is no digit of Crockford's base 32, or a first character above {@code 7} (more than 128
   *     bits); the message names the text and what is wrong
   * @throws NullPointerException when {@code ulid} is null
   */
  public static Instant timeOf(String ulid) {
    return Instant.ofEpochMilli(Ids.ulidMillis(ulid));
  }

  /**
   * The smallest ULID of the millisecond of {@code time}: its ten time characters followed by sixteen
   * {@code 0}. No ULID drawn in that millisecond or later sorts before it, and every one drawn
   * earlier does; the lower bound of {@code xBetween}, {@code xGte}, or with {@code xLt} the
   * exclusive upper bound of a range ending before that millisecond.
   *
   * @param time the instant, taken to its millisecond
   * @return the 26 upper-case characters
   * @throws IllegalArgumentException when {@code time} is before the epoch or after the last
   *     millisecond a ULID holds
   * @throws NullPointerException when {@code time} is null
   */
  public static String lowest(Instant time) {
    return Ids.ulidText(millis(time), 0, 0);
  }

  /**
   * The largest ULID of the millisecond of {@code time}: its ten time characters followed by sixteen
   * {@code Z}. No ULID drawn in that millisecond or earlier sorts after it, and every one drawn later
   * does; the upper bound of {@code xBetween} or {@code xLte}, or with {@code xGt} the exclusive
   * lower bound of a range starting after that millisecond.
   *
   * @param time the instant, taken to its millisecond
   * @return the 26 upper-case characters
   * @throws IllegalArgumentException when {@code time} is before the epoch or after the last
   *     millisecond a ULID holds
   * @throws NullPointerException when {@code time} is null
   */
  public static String highest(Instant time) {
    return Ids.ulidText(millis(time), ALL_HIGH_BITS, ALL_LOW_BITS);
  }

  private static long millis(Instant time) {
    Objects.requireNonNull(time, "time");
    if (time.isBefore(Instant.EPOCH) || time.isAfter(LAST)) {
      throw new IllegalArgumentException(
          time + " is outside the times a ULID holds, " + Instant.EPOCH + " to " + LAST);
    }
    return time.toEpochMilli();
  }
}
