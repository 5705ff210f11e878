package dev.singletable.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondarySortKey;

import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/**
 * The Enhanced Client's {@link StaticTableSchema}s of the beans, written out by hand with getter and
 * setter lambdas: the Enhanced Client's fastest mapping, with no bean introspection at start-up.
 */
public final class StaticSchemas {
  /** The small item. */
  public static final StaticTableSchema<ProfileBean> PROFILE = StaticTableSchema.builder(ProfileBean.class)
      .newItemSupplier(ProfileBean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(ProfileBean::getPk).setter(ProfileBean::setPk)
          .tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(ProfileBean::getSk).setter(ProfileBean::setSk)
          .tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("__entity").getter(ProfileBean::getEntity).setter(ProfileBean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(ProfileBean::getVersion).setter(ProfileBean::setVersion))
      .addAttribute(String.class, a -> a.name("userId").getter(ProfileBean::getUserId).setter(ProfileBean::setUserId))
      .addAttribute(String.class, a -> a.name("name").getter(ProfileBean::getName).setter(ProfileBean::setName))
      .addAttribute(String.class, a -> a.name("email").getter(ProfileBean::getEmail).setter(ProfileBean::setEmail))
      .addAttribute(Integer.class, a -> a.name("age").getter(ProfileBean::getAge).setter(ProfileBean::setAge))
      .addAttribute(Boolean.class, a -> a.name("active").getter(ProfileBean::isActive).setter(ProfileBean::setActive))
      .build();

  /** The medium item. */
  public static final StaticTableSchema<OrderBean> ORDER = StaticTableSchema.builder(OrderBean.class)
      .newItemSupplier(OrderBean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(OrderBean::getPk).setter(OrderBean::setPk)
          .tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(OrderBean::getSk).setter(OrderBean::setSk)
          .tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("gsi1pk").getter(OrderBean::getGsi1pk).setter(OrderBean::setGsi1pk)
          .tags(secondaryPartitionKey("gsi1")))
      .addAttribute(String.class, a -> a.name("gsi1sk").getter(OrderBean::getGsi1sk).setter(OrderBean::setGsi1sk)
          .tags(secondarySortKey("gsi1")))
      .addAttribute(String.class, a -> a.name("__entity").getter(OrderBean::getEntity).setter(OrderBean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(OrderBean::getVersion).setter(OrderBean::setVersion))
      .addAttribute(String.class, a -> a.name("tenantId").getter(OrderBean::getTenantId).setter(OrderBean::setTenantId))
      .addAttribute(String.class, a -> a.name("orderId").getter(OrderBean::getOrderId).setter(OrderBean::setOrderId))
      .addAttribute(String.class, a -> a.name("customerId").getter(OrderBean::getCustomerId).setter(OrderBean::setCustomerId))
      .addAttribute(OrderStatus.class, a -> a.name("status").getter(OrderBean::getStatus).setter(OrderBean::setStatus))
      .addAttribute(Instant.class, a -> a.name("placedAt").getter(OrderBean::getPlacedAt).setter(OrderBean::setPlacedAt))
      .addAttribute(BigDecimal.class, a -> a.name("total").getter(OrderBean::getTotal).setter(OrderBean::setTotal))
      .addAttribute(String.class, a -> a.name("currency").getter(OrderBean::getCurrency).setter(OrderBean::setCurrency))
      .addAttribute(Integer.class, a -> a.name("itemCount").getter(OrderBean::getItemCount).setter(OrderBean::setItemCount))
      .addAttribute(Long.class, a -> a.name("weightGrams").getter(OrderBean::getWeightGrams).setter(OrderBean::setWeightGrams))
      .addAttribute(Boolean.class, a -> a.name("giftWrapped").getter(OrderBean::isGiftWrapped).setter(OrderBean::setGiftWrapped))
      .addAttribute(Double.class, a -> a.name("discountRate").getter(OrderBean::getDiscountRate).setter(OrderBean::setDiscountRate))
      .addAttribute(String.class, a -> a.name("channel").getter(OrderBean::getChannel).setter(OrderBean::setChannel))
      .addAttribute(String.class, a -> a.name("shippingMethod").getter(OrderBean::getShippingMethod)
          .setter(OrderBean::setShippingMethod))
      .addAttribute(String.class, a -> a.name("shippingCity").getter(OrderBean::getShippingCity).setter(OrderBean::setShippingCity))
      .addAttribute(String.class, a -> a.name("shippingCountry").getter(OrderBean::getShippingCountry)
          .setter(OrderBean::setShippingCountry))
      .addAttribute(String.class, a -> a.name("couponCode").getter(OrderBean::getCouponCode).setter(OrderBean::setCouponCode))
      .addAttribute(String.class, a -> a.name("notes").getter(OrderBean::getNotes).setter(OrderBean::setNotes))
      .addAttribute(Integer.class, a -> a.name("priority").getter(OrderBean::getPriority).setter(OrderBean::setPriority))
      .addAttribute(EnhancedType.listOf(String.class), a -> a.name("tags").getter(OrderBean::getTags).setter(OrderBean::setTags))
      .addAttribute(EnhancedType.mapOf(String.class, String.class), a -> a.name("attributes")
          .getter(OrderBean::getAttributes).setter(OrderBean::setAttributes))
      .build();

  private static final StaticTableSchema<AddressBean> ADDRESS = StaticTableSchema.builder(AddressBean.class)
      .newItemSupplier(AddressBean::new)
      .addAttribute(String.class, a -> a.name("street").getter(AddressBean::getStreet).setter(AddressBean::setStreet))
      .addAttribute(String.class, a -> a.name("city").getter(AddressBean::getCity).setter(AddressBean::setCity))
      .addAttribute(String.class, a -> a.name("postcode").getter(AddressBean::getPostcode).setter(AddressBean::setPostcode))
      .addAttribute(String.class, a -> a.name("country").getter(AddressBean::getCountry).setter(AddressBean::setCountry))
      .build();

  private static final StaticTableSchema<ParcelBean> PARCEL = StaticTableSchema.builder(ParcelBean.class)
      .newItemSupplier(ParcelBean::new)
      .addAttribute(String.class, a -> a.name("sku").getter(ParcelBean::getSku).setter(ParcelBean::setSku))
      .addAttribute(String.class, a -> a.name("description").getter(ParcelBean::getDescription).setter(ParcelBean::setDescription))
      .addAttribute(Integer.class, a -> a.name("quantity").getter(ParcelBean::getQuantity).setter(ParcelBean::setQuantity))
      .addAttribute(Long.class, a -> a.name("weightGrams").getter(ParcelBean::getWeightGrams).setter(ParcelBean::setWeightGrams))
      .build();

  /** The nested item: the address and the parcels are documents with their own static schemas. */
  public static final StaticTableSchema<ShipmentBean> SHIPMENT = StaticTableSchema.builder(ShipmentBean.class)
      .newItemSupplier(ShipmentBean::new)
      .addAttribute(String.class, a -> a.name("pk").getter(ShipmentBean::getPk).setter(ShipmentBean::setPk)
          .tags(primaryPartitionKey()))
      .addAttribute(String.class, a -> a.name("sk").getter(ShipmentBean::getSk).setter(ShipmentBean::setSk)
          .tags(primarySortKey()))
      .addAttribute(String.class, a -> a.name("__entity").getter(ShipmentBean::getEntity).setter(ShipmentBean::setEntity))
      .addAttribute(Integer.class, a -> a.name("__version").getter(ShipmentBean::getVersion).setter(ShipmentBean::setVersion))
      .addAttribute(String.class, a -> a.name("customerId").getter(ShipmentBean::getCustomerId).setter(ShipmentBean::setCustomerId))
      .addAttribute(String.class, a -> a.name("shipmentId").getter(ShipmentBean::getShipmentId).setter(ShipmentBean::setShipmentId))
      .addAttribute(String.class, a -> a.name("carrier").getter(ShipmentBean::getCarrier).setter(ShipmentBean::setCarrier))
      .addAttribute(EnhancedType.documentOf(AddressBean.class, ADDRESS), a -> a.name("address")
          .getter(ShipmentBean::getAddress).setter(ShipmentBean::setAddress))
      .addAttribute(EnhancedType.listOf(EnhancedType.documentOf(ParcelBean.class, PARCEL)), a -> a.name("parcels")
          .getter(ShipmentBean::getParcels).setter(ShipmentBean::setParcels))
      .build();

  private StaticSchemas() {}
}
