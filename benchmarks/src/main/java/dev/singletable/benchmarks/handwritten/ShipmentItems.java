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

  /**
   * {@link #toItem} that also refuses, by hand, what DynamoDB would refuse or silently corrupt: a key
   * component holding {@code #}, a key or an item over DynamoDB's limits, a string holding an
   * unpaired surrogate.
   */
  public static Map<String, AttributeValue> toItemChecked(Shipment value) {
    Map<String, AttributeValue> item = new HashMap<>(12);
    long size = CheckedWrites.putKey(item, "pk", "CUSTOMER#", value.customerId(), CheckedWrites.MAX_PARTITION_KEY_BYTES);
    size += CheckedWrites.putKey(item, "sk", "SHIPMENT#", value.shipmentId(), CheckedWrites.MAX_SORT_KEY_BYTES);
    size += CheckedWrites.putString(item, "customerId", value.customerId());
    size += CheckedWrites.putString(item, "shipmentId", value.shipmentId());
    size += CheckedWrites.putString(item, "carrier", value.carrier());
    if (value.address() != null) {
      Map<String, AttributeValue> address = new HashMap<>(6);
      size += "address".length() + addressChecked(address, value.address());
      item.put("address", AttributeValue.createM(address));
    }
    if (value.parcels() != null) {
      List<AttributeValue> parcels = new ArrayList<>(value.parcels().size());
      // The list's 3 bytes and one per element.
      size += "parcels".length() + 3 + value.parcels().size();
      for (Parcel parcel : value.parcels()) {
        Map<String, AttributeValue> map = new HashMap<>(6);
        size += parcelChecked(map, parcel);
        parcels.add(AttributeValue.createM(map));
      }
      item.put("parcels", AttributeValue.createL(parcels));
    }
    size += CheckedWrites.stamp(item, "shipment");
    CheckedWrites.requireSize(size);
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

  /** Puts an address into {@code map}, checked, and returns the bytes the map adds: its 3, one per entry and the entries. */
  private static long addressChecked(Map<String, AttributeValue> map, Address address) {
    long entries = CheckedWrites.putString(map, "street", address.street())
        + CheckedWrites.putString(map, "city", address.city())
        + CheckedWrites.putString(map, "postcode", address.postcode())
        + CheckedWrites.putString(map, "country", address.country());
    return 3 + map.size() + entries;
  }

  /** Puts a parcel into {@code map}, checked, and returns the bytes the map adds: its 3, one per entry and the entries. */
  private static long parcelChecked(Map<String, AttributeValue> map, Parcel parcel) {
    long entries = CheckedWrites.putString(map, "sku", parcel.sku())
        + CheckedWrites.putString(map, "description", parcel.description())
        + CheckedWrites.putNumber(map, "quantity", Integer.toString(parcel.quantity()))
        + CheckedWrites.putNumber(map, "weightGrams", Long.toString(parcel.weightGrams()));
    return 3 + map.size() + entries;
  }

  /** {@link #fromItem} that also compares the item's stored keys with its attributes, by hand. */
  public static Shipment fromItemChecked(Map<String, AttributeValue> item) {
    Shipment value = fromItem(item);
    CheckedKeys.require(item, "pk", "CUSTOMER#", value.customerId());
    CheckedKeys.require(item, "sk", "SHIPMENT#", value.shipmentId());
    return value;
  }
}
