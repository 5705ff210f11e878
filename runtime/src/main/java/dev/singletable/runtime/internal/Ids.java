package dev.singletable.runtime.internal;

import java.security.SecureRandom;
import java.util.UUID;

/**
 * The ids {@code @GeneratedId} components get when a write's value has none: ULIDs and version 7
 * UUIDs, both led by the milliseconds since the epoch so that they sort by creation, and random
 * (version 4) UUIDs.
 *
 * <p>ULIDs and version 7 UUIDs are monotonic in one JVM: an id drawn in the same millisecond as the
 * one before it (or in an earlier one, when the clock went back) is that id plus one in its random
 * part, so ids drawn one after the other, from any thread, sort in the order they were drawn. The
 * random part of a new millisecond comes from a {@link SecureRandom}.
 */
public final class Ids {
  private static final char[] CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Monotonic ULIDS = new Monotonic(16);
  private static final Monotonic UUIDS = new Monotonic(10);

  private Ids() {}

  /**
   * A new ULID: 48 bits of milliseconds and 80 random bits in Crockford's base 32, 26 upper-case
   * characters whose text order is their creation order.
   *
   * @return the ULID's text
   */
  public static String ulid() {
    long[] id = ULIDS.next(System.currentTimeMillis());
    return ulidText(id[0], id[1], id[2]);
  }

  /**
   * A new version 7 UUID (RFC 9562): 48 bits of milliseconds, the version, 74 random bits (monotonic
   * within a millisecond) and the variant. Its text sorts by creation, as does {@link UUID}'s text.
   *
   * @return the UUID
   */
  public static UUID uuidV7() {
    long[] id = UUIDS.next(System.currentTimeMillis());
    long millis = id[0];
    long high = id[1];
    long low = id[2];
    // 74 random bits: the 10 high ones and 64 low ones; 12 go after the version, 62 after the variant.
    long randA = ((high << 2) | (low >>> 62)) & 0xFFFL;
    long randB = low & 0x3FFF_FFFF_FFFF_FFFFL;
    return new UUID((millis << 16) | 0x7000L | randA, 0x8000_0000_0000_0000L | randB);
  }

  /**
   * A new random (version 4) UUID, as {@link UUID#randomUUID()}.
   *
   * @return the UUID
   */
  public static UUID randomUuid() {
    return UUID.randomUUID();
  }

  /** The text of a ULID: 10 characters of time, 16 of the random part's 80 bits. */
  static String ulidText(long millis, long high, long low) {
    char[] text = new char[26];
    long time = millis;
    for (int i = 9; i >= 0; i--) {
      text[i] = CROCKFORD[(int) (time & 31)];
      time >>>= 5;
    }
    // 80 bits = 16 high bits then 64 low ones, written as 16 groups of 5 from the right.
    long lo = low;
    long hi = high;
    for (int i = 25; i >= 10; i--) {
      text[i] = CROCKFORD[(int) (lo & 31)];
      lo = (lo >>> 5) | ((hi & 31) << 59);
      hi >>>= 5;
    }
    return new String(text);
  }

  /**
   * The last id drawn of one kind: its millisecond and its random part, {@code highBits} bits above
   * 64 low ones. Synchronised: it is shared by every thread of the JVM.
   */
  static final class Monotonic {
    private final long highMask;
    private long millis;
    private long high;
    private long low;

    Monotonic(int highBits) {
      this(highBits, -1, 0, 0);
    }

    /** A generator whose last id was the one given (for tests). */
    Monotonic(int highBits, long millis, long high, long low) {
      this.highMask = (1L << highBits) - 1;
      this.millis = millis;
      this.high = high;
      this.low = low;
    }

    /** The next id's millisecond, high and low random bits. */
    synchronized long[] next(long now) {
      if (now > millis) {
        millis = now;
        high = RANDOM.nextLong() & highMask;
        low = RANDOM.nextLong();
      } else if (++low == 0 && (high = (high + 1) & highMask) == 0) {
        // Every random part of this millisecond is spent: the ids go on in the next one.
        millis++;
      }
      return new long[] {millis, high, low};
    }
  }
}
