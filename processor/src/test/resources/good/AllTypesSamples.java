package com.example.kitchen;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** Values for the round-trip test: one with every component set, one with every nullable one null. */
public final class AllTypesSamples {
  private AllTypesSamples() {}

  public static AllTypes full() {
    Map<String, Object> document = new LinkedHashMap<>();
    document.put("text", "hello");
    document.put("number", new BigDecimal("12.50"));
    document.put("yes", Boolean.TRUE);
    document.put("nothing", null);
    document.put("list", List.of("a", new BigDecimal("1")));
    List<Object> anything = new ArrayList<>();
    anything.add("x");
    anything.add(null);
    return new AllTypes(
        "k1",
        true, (byte) -8, (short) 300, 70_000, 5_000_000_000L, 1.5f, -2.25,
        Boolean.FALSE, (byte) 7, (short) -2, 42, -9L, 0.5f, 1e-3,
        new BigDecimal("123.4500"), new BigInteger("123456789012345678901234567890"),
        new byte[] {1, 2, 3},
        Instant.parse("2024-01-31T12:00:00.123456789Z"), LocalDate.of(2024, 2, 29),
        UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
        AllTypes.Colour.GREEN,
        List.of(AllTypes.Colour.RED, AllTypes.Colour.GREEN),
        List.of("one", "two"),
        new LinkedHashSet<>(List.of("b", "a")),
        new LinkedHashSet<>(List.of(3L, 1L)),
        Set.of(new BigDecimal("0.1")),
        Map.of("apples", 3),
        document,
        anything,
        "free text",
        new AllTypes.Point(1, 2, "origin"),
        List.of(Map.of("p", new AllTypes.Point(3, 4, null))),
        Map.of("line", List.of(new AllTypes.Point(5, 6, "end"))),
        new AllTypes.Tree("root", List.of(new AllTypes.Tree("leaf", List.of()))),
        new Money(1250, "EUR"));
  }

  public static AllTypes empty() {
    return new AllTypes(
        "k2",
        false, (byte) 0, (short) 0, 0, 0L, 0f, 0d,
        null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null);
  }
}
