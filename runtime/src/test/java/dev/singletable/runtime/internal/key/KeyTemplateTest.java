package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class KeyTemplateTest {
  enum Status { PLACED, SHIPPED }

  private static final KeyTemplate AGGREGATE = KeyTemplate.parse("event", "pk", "AGGREGATE#${aggregateType}#${aggregateId}");
  private static final KeyTemplate EVENT = KeyTemplate.parse("event", "sk", "EVENT#${seqNum}");
  private static final KeyTemplate USER = KeyTemplate.parse("user", "pk", "user/${email}");
  private static final KeyTemplate ORDER = KeyTemplate.parse("order", "pk", "CUSTOMER#${customerId}#ORDER#${orderId}");
  private static final KeyTemplate DASHED = KeyTemplate.parse("thing", "sk", "T-${x}-${y}/${z}");

  // ----- rendering exactly as the seed tables show

  @Test
  void rendersAggregateKeyLetterForLetter() {
    assertEquals("AGGREGATE#order#1234", AGGREGATE.render(AGGREGATE.text(0, "order"), AGGREGATE.text(1, "1234")));
  }

  @Test
  void rendersPaddedSequenceNumberLetterForLetter() {
    assertEquals("EVENT#000000000042", EVENT.render(EVENT.padded(0, 42L, 12)));
  }

  @Test
  void rendersEmailWithoutEscapingCharactersOutsideTheDelimiterSet() {
    assertEquals("user/test@example.com", USER.render(USER.text(0, "test@example.com")));
  }

  @Test
  void rendersCustomerOrderKeyLetterForLetter() {
    assertEquals("CUSTOMER#XYQ#ORDER#00001", ORDER.render(ORDER.text(0, "XYQ"), ORDER.padded(1, 1L, 5)));
  }

  @Test
  void rendersEveryArityTheSameAsVarargs() {
    KeyTemplate three = KeyTemplate.parse("e", "pk", "A#${a}#${b}#${c}");
    assertEquals("A#1#2#3", three.render("1", "2", "3"));
    assertEquals("A#1#2#3", three.render(new String[] {"1", "2", "3"}));
    KeyTemplate four = KeyTemplate.parse("e", "pk", "${a}.${b}.${c}.${d}!");
    assertEquals("1.2.3.4!", four.render("1", "2", "3", "4"));
  }

  @Test
  void rendersConstantTemplate() {
    KeyTemplate meta = KeyTemplate.parse("meta", "sk", "#METADATA");
    assertTrue(meta.isConstant());
    assertEquals("#METADATA", meta.render());
    assertEquals("#METADATA", meta.constantPrefix());
    assertArrayEquals(new String[0], meta.decode("#METADATA"));
  }

  @Test
  void renderRefusesWrongNumberOfComponents() {
    assertThrows(IllegalArgumentException.class, () -> AGGREGATE.render("a"));
    assertThrows(IllegalArgumentException.class, () -> AGGREGATE.render("a", "b", "c"));
    assertThrows(IllegalArgumentException.class, () -> AGGREGATE.render());
    assertThrows(IllegalArgumentException.class, () -> AGGREGATE.render(new String[] {"a", "b", "c", "d"}));
  }

  @Test
  void renderRefusesNullComponentNamingIt() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> AGGREGATE.render("order", null));
    assertEquals("event", e.entity());
    assertEquals("aggregateId", e.field());
  }

  // ----- parsing

  @Test
  void parseNamesComponentsInOrder() {
    assertEquals(2, ORDER.size());
    assertEquals("customerId", ORDER.componentName(0));
    assertEquals("orderId", ORDER.componentName(1));
    assertEquals("CUSTOMER#", ORDER.constantPrefix());
    assertEquals("order", ORDER.entity());
    assertEquals("pk", ORDER.field());
    assertEquals("CUSTOMER#${customerId}#ORDER#${orderId}", ORDER.template());
    assertFalse(ORDER.isConstant());
  }

  @Test
  void parseRefusesMalformedTemplates() {
    String[] bad = {
      "", "A#${a", "A#${}", "A#${1a}", "A#${a}${b}", "A#${a}b", "A\\#${a}", "A#${a}#${b}x", "A#${a}\uD83D\uDE00", "${a-b}"
    };
    for (String template : bad) {
      assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("e", "pk", template), template);
    }
  }

  @Test
  void parseAcceptsDollarSignWithoutBraceAsLiteral() {
    KeyTemplate dollar = KeyTemplate.parse("e", "pk", "$A#${a}");
    assertEquals("$A#x", dollar.render(dollar.text(0, "x")));
    assertEquals("$A#\\$", dollar.render(dollar.text(0, "$")));
  }

  @Test
  void surrogatePairsInLiteralsAreNeverEscapedHalfByHalf() {
    KeyTemplate smiley = KeyTemplate.parse("e", "pk", "\uD83D\uDE00#${a}#${b}");
    String key = smiley.render(smiley.text(0, "\uD83D\uDE00#"), smiley.text(1, "x"));
    assertEquals("\uD83D\uDE00#\uD83D\uDE00\\##x", key);
    assertArrayEquals(new String[] {"\uD83D\uDE00#", "x"}, smiley.decode(key));
  }

  @Test
  void parseMessageNamesEntityFieldAndTemplate() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KeyTemplate.parse("order", "gsi1sk", "X#${a}${b}"));
    assertTrue(e.getMessage().startsWith("order.gsi1sk: template \"X#${a}${b}\""), e.getMessage());
  }

  // ----- text components and escaping

  @Test
  void textWithoutDelimitersIsReturnedAsIs() {
    String value = "plain-value.with@chars";
    assertSame(value, AGGREGATE.text(0, value));
  }

  @Test
  void textEscapesDelimitersAndTheEscapeCharacter() {
    assertEquals("a\\#b", AGGREGATE.text(0, "a#b"));
    assertEquals("a\\\\b", AGGREGATE.text(0, "a\\b"));
    assertEquals("a\\-b\\/c", DASHED.text(0, "a-b/c"));
    assertEquals("a#b", USER.text(0, "a#b"));
  }

  @Test
  void textRefusesNullNamingEntityAndComponent() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> AGGREGATE.text(1, (String) null));
    assertEquals("event", e.entity());
    assertEquals("aggregateId", e.field());
    assertEquals("event.aggregateId = null: a key component cannot be null", e.getMessage());
  }

  @Test
  void textOfEnumIsItsNameWithoutCaseChange() {
    assertEquals("SHIPPED", AGGREGATE.text(0, Status.SHIPPED));
    assertThrows(InvalidValueException.class, () -> AGGREGATE.text(0, (Status) null));
  }

  @Test
  void encodersRefuseComponentIndexOutsideTemplate() {
    assertThrows(IndexOutOfBoundsException.class, () -> EVENT.text(1, "x"));
    assertThrows(IndexOutOfBoundsException.class, () -> EVENT.padded(1, 1L, 3));
  }

  @Test
  void escapedValuesDecodeBack() {
    String key = AGGREGATE.render(AGGREGATE.text(0, "a#b\\"), AGGREGATE.text(1, "#"));
    assertEquals("AGGREGATE#a\\#b\\\\#\\#", key);
    assertArrayEquals(new String[] {"a#b\\", "#"}, AGGREGATE.decode(key));
  }

  @Test
  void emptyComponentsRenderAndDecode() {
    String key = AGGREGATE.render(AGGREGATE.text(0, ""), AGGREGATE.text(1, ""));
    assertEquals("AGGREGATE##", key);
    assertArrayEquals(new String[] {"", ""}, AGGREGATE.decode(key));
  }

  // ----- integers

  @Test
  void integerRendersPlainDecimal() {
    assertEquals("42", EVENT.integer(0, 42L));
    assertEquals("-42", EVENT.integer(0, Long.valueOf(-42)));
    assertEquals("123456789012345678901234567890", EVENT.integer(0, new BigInteger("123456789012345678901234567890")));
  }

  @Test
  void integerRefusesNullBoxedValue() {
    assertThrows(InvalidValueException.class, () -> EVENT.integer(0, (Long) null));
    assertThrows(InvalidValueException.class, () -> EVENT.integer(0, (BigInteger) null));
  }

  @Test
  void integerRefusesMinusWhereMinusEndsTheComponent() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> DASHED.integer(0, -5L));
    assertEquals("x", e.field());
    assertEquals("-5", DASHED.integer(2, -5L));
    assertThrows(InvalidValueException.class, () -> DASHED.integer(0, BigInteger.valueOf(-1)));
    assertEquals("-1", DASHED.integer(1, BigInteger.valueOf(-1)));
  }

  // ----- padded integers

  @Test
  void paddedFillsWithZerosToWidth() {
    assertEquals("00000", ORDER.padded(1, 0L, 5));
    assertEquals("99999", ORDER.padded(1, 99999L, 5));
    assertEquals("9223372036854775807", ORDER.padded(1, Long.MAX_VALUE, 19));
    assertEquals("0009223372036854775807", ORDER.padded(1, Long.MAX_VALUE, 22));
    assertEquals("00042", ORDER.padded(1, Long.valueOf(42), 5));
    assertEquals("00042", ORDER.padded(1, BigInteger.valueOf(42), 5));
  }

  @Test
  void paddedRefusesValueWiderThanWidth() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> ORDER.padded(1, 100000L, 5));
    assertEquals("order.orderId = 100000: is wider than 5 digits", e.getMessage());
    assertThrows(InvalidValueException.class, () -> ORDER.padded(1, Long.MAX_VALUE, 18));
    assertThrows(InvalidValueException.class, () -> ORDER.padded(1, BigInteger.valueOf(100000), 5));
  }

  @Test
  void paddedRefusesNegativeValue() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> EVENT.padded(0, -5L, 12));
    assertEquals("event.seqNum = -5: negative values cannot be padded", e.getMessage());
    assertEquals(-5L, e.value());
    assertThrows(InvalidValueException.class, () -> EVENT.padded(0, Long.MIN_VALUE, 19));
    assertThrows(InvalidValueException.class, () -> EVENT.padded(0, BigInteger.valueOf(-1), 12));
  }

  @Test
  void paddedRefusesNullAndNonPositiveWidth() {
    assertThrows(InvalidValueException.class, () -> EVENT.padded(0, (Long) null, 12));
    assertThrows(InvalidValueException.class, () -> EVENT.padded(0, (BigInteger) null, 12));
    assertThrows(IllegalArgumentException.class, () -> EVENT.padded(0, 1L, 0));
  }

  @Test
  void paddedOrderIsNumericOrder() {
    String previous = EVENT.padded(0, 0L, 12);
    for (long n = 1; n < 5000; n += 7) {
      String current = EVENT.padded(0, n, 12);
      assertTrue(previous.compareTo(current) < 0, current);
      previous = current;
    }
  }

  // ----- instants, dates, uuids, booleans

  @Test
  void instantRendersFixedWidthUtcWithNineFractionDigits() {
    assertEquals("2024-03-01T12:00:00.000000000Z", EVENT.instant(0, Instant.parse("2024-03-01T12:00:00Z")));
    assertEquals("1969-12-31T23:59:59.999999999Z", EVENT.instant(0, Instant.ofEpochSecond(-1, 999_999_999)));
    assertEquals("0000-01-01T00:00:00.000000000Z", EVENT.instant(0, Instant.parse("0000-01-01T00:00:00Z")));
    assertEquals("9999-12-31T23:59:59.999999999Z", EVENT.instant(0, Instant.parse("9999-12-31T23:59:59.999999999Z")));
  }

  @Test
  void instantRefusesYearsOutsideFourDigits() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> EVENT.instant(0, Instant.ofEpochSecond(253402300800L)));
    assertEquals("seqNum", e.field());
    assertThrows(InvalidValueException.class, () -> EVENT.instant(0, Instant.ofEpochSecond(-62167219201L, 999_999_999)));
    assertThrows(InvalidValueException.class, () -> EVENT.instant(0, Instant.MAX));
    assertThrows(InvalidValueException.class, () -> EVENT.instant(0, null));
  }

  @Test
  void instantRefusedWhereItsSeparatorEndsTheComponent() {
    KeyTemplate colon = KeyTemplate.parse("e", "sk", "AT:${at}:X");
    assertThrows(InvalidValueException.class, () -> colon.instant(0, Instant.EPOCH));
  }

  @Test
  void localDateRendersIsoAndRefusesYearsOutsideFourDigits() {
    assertEquals("2024-02-29", EVENT.localDate(0, LocalDate.of(2024, 2, 29)));
    assertEquals("0001-01-01", EVENT.localDate(0, LocalDate.of(1, 1, 1)));
    assertThrows(InvalidValueException.class, () -> EVENT.localDate(0, LocalDate.of(10000, 1, 1)));
    assertThrows(InvalidValueException.class, () -> EVENT.localDate(0, LocalDate.of(-1, 1, 1)));
    assertThrows(InvalidValueException.class, () -> EVENT.localDate(0, null));
  }

  @Test
  void uuidRendersCanonicalLowerCase() {
    UUID id = UUID.fromString("123E4567-E89B-12D3-A456-426614174000");
    assertEquals("123e4567-e89b-12d3-a456-426614174000", EVENT.uuid(0, id));
    assertEquals(id, ComponentFormats.parseUuid(EVENT.uuid(0, id)));
    assertThrows(InvalidValueException.class, () -> EVENT.uuid(0, null));
    assertThrows(InvalidValueException.class, () -> DASHED.uuid(0, id));
  }

  @Test
  void boolRendersTrueAndFalse() {
    assertEquals("true", EVENT.bool(0, true));
    assertEquals("false", EVENT.bool(0, Boolean.FALSE));
    assertThrows(InvalidValueException.class, () -> EVENT.bool(0, null));
  }

  // ----- prefixes

  @Test
  void prefixOf12DoesNotMatchKeysOf123() {
    KeyTemplate items = KeyTemplate.parse("item", "pk", "ORDER#${orderId}#ITEM#${itemId}");
    String key = items.render(items.text(0, "123"), items.text(1, "1"));
    assertFalse(key.startsWith(items.prefix(items.text(0, "12"))));
    assertTrue(key.startsWith(items.prefix(items.text(0, "123"))));
    assertEquals("ORDER#123#ITEM#", items.prefix(items.text(0, "123")));
  }

  @Test
  void prefixOfAcmeDoesNotMatchKeysOfAcmeEvil() {
    String key = DASHED.render(DASHED.text(0, "acme-evil"), DASHED.text(1, "u"), DASHED.text(2, "v"));
    assertFalse(key.startsWith(DASHED.prefix(DASHED.text(0, "acme"))));
    assertTrue(key.startsWith(DASHED.prefix(DASHED.text(0, "acme-evil"))));
  }

  @Test
  void prefixOfNothingIsTheConstantPrefixAndOfEverythingTheKey() {
    assertEquals("AGGREGATE#", AGGREGATE.prefix());
    assertEquals("AGGREGATE#a#b", AGGREGATE.prefix("a", "b"));
    assertEquals("T-1-2/", DASHED.prefix("1", "2"));
    assertThrows(IllegalArgumentException.class, () -> EVENT.prefix("1", "2"));
    assertThrows(InvalidValueException.class, () -> EVENT.prefix((String) null));
  }

  // ----- decoding

  @Test
  void decodeReturnsComponentTextsInTemplateOrder() {
    assertArrayEquals(new String[] {"order", "1234"}, AGGREGATE.decode("AGGREGATE#order#1234"));
    assertArrayEquals(new String[] {"XYQ", "00001"}, ORDER.decode("CUSTOMER#XYQ#ORDER#00001"));
    assertArrayEquals(new String[] {"test@example.com"}, USER.decode("user/test@example.com"));
    assertEquals(42L, ComponentFormats.parseLong(EVENT.decode("EVENT#000000000042")[0]));
  }

  @Test
  void decodeChecksTheWholeLiteralNotOnlyItsFirstCharacter() {
    assertArrayEquals(new String[] {"a", "b"}, ORDER.decode("CUSTOMER#a#ORDER#b"));
    assertThrows(InvalidValueException.class, () -> ORDER.decode("CUSTOMER#a#ORDERS#b"));
  }

  @Test
  void decodeRefusesKeysOfOtherTemplates() {
    String[] bad = {
      "AGGREGATE#order", "AGG#order#1", "AGGREGATE#a\\x#b", "AGGREGATE#a#b\\", "aggregate#a#b", ""
    };
    for (String key : bad) {
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> AGGREGATE.decode(key), key);
      assertEquals("pk", e.field());
      assertEquals(key, e.value());
    }
    assertThrows(InvalidValueException.class, () -> AGGREGATE.decode(null));
    assertThrows(InvalidValueException.class, () -> KeyTemplate.parse("m", "sk", "#META").decode("#METAX"));
    assertThrows(InvalidValueException.class, () -> KeyTemplate.parse("m", "sk", "${a}#").decode("x#y"));
  }

  // ----- typed parsers

  @Test
  void typedParsersReadWhatEncodersWrite() {
    assertEquals(-7, ComponentFormats.parseInt(EVENT.integer(0, -7L)));
    assertEquals((short) 12, ComponentFormats.parseShort(EVENT.padded(0, 12L, 4)));
    assertEquals((byte) 3, ComponentFormats.parseByte(EVENT.padded(0, 3L, 2)));
    assertEquals(new BigInteger("98765432109876543210"), ComponentFormats.parseBigInteger(EVENT.padded(0, new BigInteger("98765432109876543210"), 25)));
    Instant at = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
    assertEquals(at, ComponentFormats.parseInstant(EVENT.instant(0, at)));
    assertEquals(LocalDate.of(2024, 2, 29), ComponentFormats.parseLocalDate(EVENT.localDate(0, LocalDate.of(2024, 2, 29))));
    assertTrue(ComponentFormats.parseBoolean("true"));
    assertFalse(ComponentFormats.parseBoolean("false"));
  }

  @Test
  void typedParsersRefuseOtherForms() {
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseInstant("2024-01-01T00:00:00Z"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseInstant("2024-01-01T24:00:00.000000000Z"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseInstant("2023-02-29T00:00:00.000000000Z"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseInstant("2024-01-01 00:00:00.000000000Z"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseInstant("2024-01-01T00:00:00.00000000xZ"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseLocalDate("2023-02-29"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseLocalDate("2023/02/28"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseLocalDate("+2023-02-28"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseUuid("1-1-1-1-1"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseBoolean("TRUE"));
    assertThrows(IllegalArgumentException.class, () -> ComponentFormats.parseBoolean(null));
    assertThrows(NumberFormatException.class, () -> ComponentFormats.parseLong("12a"));
    assertThrows(NumberFormatException.class, () -> ComponentFormats.parseByte("128"));
    assertThrows(NumberFormatException.class, () -> ComponentFormats.parseBigInteger(null));
  }

  @Test
  void aKeyThatIsTheComponentsAttributeHoldsTheValueAsItIs() {
    KeyTemplate genre = KeyTemplate.parse("album", "genre_name", "${genreName}").componentAttribute();

    assertEquals("Drum\\Bass", genre.render(genre.text(0, "Drum\\Bass")), "no escape before the backslash");
    assertArrayEquals(new String[] {"Drum\\Bass"}, genre.decode("Drum\\Bass"));
    assertArrayEquals(new String[] {"a\\\\b"}, genre.decode("a\\\\b"), "two backslashes are two");
    assertTrue(genre.renders("Drum\\Bass", genre.text(0, "Drum\\Bass")));
    assertEquals("Drum\\\\Bass", KeyTemplate.parse("album", "gsi1pk", "${genreName}").text(0, "Drum\\Bass"),
        "a template whose key is no component's attribute escapes it as before");
    KeyTemplate state = KeyTemplate.parse("issue", "state", "${state}").storedTexts(0, "open\\", "closed")
        .componentAttribute();
    assertEquals("open\\", state.text(0, State.OPEN), "an enum's stored text as it is");
    assertThrows(IllegalArgumentException.class,
        () -> KeyTemplate.parse("album", "partition_key", "ALBUM_${token}").componentAttribute());
    assertThrows(IllegalArgumentException.class,
        () -> KeyTemplate.parse("album", "partition_key", "${a}#${b}").componentAttribute());
  }

  private enum State { OPEN, CLOSED }
}
