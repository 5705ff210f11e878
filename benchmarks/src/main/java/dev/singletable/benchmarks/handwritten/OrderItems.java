package dev.singletable.benchmarks.handwritten;

import static dev.singletable.benchmarks.handwritten.Attributes.bool;
import static dev.singletable.benchmarks.handwritten.Attributes.n;
import static dev.singletable.benchmarks.handwritten.Attributes.putS;
import static dev.singletable.benchmarks.handwritten.Attributes.s;

import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import dev.singletable.runtime.internal.codec.IsoTime;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Order} to and from its item, written by hand on {@code Map<String, AttributeValue>}. The
 * instant is written and read with the same fixed-width text code the runtime uses ({@link
 * IsoTime}), as a careful person would once {@code Instant.parse} shows up in a profile: the
 * comparison is then of mapping, not of two ways to parse a date.
 */
public final class OrderItems {
  private OrderItems() {}

  public static Map<String, AttributeValue> key(String tenantId, String orderId) {
    return Map.of("pk", AttributeValue.createS("TENANT#" + tenantId), "sk", AttributeValue.createS("ORDER#" + orderId));
  }

  public static Map<String, AttributeValue> toItem(Order value) {
    Map<String, AttributeValue> item = new HashMap<>(35);
    item.put("pk", AttributeValue.createS("TENANT#" + value.tenantId()));
    item.put("sk", AttributeValue.createS("ORDER#" + value.orderId()));
    if (value.customerId() != null && value.orderId() != null) {
      item.put("gsi1pk", AttributeValue.createS("CUSTOMER#" + value.customerId()));
      item.put("gsi1sk", AttributeValue.createS("ORDER#" + value.orderId()));
    }
    putS(item, "tenantId", value.tenantId());
    putS(item, "orderId", value.orderId());
    putS(item, "customerId", value.customerId());
    if (value.status() != null) {
      item.put("status", AttributeValue.createS(value.status().name()));
    }
    if (value.placedAt() != null) {
      item.put("placedAt", AttributeValue.createS(IsoTime.format(value.placedAt())));
    }
    if (value.total() != null) {
      item.put("total", AttributeValue.createN(value.total().toString()));
    }
    putS(item, "currency", value.currency());
    item.put("itemCount", AttributeValue.createN(Integer.toString(value.itemCount())));
    item.put("weightGrams", AttributeValue.createN(Long.toString(value.weightGrams())));
    item.put("giftWrapped", AttributeValue.createBool(value.giftWrapped()));
    item.put("discountRate", AttributeValue.createN(Double.toString(value.discountRate())));
    putS(item, "channel", value.channel());
    putS(item, "shippingMethod", value.shippingMethod());
    putS(item, "shippingCity", value.shippingCity());
    putS(item, "shippingCountry", value.shippingCountry());
    putS(item, "couponCode", value.couponCode());
    putS(item, "notes", value.notes());
    item.put("priority", AttributeValue.createN(Integer.toString(value.priority())));
    if (value.tags() != null) {
      item.put("tags", Attributes.stringList(value.tags()));
    }
    if (value.attributes() != null) {
      item.put("attributes", Attributes.stringMap(value.attributes()));
    }
    Attributes.stamp(item, "order");
    return item;
  }

