package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.Parcel;
import dev.singletable.benchmarks.model.Profile;
import dev.singletable.benchmarks.model.Shipment;
import java.util.ArrayList;
import java.util.List;

/**
 * The same values in each flavour: records to beans and immutables for the benchmarks' inputs, and
 * back for the equivalence tests. Never inside a measured method.
 */
public final class Conversions {
  private Conversions() {}

  public static ProfileBean bean(Profile value) {
    ProfileBean bean = new ProfileBean();
    bean.setUserId(value.userId());
    bean.setName(value.name());
    bean.setEmail(value.email());
    bean.setAge(value.age());
    bean.setActive(value.active());
    return bean;
  }

  public static Profile record(ProfileBean bean) {
    return new Profile(bean.getUserId(), bean.getName(), bean.getEmail(), bean.getAge(), bean.isActive());
  }

  public static ProfileImmutable immutable(Profile value) {
    return ProfileImmutable.builder().userId(value.userId()).name(value.name()).email(value.email())
        .age(value.age()).active(value.active()).build();
  }

  public static Profile record(ProfileImmutable value) {
    return new Profile(value.getUserId(), value.getName(), value.getEmail(), value.getAge(), value.isActive());
  }

  public static OrderBean bean(Order value) {
    OrderBean bean = new OrderBean();
    bean.setTenantId(value.tenantId());
    bean.setOrderId(value.orderId());
    bean.setCustomerId(value.customerId());
    bean.setStatus(value.status());
    bean.setPlacedAt(value.placedAt());
    bean.setTotal(value.total());
    bean.setCurrency(value.currency());
    bean.setItemCount(value.itemCount());
    bean.setWeightGrams(value.weightGrams());
    bean.setGiftWrapped(value.giftWrapped());
    bean.setDiscountRate(value.discountRate());
    bean.setChannel(value.channel());
    bean.setShippingMethod(value.shippingMethod());
    bean.setShippingCity(value.shippingCity());
    bean.setShippingCountry(value.shippingCountry());
    bean.setCouponCode(value.couponCode());
    bean.setNotes(value.notes());
    bean.setPriority(value.priority());
    bean.setTags(value.tags());
    bean.setAttributes(value.attributes());
    return bean;
  }

  public static Order record(OrderBean bean) {
    return new Order(bean.getTenantId(), bean.getOrderId(), bean.getCustomerId(), bean.getStatus(),
        bean.getPlacedAt(), bean.getTotal(), bean.getCurrency(), bean.getItemCount(), bean.getWeightGrams(),
        bean.isGiftWrapped(), bean.getDiscountRate(), bean.getChannel(), bean.getShippingMethod(),
        bean.getShippingCity(), bean.getShippingCountry(), bean.getCouponCode(), bean.getNotes(),
        bean.getPriority(), bean.getTags(), bean.getAttributes());
  }

  public static OrderImmutable immutable(Order value) {
    return OrderImmutable.builder().tenantId(value.tenantId()).orderId(value.orderId())
        .customerId(value.customerId()).status(value.status()).placedAt(value.placedAt()).total(value.total())
        .currency(value.currency()).itemCount(value.itemCount()).weightGrams(value.weightGrams())
        .giftWrapped(value.giftWrapped()).discountRate(value.discountRate()).channel(value.channel())
        .shippingMethod(value.shippingMethod()).shippingCity(value.shippingCity())
        .shippingCountry(value.shippingCountry()).couponCode(value.couponCode()).notes(value.notes())
        .priority(value.priority()).tags(value.tags()).attributes(value.attributes()).build();
  }

  public static Order record(OrderImmutable value) {
    return new Order(value.getTenantId(), value.getOrderId(), value.getCustomerId(), value.getStatus(),
        value.getPlacedAt(), value.getTotal(), value.getCurrency(), value.getItemCount(), value.getWeightGrams(),
        value.isGiftWrapped(), value.getDiscountRate(), value.getChannel(), value.getShippingMethod(),
        value.getShippingCity(), value.getShippingCountry(), value.getCouponCode(), value.getNotes(),
        value.getPriority(), value.getTags(), value.getAttributes());
  }

  public static ShipmentBean bean(Shipment value) {
    ShipmentBean bean = new ShipmentBean();
    bean.setCustomerId(value.customerId());
    bean.setShipmentId(value.shipmentId());
    bean.setCarrier(value.carrier());
    AddressBean address = new AddressBean();
    address.setStreet(value.address().street());
    address.setCity(value.address().city());
    address.setPostcode(value.address().postcode());
    address.setCountry(value.address().country());
    bean.setAddress(address);
    List<ParcelBean> parcels = new ArrayList<>();
    for (Parcel parcel : value.parcels()) {
      ParcelBean parcelBean = new ParcelBean();
      parcelBean.setSku(parcel.sku());
      parcelBean.setDescription(parcel.description());
      parcelBean.setQuantity(parcel.quantity());
      parcelBean.setWeightGrams(parcel.weightGrams());
      parcels.add(parcelBean);
    }
    bean.setParcels(parcels);
    return bean;
  }

  public static Shipment record(ShipmentBean bean) {
    AddressBean address = bean.getAddress();
    List<Parcel> parcels = new ArrayList<>();
    for (ParcelBean parcel : bean.getParcels()) {
      parcels.add(new Parcel(parcel.getSku(), parcel.getDescription(), parcel.getQuantity(), parcel.getWeightGrams()));
    }
    return new Shipment(bean.getCustomerId(), bean.getShipmentId(), bean.getCarrier(),
        new Address(address.getStreet(), address.getCity(), address.getPostcode(), address.getCountry()), parcels);
  }

  public static ShipmentImmutable immutable(Shipment value) {
    Address address = value.address();
    List<ParcelImmutable> parcels = new ArrayList<>();
    for (Parcel parcel : value.parcels()) {
      parcels.add(ParcelImmutable.builder().sku(parcel.sku()).description(parcel.description())
          .quantity(parcel.quantity()).weightGrams(parcel.weightGrams()).build());
    }
    return ShipmentImmutable.builder().customerId(value.customerId()).shipmentId(value.shipmentId())
        .carrier(value.carrier())
        .address(AddressImmutable.builder().street(address.street()).city(address.city())
            .postcode(address.postcode()).country(address.country()).build())
        .parcels(parcels).build();
  }

  public static Shipment record(ShipmentImmutable value) {
    AddressImmutable address = value.getAddress();
    List<Parcel> parcels = new ArrayList<>();
    for (ParcelImmutable parcel : value.getParcels()) {
      parcels.add(new Parcel(parcel.getSku(), parcel.getDescription(), parcel.getQuantity(), parcel.getWeightGrams()));
    }
    return new Shipment(value.getCustomerId(), value.getShipmentId(), value.getCarrier(),
        new Address(address.getStreet(), address.getCity(), address.getPostcode(), address.getCountry()), parcels);
  }
}
