package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The fixed-width texts of whole seconds and milliseconds, as attributes and keys hold them. */
class IsoTimeFormsTest {

  @Test
  void wholeSecondsAreTwentyCharactersAndReadBackInEitherCase() {
    Instant nine = Instant.parse("2024-03-02T09:00:00Z");

    assertEquals("2024-03-02T09:00:00Z", IsoTime.format(nine, 0));
    assertEquals("2024-03-02T09:00:00.000Z", IsoTime.format(nine, 3));
    assertEquals(nine, IsoTime.parseInstant("2024-03-02T09:00:00Z", 0));
    assertEquals(nine, IsoTime.parseInstant("2024-03-02t09:00:00z", 0));
    assertEquals(Instant.parse("2024-03-02T09:00:00.123Z"), IsoTime.parseInstant("2024-03-02t09:00:00.123z", 3));
    assertEquals("0000-01-01T00:00:00Z", IsoTime.format(Instant.parse("0000-01-01T00:00:00Z"), 0));
  }

  @Test
  void textsOfAnotherFormOrNoDateAreRefused() {
    for (String text : new String[] {"2024-03-02T09:00:00.000Z", "2024-03-02 09:00:00Z", "2024-13-02T09:00:00Z",
        "2024-03-02T24:00:00Z", "2024-03-02T09:00:00+", "2024-03-02x09:00:00z", "", "２０２４-03-02T09:00:00Z"}) {
      assertThrows(IllegalArgumentException.class, () -> IsoTime.parseInstant(text, 0), text);
    }
    assertThrows(IllegalArgumentException.class, () -> IsoTime.parseInstant("2024-03-02T09:00:00Z", 3));
    assertThrows(IllegalArgumentException.class, () -> IsoTime.parseInstant(null, 0));
  }

  @Test
  void theSecondsCodecRefusesAFractionAndYearsWithoutFourDigits() {
    assertEquals(AttributeValue.fromS("2024-03-02T09:00:00Z"),
        Codecs.isoInstantSeconds().encode(Instant.parse("2024-03-02T09:00:00Z")));
    IllegalArgumentException fraction = assertThrows(IllegalArgumentException.class,
        () -> Codecs.isoInstantSeconds().encode(Instant.parse("2024-03-02T09:00:00.000000001Z")));
    assertEquals(IsoTime.FRACTION_PROBLEM, fraction.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> Codecs.isoInstantSeconds().encode(Instant.parse("+10000-01-01T00:00:00Z")));
    assertEquals(Instant.parse("2024-03-02T09:00:00.5Z"),
        Codecs.isoInstantSeconds().decode(AttributeValue.fromS("2024-03-02T09:00:00.5Z")), "reads any ISO-8601");
  }

  @Test
  void theTimeOfAWriteIsTruncatedToWhatItsCodecHolds() {
    Instant now = Instant.parse("2024-03-05T12:00:00.123456789Z");

    assertEquals(Instant.parse("2024-03-05T12:00:00Z"), Codecs.heldBy(Codecs.isoInstantSeconds(), now));
    assertEquals(Instant.parse("2024-03-05T12:00:00Z"), Codecs.heldBy(Codecs.epochSeconds(), now));
    assertEquals(Instant.parse("2024-03-05T12:00:00.123Z"), Codecs.heldBy(Codecs.isoInstantMillis(), now));
    assertEquals(Instant.parse("2024-03-05T12:00:00.123Z"), Codecs.heldBy(Codecs.epochMillis(), now));
    assertEquals(now, Codecs.heldBy(Codecs.isoInstant(), now));
    assertEquals(now, Codecs.heldBy(Codecs.ofInstant(), now));
  }
}
