package dev.singletable.samples.types;

import java.math.BigDecimal;

/** A value type the library does not know, stored through {@link MoneyCodec}. */
public record Money(BigDecimal amount, String currency) {}
