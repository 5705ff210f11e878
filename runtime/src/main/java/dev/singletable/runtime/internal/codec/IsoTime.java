package dev.singletable.runtime.internal.codec;

import static java.nio.charset.StandardCharsets.ISO_8859_1;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The fixed-width text of instants ({@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ}) and dates ({@code
 * yyyy-MM-dd}) shared by key components and attributes. Fixed width is the point: {@code
 * ISO_INSTANT} drops trailing zero fraction digits, so {@code ...:00Z} sorts after {@code
 * ...:00.5Z}; here every field always has the same width and lexicographic order is time order.
 * That holds for years 0000 to 9999 only, which is why other years are refused. The calendar is
 * the JDK's; only the digits are written by hand, because a DateTimeFormatter costs several times
 * as much per call.
 */
public final class IsoTime {
  public static final int INSTANT_LENGTH = 30;
  /** The length of {@link #format(Instant, int)}'s text with whole seconds, {@code yyyy-MM-ddTHH:mm:ssZ}. */
  public static final int SECONDS_LENGTH = 20;
  /** The length of {@link #format(Instant, int)}'s text with milliseconds, {@code yyyy-MM-ddTHH:mm:ss.SSSZ}. */
  public static final int MILLIS_LENGTH = 24;
  public static final int DATE_LENGTH = 10;
  public static final String RANGE_PROBLEM = "years outside 0000..9999 cannot be stored in fixed-width text";
  /** Why an instant with a fraction of a second has no text of whole seconds. */
  public static final String FRACTION_PROBLEM = "has a fraction of a second, which ISO_8601_SECONDS text (whole"
      + " seconds) would lose; truncate it first (value.truncatedTo(ChronoUnit.SECONDS))";

  private static final long FIRST_SECOND = -62167219200L; // 0000-01-01T00:00:00Z
  private static final long LAST_SECOND = 253402300799L; // 9999-12-31T23:59:59Z
  private static final int SECONDS_PER_DAY = 86400;

  private IsoTime() {}

  public static boolean fits(Instant value) {
    long second = value.getEpochSecond();
    return second >= FIRST_SECOND && second <= LAST_SECOND;
  }

  public static boolean fits(LocalDate value) {
    int year = value.getYear();
    return year >= 0 && year <= 9999;
  }

  /** The text of an instant that {@link #fits}. */
  public static String format(Instant value) {
    long second = value.getEpochSecond();
    int secondOfDay = Math.floorMod(second, SECONDS_PER_DAY);
    byte[] out = new byte[INSTANT_LENGTH];
    writeDate(out, LocalDate.ofEpochDay(Math.floorDiv(second, SECONDS_PER_DAY)));
    out[10] = 'T';
    writeDigits(out, 11, 2, secondOfDay / 3600);
    out[13] = ':';
    writeDigits(out, 14, 2, secondOfDay / 60 % 60);
    out[16] = ':';
    writeDigits(out, 17, 2, secondOfDay % 60);
    out[19] = '.';
    writeDigits(out, 20, 9, value.getNano());
    out[29] = 'Z';
    return new String(out, ISO_8859_1);
  }

  /**
   * The text of an instant that {@link #fits} with {@code digits} fraction digits: none ({@code
   * 2024-03-02T09:00:00Z}, the nanoseconds dropped), three ({@code 2024-03-02T09:00:00.000Z}, truncated
   * to the millisecond) or nine ({@link #format(Instant)}). Each is fixed width, so text order is time
   * order among texts of one width.
   *
   * @param value the instant
   * @param digits 0, 3 or 9
   * @return 20, 24 or 30 characters
   */
  public static String format(Instant value, int digits) {
    if (digits == 9) {
      return format(value);
    }
    String full = format(value);
    return digits == 0 ? full.substring(0, 19) + 'Z' : full.substring(0, 19 + 1 + digits) + 'Z';
  }

  /**
   * Reads the text {@link #format(Instant, int)} writes with {@code digits} fraction digits, whose
   * {@code T} and {@code Z} may also be lower case, as a key folded to lower case holds them.
   *
   * @param text the text
   * @param digits 0 or 3
   * @return the instant
   * @throws IllegalArgumentException when the text is not of that form
   */
  public static Instant parseInstant(String text, int digits) {
    int length = digits == 0 ? SECONDS_LENGTH : MILLIS_LENGTH;
    if (text == null || text.length() != length || !either(text.charAt(10), 'T')
        || !either(text.charAt(length - 1), 'Z') || digits > 0 && text.charAt(19) != '.') {
      throw new IllegalArgumentException("not a fixed-width UTC instant (" + pattern(digits) + "): " + text);
    }
    StringBuilder full = new StringBuilder(INSTANT_LENGTH).append(text, 0, 10).append('T').append(text, 11, 19)
        .append('.');
    if (digits > 0) {
      full.append(text, 20, 20 + digits);
    }
    for (int j = digits; j < 9; j++) {
      full.append('0');
    }
    try {
      return parseInstant(full.append('Z').toString());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not a fixed-width UTC instant (" + pattern(digits) + "): " + text, e);
    }
  }

  /** Whether {@code c} is the upper-case letter {@code upper} or its lower case. */
  private static boolean either(char c, char upper) {
    return c == upper || c == upper + ('a' - 'A');
  }