  /**
   * {@link #toItem} that also refuses, by hand, what DynamoDB would refuse or silently corrupt: a key
   * component holding {@code #}, a key or an item over DynamoDB's limits, a string holding an
   * unpaired surrogate, a number DynamoDB cannot store.
   */
  public static Map<String, AttributeValue> toItemChecked(Order value) {
    Map<String, AttributeValue> item = new HashMap<>(35);
    long size = CheckedWrites.putKey(item, "pk", "TENANT#", value.tenantId(), CheckedWrites.MAX_PARTITION_KEY_BYTES);
    long sortKey = CheckedWrites.putKey(item, "sk", "ORDER#", value.orderId(), CheckedWrites.MAX_SORT_KEY_BYTES);
    size += sortKey;
    if (value.customerId() != null) {
      size += CheckedWrites.putKey(item, "gsi1pk", "CUSTOMER#", value.customerId(), CheckedWrites.MAX_PARTITION_KEY_BYTES);
      // The index sort key is the sort key's text: stored and counted again, not checked again.
      item.put("gsi1sk", item.get("sk"));
      size += "gsi1sk".length() + sortKey - "sk".length();
    }
    size += CheckedWrites.putString(item, "tenantId", value.tenantId());
    size += CheckedWrites.putString(item, "orderId", value.orderId());
    size += CheckedWrites.putString(item, "customerId", value.customerId());
    if (value.status() != null) {
      size += CheckedWrites.putAscii(item, "status", value.status().name());
    }
    if (value.placedAt() != null) {
      size += CheckedWrites.putAscii(item, "placedAt", IsoTime.format(value.placedAt()));
    }
    size += CheckedWrites.putDecimal(item, "total", value.total());
    size += CheckedWrites.putString(item, "currency", value.currency());
    size += CheckedWrites.putNumber(item, "itemCount", Integer.toString(value.itemCount()));
    size += CheckedWrites.putNumber(item, "weightGrams", Long.toString(value.weightGrams()));
    size += CheckedWrites.putBool(item, "giftWrapped", value.giftWrapped());
    size += CheckedWrites.putDouble(item, "discountRate", value.discountRate());
    size += CheckedWrites.putString(item, "channel", value.channel());
    size += CheckedWrites.putString(item, "shippingMethod", value.shippingMethod());
    size += CheckedWrites.putString(item, "shippingCity", value.shippingCity());
    size += CheckedWrites.putString(item, "shippingCountry", value.shippingCountry());
    size += CheckedWrites.putString(item, "couponCode", value.couponCode());
    size += CheckedWrites.putString(item, "notes", value.notes());
    size += CheckedWrites.putNumber(item, "priority", Integer.toString(value.priority()));
    size += CheckedWrites.putStringList(item, "tags", value.tags());
    size += CheckedWrites.putStringMap(item, "attributes", value.attributes());
    size += CheckedWrites.stamp(item, "order");
    CheckedWrites.requireSize(size);
    return item;
  }

  public static Order fromItem(Map<String, AttributeValue> item) {
    Attributes.requireEntity(item, "order");
    String status = s(item, "status");
    String placedAt = s(item, "placedAt");
    AttributeValue total = item.get("total");
    AttributeValue tags = item.get("tags");
    AttributeValue attributes = item.get("attributes");
    return new Order(
        s(item, "tenantId"),
        s(item, "orderId"),
        s(item, "customerId"),
        status == null ? null : OrderStatus.valueOf(status),
        placedAt == null ? null : IsoTime.parseInstant(placedAt),
        total == null ? null : new BigDecimal(total.n()),
        s(item, "currency"),
        Integer.parseInt(n(item, "itemCount")),
        Long.parseLong(n(item, "weightGrams")),
        bool(item, "giftWrapped"),
        Double.parseDouble(n(item, "discountRate")),
        s(item, "channel"),
        s(item, "shippingMethod"),
        s(item, "shippingCity"),
        s(item, "shippingCountry"),
        s(item, "couponCode"),
        s(item, "notes"),
        Integer.parseInt(n(item, "priority")),
        tags == null ? null : Attributes.stringList(tags),
        attributes == null ? null : Attributes.stringMap(attributes));
  }

  /** {@link #fromItem} that also compares the item's stored keys (and index keys, when present) with its attributes, by hand. */
  public static Order fromItemChecked(Map<String, AttributeValue> item) {
    Order value = fromItem(item);
    CheckedKeys.require(item, "pk", "TENANT#", value.tenantId());
    CheckedKeys.require(item, "sk", "ORDER#", value.orderId());
    if (item.get("gsi1pk") != null) {
      CheckedKeys.require(item, "gsi1pk", "CUSTOMER#", value.customerId());
      CheckedKeys.require(item, "gsi1sk", "ORDER#", value.orderId());
    }
    return value;
  }
}
