package dev.singletable.benchmarks.model;

/** A postal address, nested in {@link Shipment}. */
public record Address(String street, String city, String postcode, String country) {}
