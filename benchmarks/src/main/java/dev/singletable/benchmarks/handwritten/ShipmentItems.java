package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Parcel;
import dev.singletable.benchmarks.model.Shipment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** {@link Shipment} to and from its item, written by hand on {@code Map<String, AttributeValue>}. */
public final class ShipmentItems {
  private ShipmentItems() {}

  public static Map<String, AttributeValue> toItem(Shipment value) {
    Map<String, AttributeValue> item = new HashMap<>(12);
    item.put("pk", AttributeValue.createS("CUSTOMER#" + value.customerId()));
    item.put("sk", AttributeValue.createS("SHIPMENT#" + value.shipmentId()));
    putS(item, "customerId", value.customerId());
    putS(item, "shipmentId", value.shipmentId());
    putS(item, "carrier", value.carrier());
    if (value.address() != null) {
      item.put("address", address(value.address()));
    }
    if (value.parcels() != null) {
      List<AttributeValue> parcels = new ArrayList<>(value.parcels().size());
      for (Parcel parcel : value.parcels()) {
        parcels.add(parcel(parcel));
      }
      item.put("parcels", AttributeValue.createL(parcels));
    }
    Attributes.stamp(item, "shipment");
    return item;
  }

  public static Shipment fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "shipment");
    AttributeValue address = item.get("address");
    AttributeValue stored = item.get("parcels");
    List<Parcel> parcels = null;
    if (stored != null) {
      parcels = new ArrayList<>(stored.l().size());
      for (AttributeValue parcel : stored.l()) {
        parcels.add(parcel(parcel.m()));
      }
    }
    return new Shipment(
        s(item, "customerId"),
        s(item, "shipmentId"),
        s(item, "carrier"),
        address == null ? null : address(address.m()),
        parcels);
  }

  private static AttributeValue address(Address address) {
    Map<String, AttributeValue> map = new HashMap<>(6);
    putS(map, "street", address.street());
    putS(map, "city", address.city());
    putS(map, "postcode", address.postcode());
    putS(map, "country", address.country());
    return AttributeValue.createM(map);
  }

  private static Address address(Map<String, AttributeValue> map) {
    return new Address(s(map, "street"), s(map, "city"), s(map, "postcode"), s(map, "country"));
  }

  private static AttributeValue parcel(Parcel parcel) {
    Map<String, AttributeValue> map = new HashMap<>(6);
    putS(map, "sku", parcel.sku());
    putS(map, "description", parcel.description());
    map.put("quantity", AttributeValue.createN(Integer.toString(parcel.quantity())));
    map.put("weightGrams", AttributeValue.createN(Long.toString(parcel.weightGrams())));
    return AttributeValue.createM(map);
  }

  private static Parcel parcel(Map<String, AttributeValue> map) {
    return new Parcel(
        s(map, "sku"), s(map, "description"), Integer.parseInt(n(map, "quantity")), Long.parseLong(n(map, "weightGrams")));
  }

  /** {@link #fromItem} that also compares the item's stored keys with its attributes, by hand. */
  public static Shipment fromItemChecked(Map<String, AttributeValue> item) {
    Shipment value = fromItem(item);
    CheckedKeys.require(item, "pk", "CUSTOMER#", value.customerId());
    CheckedKeys.require(item, "sk", "SHIPMENT#", value.shipmentId());
    return value;
  }
}
