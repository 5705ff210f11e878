package bad;

import dev.singletable.annotation.Converter;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.runtime.AttributeCodec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@Entity(service = "shop")
@Pk(template = "ORDER#${id}")
public record ConverterTypeMismatch(
    String id,
    @Converter(ConverterTypeMismatch.UpperCaseCodec.class) Money total) {

  public record Money(long cents) {}

  public static final class UpperCaseCodec implements AttributeCodec<String> {
    @Override
    public AttributeValue encode(String value) {
      return AttributeValue.fromS(value.toUpperCase());
    }

    @Override
    public String decode(AttributeValue value) {
      return value.s();
    }
  }
}
