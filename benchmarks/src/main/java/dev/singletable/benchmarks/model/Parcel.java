package dev.singletable.benchmarks.model;

/** One parcel of a {@link Shipment}. */
public record Parcel(String sku, String description, int quantity, long weightGrams) {}
