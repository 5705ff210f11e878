package dev.singletable.samples.events;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidItemException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item of an earlier version that the earlier layout's read refuses fails with that refusal,
 * naming the attribute, and not as an upcast that failed: the generated {@code fromEarlierItem}
 * catches every {@code RuntimeException} and lets {@code StoredKeys.upcastRefusal} tell the two apart
 * (a catch of {@code InvalidItemException} in the entity class would load it with the first item).
 */
class EarlierVersionRefusalTest {
  private static final Event EVENT = new Event("order", "refused", 1, "ItemAdded", "01OLD1", Map.of(), "u_alice",
      Instant.parse("2024-04-30T09:15:01Z"));

  /** What reading the event as version 1 stored it, with its time replaced by a stored value, throws. */
  private static String refusalWith(AttributeValue recordedAt) {
    Map<String, AttributeValue> item = new HashMap<>(EventEntity.toItem(EVENT));
    item.remove("occurredAt");
    item.remove("actor");
    item.put("recordedAt", recordedAt);
    item.put("__version", AttributeValue.fromN("1"));
    return assertThrows(InvalidItemException.class, () -> EventEntity.fromItem(item)).getMessage();
  }

  @Test
  void aVersion1ItemWhoseTimeIsNoTimeIsRefusedForThatAttributeNotAsAFailedUpcast() {
    String message = refusalWith(AttributeValue.fromS("yesterday"));

    assertTrue(message.contains("recordedAt") && message.contains("yesterday"), message);
    assertFalse(message.contains("could not be upcast"), message);
  }

  @Test
  void aVersion1ItemWhoseTimeIsANumberIsRefusedForThatAttributeNotAsAFailedUpcast() {
    String message = refusalWith(AttributeValue.fromN("12"));

    assertTrue(message.contains("recordedAt"), message);
    assertFalse(message.contains("could not be upcast"), message);
  }
}
