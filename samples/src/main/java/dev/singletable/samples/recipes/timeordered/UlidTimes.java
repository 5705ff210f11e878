package dev.singletable.samples.recipes.timeordered;

import java.time.Instant;

/**
 * The time in a ULID's first ten characters (milliseconds since the epoch in Crockford's base 32),
 * read from an id and written as the bounds of a time range: the first and the last ULID a
 * millisecond can have.
 */
public final class UlidTimes {
  private static final String CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  private static final long MAX_MILLIS = (1L << 48) - 1;

  private UlidTimes() {}

  /**
   * The smallest ULID of the millisecond of {@code time}: no id drawn in it or later sorts before it.
   *
   * @param time the instant, truncated to its millisecond
   * @return its ten time characters followed by sixteen {@code 0}
   */
  public static String first(Instant time) {
    return timePart(time) + "0000000000000000";
  }

  /**
   * The largest ULID of the millisecond of {@code time}: no id drawn in it or earlier sorts after it.
   *
   * @param time the instant, truncated to its millisecond
   * @return its ten time characters followed by sixteen {@code Z}
   */
  public static String last(Instant time) {
    return timePart(time) + "ZZZZZZZZZZZZZZZZ";
  }

  /**
   * The millisecond a ULID was drawn in, as its first ten characters say.
   *
   * @param ulid a ULID's text
   * @return the instant of its millisecond
   * @throws IllegalArgumentException when the text is not 26 characters of Crockford's base 32
   */
  public static Instant timeOf(String ulid) {
    if (ulid.length() != 26) {
      throw new IllegalArgumentException("a ULID has 26 characters, \"" + ulid + "\" has " + ulid.length());
    }
    long millis = 0;
    for (int i = 0; i < 10; i++) {
      int digit = CROCKFORD.indexOf(ulid.charAt(i));
      if (digit < 0) {
        throw new IllegalArgumentException("\"" + ulid + "\" is no ULID: '" + ulid.charAt(i) + "' at " + i);
      }
      millis = millis << 5 | digit;
    }
    return Instant.ofEpochMilli(millis);
  }

  private static String timePart(Instant time) {
    long millis = time.toEpochMilli();
    if (millis < 0 || millis > MAX_MILLIS) {
      throw new IllegalArgumentException(time + " is outside the times a ULID holds");
    }
    char[] text = new char[10];
    for (int i = 9; i >= 0; i--) {
      text[i] = CROCKFORD.charAt((int) (millis & 31));
      millis >>>= 5;
    }
    return new String(text);
  }
}
