package dev.singletable.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.benchmarks.enhanced.Conversions;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.enhanced.OrderImmutable;
import dev.singletable.benchmarks.enhanced.ProfileBean;
import dev.singletable.benchmarks.enhanced.ProfileImmutable;
import dev.singletable.benchmarks.enhanced.ShipmentBean;
import dev.singletable.benchmarks.enhanced.ShipmentImmutable;
import dev.singletable.benchmarks.enhanced.StaticSchemas;
import dev.singletable.benchmarks.handwritten.OrderItems;
import dev.singletable.benchmarks.handwritten.ProfileItems;
import dev.singletable.benchmarks.handwritten.ShipmentItems;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderEntity;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.benchmarks.model.ProfileEntity;
import dev.singletable.benchmarks.model.Shipment;
import dev.singletable.benchmarks.model.ShipmentEntity;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The marshalling benchmarks compare the same work only if every flavour stores the same item and
 * reads the same value back: this pins that, so a change on either side cannot make the numbers
 * compare different things. It measures nothing.
 */
class MarshallingEquivalenceTest {
  @Test
  void everyFlavourStoresAndReadsTheSmallItemAsTheGeneratedEntityDoes() {
    Profile value = Fixtures.profile();
    Map<String, AttributeValue> item = ProfileEntity.toItem(value);
    TableSchema<ProfileBean> bean = TableSchema.fromBean(ProfileBean.class);
    TableSchema<ProfileImmutable> immutable = TableSchema.fromImmutableClass(ProfileImmutable.class);

    assertEquals(9, item.size(), item::toString);
    assertEquals(item, ProfileItems.toItem(value));
    assertEquals(item, ProfileItems.toItemChecked(value));
    assertEquals(item, bean.itemToMap(Conversions.bean(value), true));
    assertEquals(item, immutable.itemToMap(Conversions.immutable(value), true));
    assertEquals(item, StaticSchemas.PROFILE.itemToMap(Conversions.bean(value), true));

    assertEquals(value, ProfileEntity.fromItem(item));
    assertEquals(value, ProfileItems.fromItem(item));
    assertEquals(value, ProfileItems.fromItemChecked(item));
    assertEquals(value, Conversions.record(bean.mapToItem(item)));
    assertEquals(value, Conversions.record(immutable.mapToItem(item)));
    assertEquals(value, Conversions.record(StaticSchemas.PROFILE.mapToItem(item)));
  }

  @Test
  void everyFlavourStoresAndReadsTheMediumItemAsTheGeneratedEntityDoes() {
    Order value = Fixtures.order();
    Map<String, AttributeValue> item = OrderEntity.toItem(value);
    TableSchema<OrderBean> bean = TableSchema.fromBean(OrderBean.class);
    TableSchema<OrderImmutable> immutable = TableSchema.fromImmutableClass(OrderImmutable.class);

    assertEquals(26, item.size(), item::toString);
    assertEquals(item, OrderItems.toItem(value));
    assertEquals(item, OrderItems.toItemChecked(value));
    assertEquals(item, bean.itemToMap(Conversions.bean(value), true));
    assertEquals(item, immutable.itemToMap(Conversions.immutable(value), true));
    assertEquals(item, StaticSchemas.ORDER.itemToMap(Conversions.bean(value), true));

    assertEquals(value, OrderEntity.fromItem(item));
    assertEquals(value, OrderItems.fromItem(item));
    assertEquals(value, OrderItems.fromItemChecked(item));
    assertEquals(value, Conversions.record(bean.mapToItem(item)));
    assertEquals(value, Conversions.record(immutable.mapToItem(item)));
    assertEquals(value, Conversions.record(StaticSchemas.ORDER.mapToItem(item)));
  }

  @Test
  void everyFlavourStoresAndReadsTheNestedItemAsTheGeneratedEntityDoes() {
    Shipment value = Fixtures.shipment();
    Map<String, AttributeValue> item = ShipmentEntity.toItem(value);
    TableSchema<ShipmentBean> bean = TableSchema.fromBean(ShipmentBean.class);
    TableSchema<ShipmentImmutable> immutable = TableSchema.fromImmutableClass(ShipmentImmutable.class);

    assertEquals(9, item.size(), item::toString);
    assertEquals(item, ShipmentItems.toItem(value));
    assertEquals(item, ShipmentItems.toItemChecked(value));
    assertEquals(item, bean.itemToMap(Conversions.bean(value), true));
    assertEquals(item, immutable.itemToMap(Conversions.immutable(value), true));
    assertEquals(item, StaticSchemas.SHIPMENT.itemToMap(Conversions.bean(value), true));

    assertEquals(value, ShipmentEntity.fromItem(item));
    assertEquals(value, ShipmentItems.fromItem(item));
    assertEquals(value, ShipmentItems.fromItemChecked(item));
    assertEquals(value, Conversions.record(bean.mapToItem(item)));
    assertEquals(value, Conversions.record(immutable.mapToItem(item)));
    assertEquals(value, Conversions.record(StaticSchemas.SHIPMENT.mapToItem(item)));
  }

  @Test
  void theCheckedHandWrittenReadsRefuseAnItemWhoseKeysAreNotItsAttributes() {
    Map<String, AttributeValue> profile = new HashMap<>(ProfileEntity.toItem(Fixtures.profile()));
    profile.put("pk", AttributeValue.createS("USER#someone-else"));
    Map<String, AttributeValue> order = new HashMap<>(OrderEntity.toItem(Fixtures.order()));
    order.put("gsi1sk", AttributeValue.createS("ORDER#another"));
    Map<String, AttributeValue> shipment = new HashMap<>(ShipmentEntity.toItem(Fixtures.shipment()));
    shipment.put("sk", AttributeValue.createS("SHIPMENT#"));

    assertThrows(IllegalArgumentException.class, () -> ProfileItems.fromItemChecked(profile));
    assertThrows(IllegalArgumentException.class, () -> OrderItems.fromItemChecked(order));
    assertThrows(IllegalArgumentException.class, () -> ShipmentItems.fromItemChecked(shipment));
  }
}
