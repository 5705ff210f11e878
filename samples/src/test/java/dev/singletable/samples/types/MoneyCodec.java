package dev.singletable.samples.types;

import dev.singletable.runtime.AttributeCodec;
import java.math.BigDecimal;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores {@link Money} as {@code "12.34 EUR"}. */
public final class MoneyCodec implements AttributeCodec<Money> {
  @Override
  public AttributeValue encode(Money value) {
    return AttributeValue.fromS(value.amount().toPlainString() + " " + value.currency());
  }

  @Override
  public Money decode(AttributeValue value) {
    String[] parts = value.s().split(" ", 2);
    return new Money(new BigDecimal(parts[0]), parts[1]);
  }
}
