package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.WrongEntityException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Identity#require} first compares the type and version attributes with constants; an item
 * that this comparison does not pass takes the full check, so that every item the full check refuses
 * is still refused: a version of the other stored type, a version text that is not the canonical one,
 * a type of another entity.
 */
class IdentityFastPathTest {
  private static final Identity ORDER = Identity.of("order", 2);
  private static final Identity ORDER_AS_STRING = Identity.of("order", 2).versionAsString();
  private static final Identity ORDER_FROM_1 = Identity.of("order", 2).readingFrom(1);

  @Test
  void theCurrentVersionPassesAsItsStoredType() {
    assertDoesNotThrow(() -> ORDER.require(item(AttributeValue.createS("order"), AttributeValue.createN("2"))));
    assertDoesNotThrow(() -> ORDER_AS_STRING.require(item(AttributeValue.createS("order"), AttributeValue.createS("2"))));
    assertEquals(2, ORDER_FROM_1.requireVersion(item(AttributeValue.createS("order"), AttributeValue.createN("2"))));
    assertEquals(1, ORDER_FROM_1.requireVersion(item(AttributeValue.createS("order"), AttributeValue.createN("1"))));
  }

  @Test
  void aVersionOfTheOtherTypeOrTextOrAnotherEntityIsRefused() {
    for (Map<String, AttributeValue> item : List.of(
        item(AttributeValue.createS("order"), AttributeValue.createS("2")),
        item(AttributeValue.createS("order"), AttributeValue.createN("02")),
        item(AttributeValue.createS("order"), AttributeValue.createN("1")),
        item(AttributeValue.createS("order"), null),
        item(AttributeValue.createS("orders"), AttributeValue.createN("2")),
        item(AttributeValue.createN("2"), AttributeValue.createN("2")),
        item(null, AttributeValue.createN("2")))) {
      assertThrows(WrongEntityException.class, () -> ORDER.require(item), item::toString);
      assertThrows(WrongEntityException.class, () -> ORDER.requireVersion(item), item::toString);
    }
    assertThrows(WrongEntityException.class,
        () -> ORDER_AS_STRING.require(item(AttributeValue.createS("order"), AttributeValue.createN("2"))));
    assertThrows(WrongEntityException.class,
        () -> ORDER_FROM_1.require(item(AttributeValue.createS("order"), AttributeValue.createN("3"))));
  }

  private static Map<String, AttributeValue> item(AttributeValue type, AttributeValue version) {
    Map<String, AttributeValue> item = new java.util.HashMap<>();
    if (type != null) {
      item.put("__entity", type);
    }
    if (version != null) {
      item.put("__version", version);
    }
    return item;
  }
}
