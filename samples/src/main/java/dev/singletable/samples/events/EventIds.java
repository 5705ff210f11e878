package dev.singletable.samples.events;

import java.time.Clock;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Event ids as ULIDs: 48 bits of milliseconds and 80 random bits in Crockford's base 32, 26
 * characters that sort by time, so that GSI1 lists the events of a type in the order they occurred.
 */
final class EventIds {
  private static final char[] ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ".toCharArray();
  private static final int LENGTH = 26;
  private static final int TIME_CHARACTERS = 10;

  private EventIds() {}

  /** A new id for the clock's current millisecond. */
  static String next(Clock clock) {
    char[] id = new char[LENGTH];
    long time = clock.millis();
    for (int i = TIME_CHARACTERS - 1; i >= 0; i--) {
      id[i] = ALPHABET[(int) (time & 31)];
      time >>>= 5;
    }
    ThreadLocalRandom random = ThreadLocalRandom.current();
    for (int i = TIME_CHARACTERS; i < LENGTH; i++) {
      id[i] = ALPHABET[random.nextInt(32)];
    }
    return new String(id);
  }
}
