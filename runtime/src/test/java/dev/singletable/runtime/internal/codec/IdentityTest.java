package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.OrderSchema;
import dev.singletable.runtime.exception.WrongEntityException;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class IdentityTest {
  private static final OrderSchema.Order ORDER = new OrderSchema.Order("XYQ", 1, "PLACED", Instant.parse("2024-01-02T03:04:05Z"));

  @Test
  void stampWritesEntityNameAndVersion() {
    Map<String, AttributeValue> item = new HashMap<>();
    Identity.of("order", 3).stamp(item);
    assertEquals(AttributeValue.fromS("order"), item.get(EntitySchema.ENTITY_ATTRIBUTE));
    assertEquals(AttributeValue.fromN("3"), item.get(EntitySchema.VERSION_ATTRIBUTE));
  }

  @Test
  void schemaOwnsItsOwnItems() {
    assertTrue(OrderSchema.ORDERS.owns(OrderSchema.ORDERS.toItem(ORDER)));
    assertEquals(ORDER, OrderSchema.ORDERS.fromItem(OrderSchema.ORDERS.toItem(ORDER)));
  }

  @Test
  void schemaDoesNotOwnItemsOfAnotherEntityOrVersion() {
    OrderSchema invoices = new OrderSchema("invoice", 1, "sk", List.of());
    OrderSchema ordersV2 = new OrderSchema("order", 2, "sk", List.of());
    assertFalse(OrderSchema.ORDERS.owns(invoices.toItem(ORDER)));
    assertFalse(OrderSchema.ORDERS.owns(ordersV2.toItem(ORDER)));
    assertFalse(OrderSchema.ORDERS.owns(Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"))));
  }

  @Test
  void fromItemOfAnotherEntityThrowsWrongEntity() {
    Map<String, AttributeValue> item = new OrderSchema("order", 2, "sk", List.of()).toItem(ORDER);
    WrongEntityException e = assertThrows(WrongEntityException.class, () -> OrderSchema.ORDERS.fromItem(item));
    assertEquals("order", e.expectedEntity());
    assertEquals(1, e.expectedVersion());
    assertEquals("order", e.actualEntity());
    assertEquals("2", e.actualVersion());
    assertEquals("expected an item of order version 1, found order version 2", e.getMessage());
  }

  @Test
  void fromItemWithoutIdentityNamesTheMissingName() {
    WrongEntityException e = assertThrows(WrongEntityException.class, () -> Identity.of("order", 1).require(Map.of()));
    assertNull(e.actualEntity());
    assertEquals("expected an item of order version 1, found an item without entity name", e.getMessage());
  }

  @Test
  void sparseIndexKeysAreOmittedWhenAComponentIsNull() {
    Map<String, AttributeValue> item = OrderSchema.ORDERS.toItem(new OrderSchema.Order("XYQ", 1, null, null));
    assertFalse(item.containsKey("gsi1pk"));
    assertEquals(AttributeValue.fromS("ORDER#00001"), item.get("sk"));
  }
}
