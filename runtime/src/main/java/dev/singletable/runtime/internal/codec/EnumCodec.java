package dev.singletable.runtime.internal.codec;

import dev.singletable.runtime.AttributeCodec;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An enum stored as {@code S} by {@code name()}, or by the text each constant declares with {@code
 * @StoredAs}; decoding is exact: a text no constant is stored as fails. The lookup table is built from the constants the
 * generated code passes ({@code Status.values()}), so nothing reflects on the enum class, and the
 * stored form of each constant is built once.
 */
final class EnumCodec<E extends Enum<E>> implements AttributeCodec<E>, Nesting.Counted {
  private final Class<E> type;
  private final E[] constants;
  private final AttributeValue[] stored;
  private final Map<String, E> byName;

  /** @param storedTexts the text each constant is stored as, in the order of {@code values}; null: the names */
  EnumCodec(Class<E> type, E[] values, String[] storedTexts) {
    this.type = type;
    this.constants = values.clone();
    if (storedTexts != null && storedTexts.length != constants.length) {
      throw new IllegalArgumentException(type.getName() + " has " + constants.length + " constants, "
          + storedTexts.length + " stored texts given; recompile the entity");
    }
    this.stored = new AttributeValue[constants.length];
    this.byName = new HashMap<>(constants.length * 4 / 3 + 1);
    for (int i = 0; i < constants.length; i++) {
      String text = storedTexts == null ? constants[i].name() : storedTexts[i];
      stored[i] = AttributeValue.createS(text);
      if (byName.put(text, constants[i]) != null) {
        throw new IllegalArgumentException(type.getName() + ": two constants are stored as " + text);
      }
    }
  }

  @Override
  public AttributeValue encode(E value) {
    int ordinal = value.ordinal();
    if (ordinal < constants.length && constants[ordinal] == value) {
      return stored[ordinal];
    }
    for (int i = 0; i < constants.length; i++) {
      if (constants[i] == value) {
        return stored[i];
      }
    }
    throw new IllegalArgumentException(value.name() + " is not one of the constants of " + type.getName() + " this codec knows");
  }

  @Override
  public E decode(AttributeValue value) {
    String name = Shapes.s(value);
    E constant = byName.get(name);
    if (constant == null) {
      throw new IllegalArgumentException("no constant of " + type.getName() + " is stored as \"" + name + "\"");
    }
    return constant;
  }
}
