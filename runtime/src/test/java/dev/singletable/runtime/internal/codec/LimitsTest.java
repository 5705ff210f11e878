package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.key.KeyTemplate;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** DynamoDB's limits, checked on a finished item and on keys before anything is sent. */
class LimitsTest {
  private static final KeyTemplate PK = KeyTemplate.parse("note", "pk", "${tenant}");
  private static final KeyTemplate SK = KeyTemplate.parseSortKey("note", "sk", "NOTE#${id}");

  private static Map<String, AttributeValue> item(String attribute, AttributeValue value) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.createS("T"));
    item.put(attribute, value);
    return item;
  }

  private static InvalidValueException refused(String attribute, AttributeValue value) {
    return assertThrows(InvalidValueException.class, () -> Limits.item("note", item(attribute, value)));
  }

  @Test
  void loneHighAndLowSurrogatesAreRefusedInStringsSetsAndMapKeys() {
    for (String bad : List.of("\uD800", "\uDC00", "a\uD83D", "\uDC00b", "\uD83D\uD83D")) {
      InvalidValueException e = refused("title", AttributeValue.createS(bad));
      assertTrue(e.getMessage().contains("note.title") && e.getMessage().contains("not valid Unicode"), e::getMessage);
      refused("tags", AttributeValue.createSs(List.of("ok", bad)));
      InvalidValueException key = refused("doc", AttributeValue.createM(Map.of(bad, AttributeValue.createS("x"))));
      assertTrue(key.getMessage().contains("map key"), key::getMessage);
      refused("doc", AttributeValue.createL(List.of(AttributeValue.createM(Map.of("a", AttributeValue.createS(bad))))));
    }
  }

  @Test
  void validSurrogatePairsAndNulAreAccepted() {
    // pk (2) + "T" (1) + "t" (1) + a 4-byte pair and a 1-byte NUL.
    assertEquals(2 + 1 + 1 + 4 + 1, Limits.item("note", item("t", AttributeValue.createS("\uD83D\uDE00\u0000"))));
  }

  @Test
  void keyComponentsRefuseLoneSurrogatesAndAcceptPairs() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> PK.render(PK.text(0, "\uD800")));
    assertTrue(e.getMessage().startsWith("note.tenant = \"\uD800\": is not valid Unicode"), e::getMessage);
    assertThrows(InvalidValueException.class, () -> SK.prefix(SK.text(0, "\uD83D")));
    assertEquals("\uD83D\uDE00", PK.render(PK.text(0, "\uD83D\uDE00")));
    assertEquals("\u0000", PK.render(PK.text(0, "\u0000")));
  }

  @Test
  void numbersOf38DigitsAndDynamoDbsRangeAreAcceptedOneBeyondRefused() {
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("12345678901234567890123456789012345678"))));
    assertTrue(refused("n", AttributeValue.createN("123456789012345678901234567890123456789")).getMessage().contains("39 significant digits"));
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("1E-130"))));
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("-1E-130"))));
    refused("n", AttributeValue.createN("1E-131"));
    refused("n", AttributeValue.createN("-0.1E-130"));
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("9.9999999999999999999999999999999999999E+125"))));
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("-9.9999999999999999999999999999999999999E+125"))));
    refused("n", AttributeValue.createN("1E+126"));
    refused("n", AttributeValue.createN("-1E+126"));
    // Trailing and leading zeroes are not significant.
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("1000000000000000000000000000000000000000000"))));
    assertDoesNotThrow(() -> Limits.item("note", item("n", AttributeValue.createN("0.000000"))));
    refused("n", AttributeValue.createN("NaN"));
    refused("doc", AttributeValue.createM(Map.of("x", AttributeValue.createN("1E+200"))));
    refused("ns", AttributeValue.createNs(List.of("1", "1E-131")));
  }

  @Test
  void setsWhoseNumbersAreEqualAfterNormalisationAreRefused() {
    InvalidValueException e = refused("ns", AttributeValue.createNs(List.of("1.0", "1.00")));
    assertTrue(e.getMessage().contains("equal"), e::getMessage);
    Set<BigDecimal> decimals = new LinkedHashSet<>(List.of(new BigDecimal("1.0"), new BigDecimal("1.00")));
    assertEquals(2, decimals.size());
    InvalidValueException codec = assertThrows(InvalidValueException.class, () -> {
      Map<String, AttributeValue> built = new HashMap<>();
      Items.put(built, "note", "decimals", decimals, Codecs.numberSet(Codecs.ofBigDecimal()));
      Identity.of("note", 1).stamp(built);
    });
    assertTrue(codec.getMessage().startsWith("note.decimals"), codec::getMessage);
  }

  private static AttributeValue nestedLists(int lists) {
    AttributeValue value = AttributeValue.createS("x");
    for (int i = 0; i < lists; i++) {
      value = AttributeValue.createL(List.of(value));
    }
    return value;
  }

  @Test
  void nestingIsRefusedPastDynamoDbsThirtyTwoLevels() {
    // An attribute is level 1; DynamoDB Local stores 31 nested lists (32 levels) and refuses 32.
    assertDoesNotThrow(() -> Limits.item("note", item("deep", nestedLists(31))));
    InvalidValueException e = refused("deep", nestedLists(32));
    assertTrue(e.field().startsWith("deep[0][0]"), e::getMessage);
  }

  @Test
  void aSelfReferencingDocumentIsRefusedNotAStackOverflow() {
    Map<String, Object> payload = new HashMap<>();
    List<Object> list = new ArrayList<>();
    payload.put("self", list);
    list.add(payload);
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> Items.put(new HashMap<>(), "note", "payload", payload, Codecs.map(Codecs.ofDocument())));
    assertEquals("payload", e.field());
    assertTrue(e.getMessage().contains("contains itself"), e::getMessage);

    List<Object> deep = new ArrayList<>();
    List<Object> inner = deep;
    for (int i = 0; i < 10_000; i++) {
      List<Object> next = new ArrayList<>();
      inner.add(next);
      inner = next;
    }
    assertThrows(InvalidValueException.class, () -> Items.put(new HashMap<>(), "note", "docList", deep, Codecs.list(Codecs.ofDocument())));
  }

  @Test
  void partitionKeysUpTo2048BytesAndSortKeysUpTo1024AreAccepted() {
    // U+00E9 is 2 bytes in UTF-8: 1,024 of them are 2,048 bytes.
    assertDoesNotThrow(() -> PK.render(PK.text(0, "\u00e9".repeat(1024))));
    InvalidValueException pk = assertThrows(InvalidValueException.class, () -> PK.render(PK.text(0, "\u00e9".repeat(1024) + "a")));
    assertTrue(pk.getMessage().contains("2049 bytes") && pk.getMessage().startsWith("note.pk = "), pk::getMessage);
    // "NOTE#" is 5 bytes: 1,019 more make 1,024.
    assertDoesNotThrow(() -> SK.render(SK.text(0, "\uD83D\uDE00".repeat(254) + "abc")));
    InvalidValueException sk = assertThrows(InvalidValueException.class, () -> SK.render(SK.text(0, "\uD83D\uDE00".repeat(254) + "abcd")));
    assertTrue(sk.getMessage().contains("1025 bytes") && sk.getMessage().contains("sort key"), sk::getMessage);
  }

  @Test
  void anEmptyRenderedKeyIsRefused() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> PK.render(PK.text(0, "")));
    assertTrue(e.getMessage().contains("empty"), e::getMessage);
    assertEquals("NOTE#", SK.render(SK.text(0, "")));
  }

  @Test
  void anItemOfExactly400KbIsAcceptedOneByteMoreRefused() {
    // pk (2) + "T" (1) + name "b" (1) + the string; matches what DynamoDB Local accepts.
    int room = Limits.MAX_ITEM_BYTES - 2 - 1 - 1;
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("note", item("b", AttributeValue.createS("x".repeat(room)))));
    InvalidValueException e = refused("b", AttributeValue.createS("x".repeat(room + 1)));
    assertTrue(e.getMessage().contains("409601 bytes"), e::getMessage);
    // A map costs 3 bytes plus 1 per element plus its names; a number 1 byte per two digits plus 1.
    // Map overhead 3 + 2 elements + names "b" and "c" + the number's 5 + "a" itself: 12 bytes.
    AttributeValue map = AttributeValue.createM(Map.of("b", AttributeValue.createS("x".repeat(room - 12)),
        "c", AttributeValue.createN("12345678")));
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("note", item("a", map)));
  }

  @Test
  void conditionAndUpdateValuesAreCheckedNamingTheAttribute() {
    AttributePath<Object, String> title = AttributePath.of("note", "title", Codecs.ofString());
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> title.eq("\uD800"));
    assertEquals("title", e.field());
    AttributePath<Object, BigDecimal> amount = AttributePath.of("note", "amount", Codecs.ofBigDecimal());
    assertThrows(InvalidValueException.class, () -> amount.gt(new BigDecimal("1E+126")));
  }

  @Test
  void beginsWithAndContainsOperandsAreCheckedNamingTheAttribute() {
    AttributePath<Object, String> title = AttributePath.of("note", "title", Codecs.ofString());
    InvalidValueException prefix = assertThrows(InvalidValueException.class, () -> title.beginsWith("\uD83D"));
    assertEquals("title", prefix.field());
    InvalidValueException substring = assertThrows(InvalidValueException.class, () -> title.contains("a\uDC00"));
    assertEquals("title", substring.field());
    title.beginsWith("\uD83D\uDE00");
  }
}
