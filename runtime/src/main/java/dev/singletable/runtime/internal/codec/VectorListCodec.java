package dev.singletable.runtime.internal.codec;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A vector held in a {@code List<Float>} or {@code List<Double>}: stored as the list codec stores
 * it ({@code L} of {@code N}, since writes refuse a null element before encoding), and read only
 * when every stored element is a number, so that a {@code NUL} element another tool wrote is
 * refused rather than read as a null element.
 */
final class VectorListCodec<E> implements Measure.Codec<List<E>> {
  private final ListCodec<E> list;

  VectorListCodec(NumberCodec<E> element) {
    this.list = new ListCodec<>(element);
  }

  @Override
  public AttributeValue encode(List<E> value) {
    return list.encode(value);
  }

  @Override
  public AttributeValue encode(List<E> value, int depth, Measure measure) {
    return list.encode(value, depth, measure);
  }

  @Override
  public List<E> decode(AttributeValue value) {
    NumberCodecs.numbers(value);
    return list.decode(value);
  }
}
