package com.example.kitchen;

import dev.singletable.runtime.AttributeCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

public final class MoneyCodec implements AttributeCodec<Money> {
  @Override
  public AttributeValue encode(Money value) {
    return AttributeValue.fromS(value.cents() + " " + value.currency());
  }

  @Override
  public Money decode(AttributeValue value) {
    String[] parts = value.s().split(" ");
    return new Money(Long.parseLong(parts[0]), parts[1]);
  }
}
