package com.example.delivery;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import java.util.List;

/** Nested records: one alone, a list of them, and one holding a list of another. */
@Entity(service = "delivery")
@Pk(template = "DELIVERY#${id}")
public record Delivery(String id, Address address, List<Parcel> parcels, Route route) {

  public record Address(String street, String city) {}

  public record Parcel(String sku, int quantity, double weightKg) {}

  public record Route(String name, List<Stop> stops, Address depot) {}

  public record Stop(String place, double minutes) {}
}