  /** The shape of {@link #format(Instant, int)}'s text, for messages. */
  private static String pattern(int digits) {
    return digits == 0 ? "yyyy-MM-ddTHH:mm:ssZ" : "yyyy-MM-ddTHH:mm:ss." + "S".repeat(digits) + "Z";
  }

  /** The text of a date that {@link #fits}. */
  public static String format(LocalDate value) {
    byte[] out = new byte[DATE_LENGTH];
    writeDate(out, value);
    return new String(out, ISO_8859_1);
  }

  /**
   * Where {@link #format(Instant)}'s text of the instant ends in {@code key} when the key holds it at
   * {@code at}, else -1: each field's digits are compared in place, without writing the text.
   *
   * @param key the stored key
   * @param at where the text starts, not negative
   * @param value an instant that {@link #fits}
   * @return {@code at + 30}, or -1
   */
  public static int instantAt(String key, int at, Instant value) {
    if (at + INSTANT_LENGTH > key.length()) {
      return -1;
    }
    long second = value.getEpochSecond();
    int secondOfDay = Math.floorMod(second, SECONDS_PER_DAY);
    boolean holds = holdsDate(key, at, LocalDate.ofEpochDay(Math.floorDiv(second, SECONDS_PER_DAY)))
        && key.charAt(at + 10) == 'T' && holdsDigits(key, at + 11, 2, secondOfDay / 3600)
        && key.charAt(at + 13) == ':' && holdsDigits(key, at + 14, 2, secondOfDay / 60 % 60)
        && key.charAt(at + 16) == ':' && holdsDigits(key, at + 17, 2, secondOfDay % 60)
        && key.charAt(at + 19) == '.' && holdsDigits(key, at + 20, 9, value.getNano())
        && key.charAt(at + 29) == 'Z';
    return holds ? at + INSTANT_LENGTH : -1;
  }

  /**
   * Where {@link #format(LocalDate)}'s text of the date ends in {@code key} when the key holds it at
   * {@code at}, else -1.
   *
   * @param key the stored key
   * @param at where the text starts, not negative
   * @param value a date that {@link #fits}
   * @return {@code at + 10}, or -1
   */
  public static int dateAt(String key, int at, LocalDate value) {
    return at + DATE_LENGTH <= key.length() && holdsDate(key, at, value) ? at + DATE_LENGTH : -1;
  }

  public static Instant parseInstant(String text) {
    if (text == null || text.length() != INSTANT_LENGTH || text.charAt(10) != 'T' || text.charAt(13) != ':'
        || text.charAt(16) != ':' || text.charAt(19) != '.' || text.charAt(29) != 'Z') {
      throw new IllegalArgumentException("not a fixed-width UTC instant (yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ): " + text);
    }
    LocalDate date = parseDate(text, text.substring(0, DATE_LENGTH));
    int hour = readDigits(text, 11, 2);
    int minute = readDigits(text, 14, 2);
    int second = readDigits(text, 17, 2);
    int nano = readDigits(text, 20, 9);
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || nano < 0) {
      throw new IllegalArgumentException("not a valid time of day: " + text);
    }
    long epochSecond = date.toEpochDay() * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
    return Instant.ofEpochSecond(epochSecond, nano);
  }

  public static LocalDate parseLocalDate(String text) {
    if (text == null || text.length() != DATE_LENGTH) {
      throw new IllegalArgumentException("not an ISO date (yyyy-MM-dd): " + text);
    }
    return parseDate(text, text);
  }

  private static LocalDate parseDate(String whole, String text) {
    int year = readDigits(text, 0, 4);
    int month = readDigits(text, 5, 2);
    int day = readDigits(text, 8, 2);
    if (year < 0 || month < 0 || day < 0 || text.charAt(4) != '-' || text.charAt(7) != '-') {
      throw new IllegalArgumentException("not an ISO date (yyyy-MM-dd): " + whole);
    }
    try {
      return LocalDate.of(year, month, day);
    } catch (DateTimeException e) {
      throw new IllegalArgumentException("not a valid date: " + whole, e);
    }
  }

  private static void writeDate(byte[] out, LocalDate date) {
    writeDigits(out, 0, 4, date.getYear());
    out[4] = '-';
    writeDigits(out, 5, 2, date.getMonthValue());
    out[7] = '-';
    writeDigits(out, 8, 2, date.getDayOfMonth());
  }

  private static void writeDigits(byte[] out, int offset, int width, int value) {
    for (int i = offset + width - 1; i >= offset; i--) {
      out[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  private static boolean holdsDate(String key, int at, LocalDate date) {
    return holdsDigits(key, at, 4, date.getYear()) && key.charAt(at + 4) == '-'
        && holdsDigits(key, at + 5, 2, date.getMonthValue()) && key.charAt(at + 7) == '-'
        && holdsDigits(key, at + 8, 2, date.getDayOfMonth());
  }

  /** Whether {@code key} holds at {@code offset} what {@link #writeDigits} writes for the value. */
  private static boolean holdsDigits(String key, int offset, int width, int value) {
    for (int i = offset + width - 1; i >= offset; i--) {
      if (key.charAt(i) != (char) ('0' + value % 10)) {
        return false;
      }
      value /= 10;
    }
    return true;
  }

  /** The decimal value of {@code count} digits at {@code offset}, or -1 when one is not a digit. */
  private static int readDigits(String text, int offset, int count) {
    int value = 0;
    for (int i = offset; i < offset + count; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }
}
