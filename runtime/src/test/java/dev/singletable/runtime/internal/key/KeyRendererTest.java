package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import org.junit.jupiter.api.Test;

/** Query prefixes held to the key size limits that rendered keys are held to. */
class KeyRendererTest {
  /** {@code ${a}#${b}} as a sort key: 1,024 bytes at most. */
  private static final KeyRenderer SK =
      new KeyRenderer("note", "sk", "${a}#${b}", new String[] {"", "#", ""}, new String[] {"a", "b"},
          Limits.MAX_SORT_KEY_BYTES);

  @Test
  void anEmptyPrefixIsAllowedWhereAnEmptyKeyIsNot() {
    assertEquals("", SK.prefix());
    assertEquals("#", SK.render("", ""));
    KeyRenderer only = new KeyRenderer("note", "pk", "${a}", new String[] {"", ""}, new String[] {"a"},
        Limits.MAX_PARTITION_KEY_BYTES);
    assertThrows(InvalidValueException.class, () -> only.render(""));
    assertEquals("", only.prefix(""));
  }

  @Test
  void aPrefixLongerThanTheSortKeyLimitIsRefusedNamingItsSize() {
    assertEquals(1024, SK.prefix("a".repeat(1023)).length());
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> SK.prefix("a".repeat(1024)));
    assertTrue(e.getMessage().contains("1025 bytes") && e.getMessage().contains("sort key"), e::getMessage);
  }

  @Test
  void aNullComponentIsRefusedNamingIt() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> SK.render("x", null));
    assertTrue(e.getMessage().startsWith("note.b"), e::getMessage);
  }
}
