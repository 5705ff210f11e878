package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * {@code toItem} sums the item's size while it builds it instead of walking the finished item: text
 * is counted in UTF-8 bytes as it is put, values that can break a limit are checked whole, and values
 * of bounded size add their most. The sum must still refuse exactly what DynamoDB refuses: an item of
 * exactly 400 KB is written, one byte more is refused with the exact size, and every value is still
 * checked on the way in.
 */
class SummedItemSizeTest {
  /** Multi-byte text: keys and attributes must be counted in UTF-8 bytes, not in characters. */
  private static final String TENANT = "é".repeat(900);
  private static final Instant SHIPPED = Instant.parse("2026-11-27T06:00:00Z");

  private static Manifest manifest(Manifest.Speed speed, List<String> lines, String note) {
    // Small numbers: their stored size is far below the most a number of their type can take.
    return new Manifest(TENANT, "m-1", 1, 2L, true, 0.5, speed, SHIPPED, new BigDecimal("12.50"), lines,
        Map.of("dock", "B7"), note);
  }

  private static int size(Manifest manifest) {
    return Limits.item("manifest", ManifestEntity.toItem(manifest));
  }

  /**
   * Fills {@code filler(n)} up to the item limit, exactly, and one byte beyond: the first is stored,
   * the second refused naming the item and its exact size.
   *
   * @param filler a manifest whose size grows by {@code bytes} bytes for {@code n}
   * @param bytes the bytes one step of {@code n} adds
   */
  private static void exactlyAtTheLimit(IntFunction<Manifest> filler, int bytes) {
    int base = size(filler.apply(0));
    int room = Limits.MAX_ITEM_BYTES - base;
    assertEquals(0, room % bytes, "the filler reaches the limit exactly");
    Manifest at = filler.apply(room / bytes);
    assertEquals(Limits.MAX_ITEM_BYTES, size(at), "the item is exactly 400 KB");
    ManifestEntity.toItem(at);

    Manifest beyond = filler.apply(room / bytes + 1);
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> ManifestEntity.toItem(beyond));
    assertEquals("(item)", refused.field());
    assertTrue(refused.getMessage().contains((Limits.MAX_ITEM_BYTES + bytes) + " bytes"), refused::getMessage);
  }

  @Test
  void multiByteTextFillsTheItemToExactly400KbAndNotAByteMore() {
    // Two bytes a step: "é". The note's base text makes the room even.
    int odd = (Limits.MAX_ITEM_BYTES - size(manifest(Manifest.Speed.STANDARD, List.of(), ""))) % 2;
    exactlyAtTheLimit(n -> manifest(Manifest.Speed.STANDARD, List.of(), "x".repeat(odd) + "é".repeat(n)), 2);
  }

  @Test
  void textInsideAListFillsTheItemToExactly400KbAndNotAByteMore() {
    // Four bytes a step: a surrogate pair, two characters.
    int pad = (Limits.MAX_ITEM_BYTES - size(manifest(Manifest.Speed.STANDARD, List.of(""), "x"))) % 4;
    exactlyAtTheLimit(n -> manifest(Manifest.Speed.STANDARD, List.of("x".repeat(pad) + "\uD83D\uDE00".repeat(n)), "x"),
        4);
  }

  @Test
  void anEnumStoredAsMultiByteTextCountsItsBytes() {
    // The enum's stored text is 30 characters and 90 bytes; the numbers of bounded size leave less
    // slack than the 60 between them, so counting its characters would let the item one byte over through.
    exactlyAtTheLimit(n -> manifest(Manifest.Speed.EXPRESS, List.of(), "x".repeat(n)), 1);
  }

  @Test
  void valuesAreStillCheckedAsTheyArePut() {
    InvalidValueException note = assertThrows(InvalidValueException.class,
        () -> ManifestEntity.toItem(manifest(Manifest.Speed.STANDARD, List.of(), "a\uD800")));
    assertEquals("note", note.field());
    assertTrue(note.getMessage().contains("not valid Unicode"), note::getMessage);

    InvalidValueException line = assertThrows(InvalidValueException.class,
        () -> ManifestEntity.toItem(manifest(Manifest.Speed.STANDARD, List.of("ok", "\uDC00"), "")));
    assertEquals("lines[1]", line.field());

    Manifest emptyKey = new Manifest("t", "m", 1, 2L, true, 0.5, null, null, null, null, Map.of("", "x"), null);
    InvalidValueException label = assertThrows(InvalidValueException.class, () -> ManifestEntity.toItem(emptyKey));
    assertTrue(label.field().startsWith("labels"), label::field);
    assertTrue(label.getMessage().contains("empty map key"), label::getMessage);

    Manifest digits = new Manifest("t", "m", 1, 2L, true, 0.5, null, null, new BigDecimal("1".repeat(39)), null,
        null, null);
    InvalidValueException total = assertThrows(InvalidValueException.class, () -> ManifestEntity.toItem(digits));
    assertEquals("total", total.field());
    assertTrue(total.getMessage().contains("39 significant digits"), total::getMessage);
  }
}
