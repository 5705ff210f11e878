package bad;

import dev.singletable.annotation.Converter;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.runtime.AttributeCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@Entity(service = "shop")
@Pk(template = "ORDER#${id}")
public record ConverterNotInstantiable(
    String id,
    @Converter(ConverterNotInstantiable.MoneyCodec.class) Money total) {

  public record Money(long cents) {}

  public static final class MoneyCodec implements AttributeCodec<Money> {
    private MoneyCodec() {}

    @Override
    public AttributeValue encode(Money value) {
      return AttributeValue.fromN(Long.toString(value.cents()));
    }

    @Override
    public Money decode(AttributeValue value) {
      return new Money(Long.parseLong(value.n()));
    }
  }
}
