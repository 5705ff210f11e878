package dev.singletable.runtime.internal.codec;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads one member of an attribute value, refusing a value of another DynamoDB type. Codecs check a
 * value's shape with {@code type()}, never with the SDK's {@code hasM()}, {@code hasL()}, {@code
 * hasSs()}, ...: those test the collection against an SDK marker interface, which on the SDK's
 * unmodifiable collections fails and scans the class's interfaces again on every call.
 */
final class Shapes {
  static final AttributeValue NUL = AttributeValue.createNul(true);

  private Shapes() {}

  static boolean isNul(AttributeValue value) {
    return value.type() == AttributeValue.Type.NUL;
  }

  static String s(AttributeValue value) {
    String s = value.s();
    if (s == null) {
      throw wrong("a string (S)", value);
    }
    return s;
  }

  static String n(AttributeValue value) {
    String n = value.n();
    if (n == null) {
      throw wrong("a number (N)", value);
    }
    return n;
  }

  static IllegalArgumentException wrong(String expected, AttributeValue actual) {
    return new IllegalArgumentException("expected " + expected + ", found " + actual.type());
  }
}
