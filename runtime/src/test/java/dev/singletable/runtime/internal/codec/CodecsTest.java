package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AttributeCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class CodecsTest {
  enum Status { PLACED, SHIPPED, DELIVERED }

  private static <T> T roundTrip(AttributeCodec<T> codec, T value) {
    return codec.decode(codec.encode(value));
  }

  // ----- scalars

  @Test
  void stringRoundTripsAsS() {
    assertEquals(AttributeValue.fromS("héllo #1"), Codecs.ofString().encode("héllo #1"));
    assertEquals("", roundTrip(Codecs.ofString(), ""));
    assertEquals("héllo #1", roundTrip(Codecs.ofString(), "héllo #1"));
  }

  @Test
  void integralNumbersRoundTripAsN() {
    assertEquals(AttributeValue.fromN("-2147483648"), Codecs.ofInteger().encode(Integer.MIN_VALUE));
    assertEquals(Integer.MAX_VALUE, roundTrip(Codecs.ofInteger(), Integer.MAX_VALUE));
    assertEquals(Long.MIN_VALUE, roundTrip(Codecs.ofLong(), Long.MIN_VALUE));
    assertEquals(Short.MIN_VALUE, roundTrip(Codecs.ofShort(), Short.MIN_VALUE));
    assertEquals(Byte.MAX_VALUE, roundTrip(Codecs.ofByte(), Byte.MAX_VALUE));
    BigInteger huge = new BigInteger("-123456789012345678901234567890123456");
    assertEquals(huge, roundTrip(Codecs.ofBigInteger(), huge));
  }

  @Test
  void integralNumbersReadExponentFormsExactlyAndRefuseFractions() {
    assertEquals(1000L, Codecs.ofLong().decode(AttributeValue.fromN("1E+3")));
    assertEquals(100, Codecs.ofInteger().decode(AttributeValue.fromN("100.0")));
    assertEquals(BigInteger.valueOf(1000), Codecs.ofBigInteger().decode(AttributeValue.fromN("1E+3")));
    assertThrows(ArithmeticException.class, () -> Codecs.ofLong().decode(AttributeValue.fromN("1.5")));
    assertThrows(ArithmeticException.class, () -> Codecs.ofByte().decode(AttributeValue.fromN("128")));
    assertThrows(ArithmeticException.class, () -> Codecs.ofShort().decode(AttributeValue.fromN("40000")));
    assertThrows(NumberFormatException.class, () -> Codecs.ofInteger().decode(AttributeValue.fromN("x")));
  }

  @Test
  void decimalNumbersRoundTripAsN() {
    assertEquals(0.1, roundTrip(Codecs.ofDouble(), 0.1));
    assertEquals(-1.0E125, roundTrip(Codecs.ofDouble(), -1.0E125));
    assertEquals(0.0, roundTrip(Codecs.ofDouble(), 0.0));
    assertEquals(0.1f, roundTrip(Codecs.ofFloat(), 0.1f));
    assertEquals(AttributeValue.fromN("0.1"), Codecs.ofFloat().encode(0.1f));
    BigDecimal precise = new BigDecimal("12345678901234567890.123456789012345678");
    assertEquals(precise, roundTrip(Codecs.ofBigDecimal(), precise));
    assertEquals(new BigDecimal("1.50"), roundTrip(Codecs.ofBigDecimal(), new BigDecimal("1.50")));
  }

  @Test
  void floatingPointRefusesNanAndInfinity() {
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(Double.NEGATIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofFloat().encode(Float.NaN));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofFloat().encode(Float.NEGATIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Codecs.numberSet(Codecs.ofDouble()).encode(Set.of(Double.NaN)));
  }

  @Test
  void doubleRefusesMagnitudesDynamoDbCannotStore() {
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(1e126));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(-Double.MAX_VALUE));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(1e-131));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().encode(Double.MIN_VALUE));
  }

  @Test
  void doubleReadsEveryFiniteDoubleExactlyAndRefusesWhatNoDoubleHolds() {
    // A @KeyOnly double is read back through its codec from its key's text, outside DynamoDB's range.
    for (double value : new double[] {Double.MAX_VALUE, -Double.MIN_VALUE, 1e-300, 1e300, Math.nextDown(Double.MIN_NORMAL)}) {
      assertEquals(Double.doubleToRawLongBits(value),
          Double.doubleToRawLongBits(Codecs.ofDouble().decode(AttributeValue.fromN(Double.toString(value)))));
    }
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().decode(AttributeValue.fromN("1E+400")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDouble().decode(AttributeValue.fromN("-1E-400")));
    assertEquals(0.0, Codecs.ofDouble().decode(AttributeValue.fromN("0E-400")));
  }

  @Test
  void floatRefusesStoredNumbersOutsideItsRange() {
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofFloat().decode(AttributeValue.fromN("1E+100")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofFloat().decode(AttributeValue.fromN("1E-100")));
    assertEquals(0f, Codecs.ofFloat().decode(AttributeValue.fromN("0")));
  }

  @Test
  void booleanRoundTripsAsBool() {
    assertEquals(AttributeValue.fromBool(true), Codecs.ofBoolean().encode(true));
    assertEquals(Boolean.FALSE, roundTrip(Codecs.ofBoolean(), false));
  }

  @Test
  void bytesRoundTripAsBAndCopyBothWays() {
    byte[] value = {1, 2, 3};
    AttributeValue stored = Codecs.ofBytes().encode(value);
    value[0] = 9;
    assertArrayEquals(new byte[] {1, 2, 3}, stored.b().asByteArray());
    byte[] decoded = Codecs.ofBytes().decode(stored);
    assertArrayEquals(new byte[] {1, 2, 3}, decoded);
    assertNotSame(decoded, Codecs.ofBytes().decode(stored));
  }

  @Test
  void instantAndDateRoundTripAsFixedWidthS() {
    Instant at = Instant.parse("2024-05-06T07:08:09.5Z");
    assertEquals(AttributeValue.fromS("2024-05-06T07:08:09.500000000Z"), Codecs.ofInstant().encode(at));
    assertEquals(at, roundTrip(Codecs.ofInstant(), at));
    assertEquals(AttributeValue.fromS("2024-05-06"), Codecs.ofLocalDate().encode(LocalDate.of(2024, 5, 6)));
    assertEquals(LocalDate.of(2024, 5, 6), roundTrip(Codecs.ofLocalDate(), LocalDate.of(2024, 5, 6)));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofLocalDate().encode(LocalDate.of(12345, 1, 1)));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofInstant().decode(AttributeValue.fromS("2024-05-06T07:08:09.5Z")));
  }

  @Test
  void uuidRoundTripsAsS() {
    UUID id = UUID.randomUUID();
    assertEquals(AttributeValue.fromS(id.toString()), Codecs.ofUuid().encode(id));
    assertEquals(id, roundTrip(Codecs.ofUuid(), id));
  }

  @Test
  void scalarsRefuseTheWrongStoredType() {
    AttributeValue number = AttributeValue.fromN("1");
    AttributeValue text = AttributeValue.fromS("1");
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofString().decode(number));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofLong().decode(text));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofBoolean().decode(text));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofBytes().decode(text));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofInstant().decode(number));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofUuid().decode(text));
  }

  // ----- enums

  @Test
  void enumRoundTripsByName() {
    AttributeCodec<Status> codec = Codecs.enumOf(Status.class, Status.values());
    assertEquals(AttributeValue.fromS("SHIPPED"), codec.encode(Status.SHIPPED));
    for (Status status : Status.values()) {
      assertEquals(status, roundTrip(codec, status));
    }
  }

  @Test
  void enumRefusesUnknownNameNamingTheType() {
    AttributeCodec<Status> codec = Codecs.enumOf(Status.class, Status.values());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> codec.decode(AttributeValue.fromS("shipped")));
    assertTrue(e.getMessage().contains("shipped") && e.getMessage().contains("Status"), e.getMessage());
  }

  @Test
  void enumOfSomeConstantsRefusesTheOthers() {
    AttributeCodec<Status> codec = Codecs.enumOf(Status.class, new Status[] {Status.DELIVERED, Status.PLACED});
    assertEquals(Status.PLACED, roundTrip(codec, Status.PLACED));
    assertEquals(Status.DELIVERED, roundTrip(codec, Status.DELIVERED));
    assertThrows(IllegalArgumentException.class, () -> codec.encode(Status.SHIPPED));
  }

  // ----- lists, maps, sets

  @Test
  void listRoundTripsWithNullElements() {
    AttributeCodec<List<String>> codec = Codecs.list(Codecs.ofString());
    List<String> value = Arrays.asList("a", null, "c");
    AttributeValue stored = codec.encode(value);
    assertEquals(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromNul(true), AttributeValue.fromS("c"))), stored);
    assertEquals(value, codec.decode(stored));
    assertEquals(List.of(), roundTrip(codec, List.of()));
  }

  @Test
  void nestedListsAndMapsRoundTrip() {
    AttributeCodec<Map<String, List<Long>>> codec = Codecs.map(Codecs.list(Codecs.ofLong()));
    Map<String, List<Long>> value = new LinkedHashMap<>();
    value.put("z", Arrays.asList(3L, null, 1L));
    value.put("a", List.of());
    value.put("m", null);
    assertEquals(value, roundTrip(codec, value));
    assertEquals(List.of("z", "a", "m"), new ArrayList<>(roundTrip(codec, value).keySet()));
  }

  @Test
  void nestedFailureNamesThePathToTheElement() {
    AttributeCodec<Map<String, List<Double>>> codec = Codecs.map(Codecs.list(Codecs.ofDouble()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> codec.encode(Map.of("scores", List.of(1.0, Double.NaN))));
    assertTrue(e.getMessage().startsWith("[\"scores\"]: [1]: "), e.getMessage());
  }

  @Test
  void listAndMapRefuseTheWrongStoredType() {
    assertThrows(IllegalArgumentException.class, () -> Codecs.list(Codecs.ofString()).decode(AttributeValue.fromS("a")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.map(Codecs.ofString()).decode(AttributeValue.fromL(List.of())));
    assertThrows(IllegalArgumentException.class,
        () -> Codecs.list(Codecs.ofLong()).decode(AttributeValue.fromL(List.of(AttributeValue.fromS("x")))));
  }

  @Test
  void stringSetRoundTripsAsSs() {
    Set<String> value = new LinkedHashSet<>(List.of("b", "a", "c"));
    AttributeValue stored = Codecs.stringSet().encode(value);
    assertEquals(List.of("b", "a", "c"), stored.ss());
    assertEquals(value, Codecs.stringSet().decode(stored));
    assertThrows(IllegalArgumentException.class, () -> Codecs.stringSet().encode(new LinkedHashSet<>(Arrays.asList("a", null))));
    assertThrows(IllegalArgumentException.class, () -> Codecs.stringSet().decode(AttributeValue.fromNs(List.of("1"))));
  }

  @Test
  void numberSetRoundTripsAsNs() {
    Set<Long> value = new LinkedHashSet<>(List.of(3L, -1L, 42L));
    AttributeCodec<Set<Long>> codec = Codecs.numberSet(Codecs.ofLong());
    assertEquals(List.of("3", "-1", "42"), codec.encode(value).ns());
    assertEquals(value, roundTrip(codec, value));
    Set<BigDecimal> decimals = Set.of(new BigDecimal("0.5"), new BigDecimal("1E+40"));
    assertEquals(decimals, roundTrip(Codecs.numberSet(Codecs.ofBigDecimal()), decimals));
    assertThrows(IllegalArgumentException.class, () -> codec.decode(AttributeValue.fromSs(List.of("1"))));
  }

  // ----- documents

  @Test
  void documentRoundTripsNestedFreeFormValues() {
    Map<String, Object> payload = new LinkedHashMap<>();
    payload.put("text", "shipped");
    payload.put("count", new BigDecimal("3"));
    payload.put("price", new BigDecimal("19.99"));
    payload.put("flag", true);
    payload.put("nothing", null);
    payload.put("tags", Arrays.asList("a", null, new BigDecimal("7"), List.of(), Map.of()));
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("deep", List.of(Map.of("x", false)));
    payload.put("inner", inner);
    assertEquals(payload, roundTrip(Codecs.ofDocument(), payload));
    assertEquals(payload, roundTrip(Codecs.map(Codecs.ofDocument()), payload));
  }

  @Test
  void documentReadsEveryNumberAsBigDecimal() {
    List<Object> numbers = List.of(1, 2L, (short) 3, (byte) 4, 5.5, 6.25f, BigInteger.TEN, new BigDecimal("1E+3"), new AtomicLong(9));
    Object decoded = roundTrip(Codecs.ofDocument(), numbers);
    assertEquals(List.of(new BigDecimal("1"), new BigDecimal("2"), new BigDecimal("3"), new BigDecimal("4"), new BigDecimal("5.5"),
        new BigDecimal("6.25"), BigDecimal.TEN, new BigDecimal("1E+3"), new BigDecimal("9")), decoded);
  }

  @Test
  void documentStoresNullAsNul() {
    assertEquals(AttributeValue.fromNul(true), Codecs.ofDocument().encode(null));
    assertNull(Codecs.ofDocument().decode(AttributeValue.fromNul(true)));
  }

  @Test
  void documentRefusesValuesOutsideItsModel() {
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().encode(Instant.EPOCH));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().encode(Set.of("a")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().encode(Map.of(1, "a")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().encode(List.of(Double.NaN)));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().decode(AttributeValue.fromSs(List.of("a"))));
    assertThrows(IllegalArgumentException.class, () -> Codecs.ofDocument().decode(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[1]))));
  }

  // ----- instants as other tools store them

  @Test
  void isoInstantsAreWrittenAsIsoInstantAndReadFromAnyIsoText() {
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00Z"), Codecs.isoInstant().encode(Instant.parse("2021-02-01T00:00:00Z")));
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00.000000001Z"),
        Codecs.isoInstant().encode(Instant.parse("2021-02-01T00:00:00.000000001Z")));
    Instant midnight = Instant.parse("2021-02-01T00:00:00Z");
    for (String text : List.of("2021-02-01T00:00:00Z", "2021-02-01T00:00:00.000Z", "2021-02-01T01:00:00+01:00",
        "2021-02-01T00:00:00.000000000Z")) {
      assertEquals(midnight, Codecs.isoInstant().decode(AttributeValue.fromS(text)), text);
      assertEquals(midnight, Codecs.isoInstantMillis().decode(AttributeValue.fromS(text)), text);
    }
    IllegalArgumentException local = assertThrows(IllegalArgumentException.class,
        () -> Codecs.isoInstant().decode(AttributeValue.fromS("2021-02-01T00:00:00")));
    assertTrue(local.getMessage().contains("not an ISO-8601 instant with an offset"), local.getMessage());
  }

  @Test
  void millisecondFormsAreFixedWidthAndTruncate() {
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00.000Z"),
        Codecs.isoInstantMillis().encode(Instant.parse("2021-02-01T00:00:00Z")));
    assertEquals(AttributeValue.fromS("2021-02-01T00:00:00.123Z"),
        Codecs.isoInstantMillis().encode(Instant.parse("2021-02-01T00:00:00.123999Z")));
    assertThrows(IllegalArgumentException.class, () -> Codecs.isoInstantMillis().encode(Instant.parse("+10000-01-01T00:00:00Z")));
    assertEquals(AttributeValue.fromN("1630977029015"), Codecs.epochMillis().encode(Instant.parse("2021-09-07T01:10:29.015999Z")));
    assertEquals(Instant.ofEpochMilli(1630977029015L), Codecs.epochMillis().decode(AttributeValue.fromN("1630977029015")));
  }
}
