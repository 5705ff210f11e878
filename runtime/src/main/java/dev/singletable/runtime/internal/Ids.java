package dev.singletable.runtime.internal;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
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
 *
 * <p>It also holds the text of ULIDs both ways, written and read, for {@code
 * dev.singletable.runtime.id.Ulids}.
 */
public final class Ids {
  private static final char[] CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
  /** The value of each ASCII character in Crockford's base 32, either case; -1 for the others, I, L, O and U among them. */
  private static final byte[] DIGITS = new byte[128];
  private static final int ULID_LENGTH = 26;
  private static final int SHOWN_CHARACTERS = 40;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Monotonic ULIDS = new Monotonic(16);
  private static final Monotonic UUIDS = new Monotonic(10);

  static {
    Arrays.fill(DIGITS, (byte) -1);
    for (int digit = 0; digit < CROCKFORD.length; digit++) {
      DIGITS[CROCKFORD[digit]] = (byte) digit;
      DIGITS[Character.toLowerCase(CROCKFORD[digit])] = (byte) digit;
    }
  }

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

  /**
   * The text of a ULID: 10 characters of time, 16 of the random part's 80 bits, upper case.
   *
   * @param millis the milliseconds since the epoch, 0 to 2<sup>48</sup> - 1 (not checked)
   * @param high the random part's 16 high bits
   * @param low the random part's 64 low bits
   * @return the 26 characters
   */
  public static String ulidText(long millis, long high, long low) {
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
   * The milliseconds since the epoch a ULID's first ten characters hold, once all 26 characters are
   * checked: Crockford's base 32 in either case (I, L, O and U are none of its digits), the first
   * character at most {@code 7}, as 26 characters hold 130 bits and a ULID 128.
   *
   * @param text the ULID's text
   * @return its milliseconds, 0 to 2<sup>48</sup> - 1
   * @throws IllegalArgumentException when the text is no ULID, naming the text and what is wrong
   * @throws NullPointerException when the text is null
   */
  public static long ulidMillis(String text) {
    Objects.requireNonNull(text, "ulid");
    if (text.length() != ULID_LENGTH) {
      throw new IllegalArgumentException(
          noUlid(text) + "a ULID has " + ULID_LENGTH + " characters, this text has " + text.length());
    }
    long millis = 0;
    for (int i = 0; i < ULID_LENGTH; i++) {
      char c = text.charAt(i);
      int digit = c < DIGITS.length ? DIGITS[c] : -1;
      if (digit < 0) {
        throw new IllegalArgumentException(noUlid(text) + shown(c) + " at index " + i
            + " is no digit of Crockford's base 32 (0-9 and A-Z without I, L, O and U, either case)");
      }
      if (i == 0 && digit > 7) {
        throw new IllegalArgumentException(noUlid(text) + "its first character is at most 7 (a ULID holds 128 bits), not "
            + shown(c));
      }
      if (i < 10) {
        millis = millis << 5 | digit;
      }
    }
    return millis;
  }

  private static String noUlid(String text) {
    String shown = text.length() > SHOWN_CHARACTERS ? text.substring(0, SHOWN_CHARACTERS) + "..." : text;
    return "\"" + shown + "\" is no ULID: ";
  }

  private static String shown(char c) {
    return Character.isISOControl(c) || Character.isWhitespace(c) ? String.format("U+%04X", (int) c) : "'" + c + "'";
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
