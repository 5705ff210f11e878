package dev.singletable.samples.types;

import java.util.List;

/** A nested record, stored as a map. */
public record Address(String street, String city, int number, List<String> lines) {}
