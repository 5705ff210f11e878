package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An index key whose template renders as the primary key's ({@link Waybill}: {@code WAYBILL#${id}}
 * for {@code sk} and {@code gsi1sk}) is not rendered twice: {@code toItem} stores the primary key's
 * value again, and {@code fromItem} does not walk an index key holding the same text as the primary
 * key it has checked. Both must store, count and refuse what rendering and checking the index key on
 * its own does: the same text for ids that need escapes, multi-byte and surrogate-pair text and a key
 * of the longest length; the index key's bytes counted in the item's size (exactly 400 KB stored, one
 * byte more refused); and any index key that is not the primary key's text checked on its own.
 */
class IndexKeyAsPrimaryKeyTest {
  /** Ids that need escapes, are multi-byte or hold a surrogate pair, and one whose key is 1,024 bytes. */
  private static final List<String> IDS = List.of("w-1", "a#b", "a\\b", "#", "\\", "é".repeat(3), "\uD83D\uDE00",
      "x".repeat(1016), "é".repeat(508));

  private static Map<String, AttributeValue> item(String id) {
    return WaybillEntity.toItem(new Waybill("t", id, "dhl", "n"));
  }

  @Test
  void theIndexKeyIsStoredAsItsOwnTemplateRendersIt() {
    for (String id : IDS) {
      Map<String, AttributeValue> item = item(id);
      assertEquals(AttributeValue.createS(WaybillEntity.byCarrierSk(id)), item.get("gsi1sk"), id);
      assertEquals(AttributeValue.createS(WaybillEntity.sk(id)), item.get("sk"), id);
      assertEquals(new Waybill("t", id, "dhl", "n"), WaybillEntity.fromItem(item), id);
    }
    assertFalse(WaybillEntity.toItem(new Waybill("t", "w-1", null, "n")).containsKey("gsi1sk"),
        "an item outside the sparse index carries none of its keys");
    // What neither key takes is refused by the primary key, before the index key.
    for (String id : List.of("a\uD800", "x".repeat(1017), "é".repeat(509))) {
      assertThrows(InvalidValueException.class, () -> item(id), id);
    }
  }

  @Test
  void theItemSizeCountsTheIndexKeyStoredAgain() {
    // The key is 1,008 bytes of 508 characters; nothing else in the item leaves slack in the sum.
    String id = "é".repeat(500);
    IntFunction<Waybill> filler = n -> new Waybill("t", id, "dhl", "x".repeat(n));
    int base = Limits.item("waybill", WaybillEntity.toItem(filler.apply(1)));
    int room = Limits.MAX_ITEM_BYTES - base;
    Waybill at = filler.apply(1 + room);
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("waybill", WaybillEntity.toItem(at)), "exactly 400 KB");

    Waybill beyond = filler.apply(2 + room);
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> WaybillEntity.toItem(beyond));
    assertEquals("(item)", refused.field());
    assertTrue(refused.getMessage().contains((Limits.MAX_ITEM_BYTES + 1) + " bytes"), refused::getMessage);
  }

  @Test
  void anIndexKeyThatIsNotThePrimaryKeysTextIsCheckedOnItsOwn() {
    for (String id : IDS) {
      Map<String, AttributeValue> item = item(id);
      String sk = item.get("sk").s();
      char last = sk.charAt(sk.length() - 1);
      List<AttributeValue> forged = new ArrayList<>(List.of(
          AttributeValue.createS(sk + "x"),
          AttributeValue.createS(sk.substring(0, sk.length() - 1)),
          AttributeValue.createS(sk.substring(0, sk.length() - 1) + (char) (last ^ 1)),
          AttributeValue.createS("WAYBILL#" + id.toUpperCase()),
          AttributeValue.fromSs(List.of(sk)),
          AttributeValue.createN("1")));
      if (!sk.equals("WAYBILL#" + id)) {
        forged.add(AttributeValue.createS("WAYBILL#" + id));  // the id without its escapes
      }
      for (AttributeValue key : forged) {
        if (sk.equals(key.s())) {
          continue;
        }
        Map<String, AttributeValue> copy = new HashMap<>(item);
        copy.put("gsi1sk", key);
        InvalidItemException refused = assertThrows(InvalidItemException.class, () -> WaybillEntity.fromItem(copy),
            id + " with gsi1sk " + key);
        assertTrue(refused.getMessage().contains("gsi1sk"), refused::getMessage);

        // The same index key beside a primary key it equals, which the record does not render.
        Map<String, AttributeValue> both = new HashMap<>(copy);
        both.put("sk", key);
        assertThrows(InvalidItemException.class, () -> WaybillEntity.fromItem(both), id + " with sk " + key);

        // Without the primary sort key (a projection that left it out) the index key is checked alone.
        Map<String, AttributeValue> alone = new HashMap<>(copy);
        alone.remove("sk");
        assertThrows(InvalidItemException.class, () -> WaybillEntity.fromItem(alone), id + " alone " + key);
      }
    }
  }
}
