package dev.singletable.processor;

import org.junit.jupiter.api.Test;

/**
 * An enum constant's {@code @StoredAs} text that a key cannot hold (empty, not valid Unicode) is a
 * compile error at that {@code @StoredAs} when the enum is a key component, rather than an entity
 * class that fails to load.
 */
class KeyStoredTextErrorsTest {
  @Test
  void anEmptyStoredTextOfAKeyComponentIsRefusedAtItsStoredAs() {
    Sources.assertErrorAt("EnumStoredTextEmptyInKey",
        "[SingleTableKeyStoredText] constant CLOSED of enum State is stored as \"\", which key template"
            + " \"STATE#${state}#\" (@Sk of EnumStoredTextEmptyInKey) cannot hold: it is empty",
        "@StoredAs(\"\") CLOSED");
  }

  @Test
  void aStoredTextWithAnUnpairedSurrogateInAnIndexKeyIsRefusedAtItsStoredAs() {
    Sources.assertErrorAt("EnumStoredTextSurrogateInKey",
        "[SingleTableKeyStoredText] constant OPEN of enum State is stored as",
        "@StoredAs(\"\\uD800\") OPEN");
  }
}
