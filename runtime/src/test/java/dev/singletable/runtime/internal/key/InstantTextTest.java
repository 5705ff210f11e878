package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.internal.codec.Codecs;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The fixed-width text of instants and dates, shared by key components and attributes. */
class InstantTextTest {
  private static final long SEED = 42L;
  private static final long FIRST_SECOND = -62167219200L; // 0000-01-01T00:00:00Z
  private static final long LAST_SECOND = 253402300799L; // 9999-12-31T23:59:59Z
  private static final DateTimeFormatter REFERENCE =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);
  private static final KeyTemplate AT = KeyTemplate.parse("event", "sk", "AT#${at}");

  @Test
  void instantTextOrderIsTimeOrderOverRandomInstants() {
    List<Instant> instants = randomInstants(new Random(SEED), 20_000);
    List<Instant> byTime = new ArrayList<>(instants);
    byTime.sort(Comparator.naturalOrder());
    List<Instant> byText = new ArrayList<>(instants);
    byText.sort(Comparator.comparing(InstantTextTest::text));
    assertEquals(byTime, byText, "seed " + SEED);
  }

  @Test
  void instantTextMatchesAReferenceFormatterAndParsesBackExactly() {
    for (Instant instant : randomInstants(new Random(SEED), 20_000)) {
      String text = text(instant);
      assertEquals(REFERENCE.format(instant), text, "seed " + SEED);
      assertEquals(instant, ComponentFormats.parseInstant(text), text);
      assertEquals(instant, Codecs.ofInstant().decode(Codecs.ofInstant().encode(instant)), text);
    }
  }

  @Test
  void instantTextKeepsTrailingZeroFractionDigitsUnlikeIsoInstant() {
    Instant whole = Instant.parse("2024-01-01T00:00:00Z");
    Instant half = Instant.parse("2024-01-01T00:00:00.5Z");
    // ISO_INSTANT writes "...00Z" and "...00.500Z": 'Z' > '.', so text order would be wrong.
    assertEquals("2024-01-01T00:00:00.000000000Z", text(whole));
    assertEquals("2024-01-01T00:00:00.500000000Z", text(half));
  }

  @Test
  void instantTextCoversTheFirstAndLastSecondOfFourDigitYears() {
    assertEquals("0000-01-01T00:00:00.000000000Z", text(Instant.ofEpochSecond(FIRST_SECOND)));
    assertEquals("9999-12-31T23:59:59.999999999Z", text(Instant.ofEpochSecond(LAST_SECOND, 999_999_999)));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofInstant().encode(Instant.ofEpochSecond(FIRST_SECOND - 1)));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofInstant().encode(Instant.ofEpochSecond(LAST_SECOND + 1)));
  }

  @Test
  void localDateTextMatchesIsoAndParsesBack() {
    Random random = new Random(SEED);
    for (int i = 0; i < 20_000; i++) {
      LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(FIRST_SECOND, 86400) + random.nextInt(3_652_425));
      String text = AT.localDate(0, date);
      assertEquals(DateTimeFormatter.ofPattern("uuuu-MM-dd").format(date), text);
      assertEquals(date, ComponentFormats.parseLocalDate(text));
      assertEquals(date, Codecs.ofLocalDate().decode(Codecs.ofLocalDate().encode(date)));
    }
  }

  private static String text(Instant instant) {
    return AT.instant(0, instant);
  }

  private static List<Instant> randomInstants(Random random, int count) {
    List<Instant> instants = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      // Half spread over all four-digit years, half crowded into one minute to compare fractions.
      long second = i % 2 == 0
          ? FIRST_SECOND + (long) (random.nextDouble() * (LAST_SECOND - FIRST_SECOND))
          : 1_700_000_000L + random.nextInt(60);
      int nano = random.nextInt(4) == 0 ? random.nextInt(10) * 100_000_000 : random.nextInt(1_000_000_000);
      instants.add(Instant.ofEpochSecond(second, nano));
    }
    return instants;
  }
}
