package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.exception.InvalidValueException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lists, maps, text and documents are measured while {@link Items#putChecked} encodes them, instead
 * of walked afterwards by {@link Limits#value}: for every value, the measured put must store the same
 * attribute, add exactly the bytes the walk counts, and refuse what the walk refuses with the same
 * exception, message and path, for values crafted at the edges of each check (lone surrogates in an
 * element, a map key or a map value, empty map keys, empty and duplicate set elements, nesting one
 * level too deep, numbers out of DynamoDB's range, items of exactly 400 KB and one byte more).
 */
class MeasuredSizeTest {
  private static final String ENTITY = "note";
  private static final Identity IDENTITY = Identity.of(ENTITY, 1);

  private static final AttributeCodec<List<String>> STRINGS = Codecs.list(Codecs.ofString());
  private static final AttributeCodec<Map<String, String>> STRING_MAP = Codecs.map(Codecs.ofString());

  /** What a put did: the item and bytes it added, or the exception it threw. */
  private record Outcome(Map<String, AttributeValue> item, long bytes, RuntimeException failure) {}

  private static <T> Outcome measured(String attribute, T value, AttributeCodec<T> codec) {
    Map<String, AttributeValue> item = new HashMap<>();
    try {
      return new Outcome(item, Items.putChecked(item, ENTITY, attribute, attribute.length(), value, codec), null);
    } catch (RuntimeException e) {
      return new Outcome(item, -1, e);
    }
  }

  /** The reference: the value put as it is, then walked whole, as putChecked did before it measured. */
  private static <T> Outcome walked(String attribute, T value, AttributeCodec<T> codec) {
    Map<String, AttributeValue> item = new HashMap<>();
    try {
      Items.put(item, ENTITY, attribute, value, codec);
      AttributeValue stored = item.get(attribute);
      return new Outcome(item, stored == null ? 0 : attribute.length() + Limits.value(ENTITY, attribute, stored), null);
    } catch (RuntimeException e) {
      return new Outcome(item, -1, e);
    }
  }

  /** Asserts that the measured put agrees with the walk; returns the walk's failure, if any. */
  private static <T> RuntimeException sameAsTheWalk(String attribute, T value, AttributeCodec<T> codec) {
    Outcome walk = walked(attribute, value, codec);
    Outcome measure = measured(attribute, value, codec);
    if (walk.failure() != null) {
      assertNotNull(measure.failure(), () -> "refused by the walk, not by the measure: " + walk.failure());
      assertEquals(walk.failure().getClass(), measure.failure().getClass(), walk.failure()::getMessage);
      assertEquals(walk.failure().getMessage(), measure.failure().getMessage());
      if (walk.failure() instanceof InvalidValueException refused) {
        assertEquals(refused.field(), ((InvalidValueException) measure.failure()).field());
      }
      return walk.failure();
    }
    assertNull(measure.failure(), () -> "refused by the measure, not by the walk: " + measure.failure());
    assertEquals(walk.item(), measure.item());
    assertEquals(walk.bytes(), measure.bytes(), () -> attribute + " = " + value);
    return null;
  }

  private static InvalidValueException refusedAlike(String attribute, Object value, AttributeCodec<Object> codec) {
    RuntimeException failure = sameAsTheWalk(attribute, value, codec);
    assertTrue(failure instanceof InvalidValueException, () -> "refused: " + value);
    return (InvalidValueException) failure;
  }

  @SuppressWarnings("unchecked")
  private static <T> AttributeCodec<Object> any(AttributeCodec<T> codec) {
    return (AttributeCodec<Object>) (AttributeCodec<?>) codec;
  }

  @Test
  void listsOfTextAreMeasuredAsTheWalkCountsThem() {
    for (List<String> tags : List.of(List.<String>of(), List.of(""), List.of("a", "été", "\uD83D\uDE00", "ab\u0800"),
        Arrays.asList("a", null, "b"), Collections.nCopies(1000, "x"))) {
      sameAsTheWalk("tags", tags, STRINGS);
    }
  }

  @Test
  void loneSurrogatesAreRefusedWhereverTheyAreWithTheWalksPath() {
    assertEquals("tags[1]", refusedAlike("tags", List.of("a", "\uD800"), any(STRINGS)).field());
    assertEquals("tags[0]", refusedAlike("tags", List.of("\uDC00b", "ok"), any(STRINGS)).field());
    assertEquals("labels[\"k\"]", refusedAlike("labels", Map.of("k", "v\uD800"), any(STRING_MAP)).field());
    assertTrue(refusedAlike("labels", Map.of("k\uDC00", "v"), any(STRING_MAP)).getMessage().contains("map key"));
    assertEquals("nested[1][\"b\"]", refusedAlike("nested", List.of(Map.of("a", "x"), Map.of("b", "\uD83D")),
        any(Codecs.list(Codecs.map(Codecs.ofString())))).field());
    refusedAlike("doc", Map.of("list", List.of("fine", Map.of("deep\uD800", 1))), any(Codecs.ofDocument()));
    refusedAlike("set", List.of(Set.of("a", "b\uDBFF")), any(Codecs.list(Codecs.stringSet())));
  }

  @Test
  void emptyMapKeysAndBadSetsAreRefusedAsTheWalkRefusesThem() {
    assertTrue(refusedAlike("labels", Map.of("", "x"), any(STRING_MAP)).getMessage().contains("empty map key"));
    refusedAlike("doc", List.of(Map.of("", 1)), any(Codecs.ofDocument()));
    // A list may hold an empty set, which DynamoDB refuses inside it.
    refusedAlike("sets", List.of(Set.of("a"), Set.of()), any(Codecs.list(Codecs.stringSet())));
    Set<String> twice = Collections.newSetFromMap(new IdentityHashMap<>());
    twice.add("a");
    twice.add(new String("a"));
    refusedAlike("sets", List.of(twice), any(Codecs.list(Codecs.stringSet())));
    refusedAlike("numbers", List.of(Set.of(new BigDecimal("1.0"), new BigDecimal("1.00"))),
        any(Codecs.list(Codecs.numberSet(Codecs.ofBigDecimal()))));
    sameAsTheWalk("sets", List.of(Set.of("a", "b"), Set.of("é")), Codecs.list(Codecs.stringSet()));
  }

  @Test
  void numbersInsideListsAndMapsAreCheckedAsTheWalkChecksThem() {
    AttributeCodec<List<BigDecimal>> decimals = Codecs.list(Codecs.ofBigDecimal());
    sameAsTheWalk("totals", List.of(new BigDecimal("0.5"), new BigDecimal("1000"), BigDecimal.ZERO,
        new BigDecimal("-12.345e7"), new BigDecimal("9.9999999999999999999999999999999999999E+125")), decimals);
    assertTrue(refusedAlike("totals", List.of(BigDecimal.ONE, new BigDecimal("1".repeat(39))), any(decimals))
        .getMessage().contains("39 significant digits"));
    refusedAlike("totals", List.of(new BigDecimal("1E+126")), any(decimals));
    refusedAlike("totals", List.of(new BigDecimal("1E-131")), any(decimals));
    sameAsTheWalk("counts", Map.of("a", List.of(1, 20, 300), "b", List.of(-4_000_000)),
        Codecs.map(Codecs.list(Codecs.ofInteger())));
    refusedAlike("doc", List.of(1, Map.of("n", new BigDecimal("1E+200"))), any(Codecs.ofDocument()));
    sameAsTheWalk("doc", Arrays.asList(1, 2.5, true, null, "x", Map.of("é", List.of())), Codecs.ofDocument());
    sameAsTheWalk("times", List.of(Instant.EPOCH, Instant.parse("2026-11-27T06:00:00.123Z")),
        Codecs.list(Codecs.ofInstant()));
  }

  /** {@code lists} lists inside one another around one string, with the codec of that shape. */
  private static Object nested(int lists) {
    Object value = "x";
    for (int i = 0; i < lists; i++) {
      value = List.of(value);
    }
    return value;
  }

  private static AttributeCodec<Object> nestedCodec(int lists) {
    AttributeCodec<?> codec = Codecs.ofString();
    for (int i = 0; i < lists; i++) {
      codec = Codecs.list(codec);
    }
    return any(codec);
  }

  @Test
  void nestingOneLevelPastDynamoDbsIsRefusedAsTheWalkRefusesIt() {
    // 31 lists inside one another are stored; 32 are refused by the walk; 33 by the encoder.
    sameAsTheWalk("deep", nested(31), nestedCodec(31));
    assertTrue(refusedAlike("deep", nested(32), nestedCodec(32)).field().startsWith("deep[0][0]"));
    refusedAlike("deep", nested(33), nestedCodec(33));
    sameAsTheWalk("doc", nested(31), Codecs.ofDocument());
    refusedAlike("doc", nested(32), any(Codecs.ofDocument()));
    Map<String, Object> cycle = new HashMap<>();
    cycle.put("self", List.of(cycle));
    assertTrue(refusedAlike("doc", cycle, any(Codecs.ofDocument())).getMessage().contains("contains itself"));
  }

  @Test
  void aCodecFailureAfterALoneSurrogateIsReportedAsBefore() {
    // The encoder's refusal of a later element comes first, as when the walk ran after encoding.
    refusedAlike("doc", Arrays.asList("\uD800", new Object()), any(Codecs.ofDocument()));
    Map<Object, Object> keys = new LinkedHashMap<>();
    keys.put("a\uD800", 1);
    keys.put(7, 2);
    refusedAlike("doc", keys, any(Codecs.ofDocument()));
  }

  /** An item of {@code pk}, one attribute and the identity, its size summed as a generated toItem sums it. */
  private static <T> Map<String, AttributeValue> toItem(String attribute, T value, AttributeCodec<T> codec) {
    Map<String, AttributeValue> item = new HashMap<>();
    long size = Items.putString(item, ENTITY, "pk", 2, "T");
    size += Items.putChecked(item, ENTITY, attribute, attribute.length(), value, codec);
    IDENTITY.stamp(item, size);
    return item;
  }

  /**
   * Fills the item with {@code filler(n)} to exactly 400 KB, which is stored, and one byte beyond,
   * which is refused naming the item and its exact size.
   */
  private static <T> void fillsTheItemToExactly400Kb(String attribute, IntFunction<T> filler, AttributeCodec<T> codec) {
    int room = Limits.MAX_ITEM_BYTES - Limits.item(ENTITY, toItem(attribute, filler.apply(0), codec));
    Map<String, AttributeValue> at = toItem(attribute, filler.apply(room), codec);
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item(ENTITY, at));

    InvalidValueException beyond = assertThrows(InvalidValueException.class,
        () -> toItem(attribute, filler.apply(room + 1), codec));
    assertEquals("(item)", beyond.field());
    assertTrue(beyond.getMessage().contains((Limits.MAX_ITEM_BYTES + 1) + " bytes"), beyond::getMessage);
  }

  @Test
  void textInAListElementFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb("tags", n -> List.of("a", "x".repeat(n), "é"), STRINGS);
  }

  @Test
  void textInAMapKeyOrValueFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb("labels", n -> Map.of("k" + "x".repeat(n), "v", "été", ""), STRING_MAP);
    fillsTheItemToExactly400Kb("labels", n -> Map.of("k", "v" + "x".repeat(n)), STRING_MAP);
  }

  @Test
  void textDeepInsideListsMapsAndDocumentsFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb("nested", n -> List.of(Map.of("a", List.of("x".repeat(n))), Map.<String, List<String>>of()),
        Codecs.list(Codecs.map(Codecs.list(Codecs.ofString()))));
    fillsTheItemToExactly400Kb("doc", n -> Arrays.asList(null, true, 12, Map.of("k", "x".repeat(n))),
        Codecs.ofDocument());
  }

  @Test
  void textInASetElementFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb("sets", n -> List.of(Set.of("a", "x".repeat(n + 1))), Codecs.list(Codecs.stringSet()));
    fillsTheItemToExactly400Kb("set", n -> Set.of("a", "x".repeat(n + 1)), Codecs.stringSet());
  }

  @Test
  void aCodecOfItsOwnInsideAListIsCheckedAsItsValueIs() {
    AttributeCodec<String> own = new AttributeCodec<>() {
      @Override
      public AttributeValue encode(String value) {
        return AttributeValue.createS(value);
      }

      @Override
      public String decode(AttributeValue value) {
        return value.s();
      }
    };
    sameAsTheWalk("own", List.of("a", "é"), Codecs.list(own));
    refusedAlike("own", List.of("a", "\uD800"), any(Codecs.list(own)));
    fillsTheItemToExactly400Kb("own", n -> new ArrayList<>(List.of("x".repeat(n))), Codecs.list(own));
  }
}
