package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidValueException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item size a generated {@code toItem} sums while it builds the item: what each put adds must be
 * what the walk of the finished item ({@link Limits#item}) counts, and {@link Identity#stamp(Map,
 * long)} must refuse exactly the items that walk refuses.
 */
class SummedSizeTest {
  /** An item of {@code pk} and a text filler, whose size with {@code identity}'s attributes is {@code total}. */
  private static Map<String, AttributeValue> itemOf(Identity identity, int total) {
    Map<String, AttributeValue> stamped = new HashMap<>();
    identity.stamp(stamped, 0);
    stamped.put("pk", AttributeValue.createS("T"));
    int without = Limits.item("note", stamped);
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.createS("T"));
    item.put("b", AttributeValue.createS("x".repeat(total - without - 1)));
    return item;
  }

  private static void refusesOneByteOverTheLimit(Identity identity) {
    Map<String, AttributeValue> at = itemOf(identity, Limits.MAX_ITEM_BYTES);
    identity.stamp(at, Limits.item("note", at));
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("note", at));

    Map<String, AttributeValue> beyond = itemOf(identity, Limits.MAX_ITEM_BYTES + 1);
    long bytes = Limits.item("note", beyond);
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> identity.stamp(beyond, bytes));
    assertEquals("(item)", e.field());
    assertTrue(e.getMessage().contains((Limits.MAX_ITEM_BYTES + 1) + " bytes"), e::getMessage);
  }

  @Test
  void theIdentityAttributesCountTowardsTheLimit() {
    refusesOneByteOverTheLimit(Identity.of("note", 1));
    refusesOneByteOverTheLimit(Identity.of("note", 12345));
    refusesOneByteOverTheLimit(Identity.of("note", 1, "TYPE", "NOTE-été", "v").versionAsString());
    refusesOneByteOverTheLimit(Identity.of("note", 1, "TYPE", "NOTE", null));
  }

  @Test
  void anIdentityThatIsNotValidUnicodeIsRefusedOnEveryWrite() {
    Identity identity = Identity.of("note", 1, "TYPE", "NOTE\uD800", "v");
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.createS("T"));
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> identity.stamp(item, 3));
    assertEquals("TYPE", e.field());
  }

  @Test
  void putStringAddsTheNameAndTheUtf8BytesOfTheText() {
    Map<String, AttributeValue> item = new HashMap<>();
    for (String text : List.of("", "plain", "été", "a\uD83D\uDE00b", "ab\u0800", "\u00e9abc")) {
      item.clear();
      long bytes = Items.putString(item, "note", "title", 5, text);
      assertEquals(Limits.item("note", item), bytes, text);
    }
    assertEquals(0, Items.putString(item, "note", "other", 5, null));
  }

  @Test
  void aLoneSurrogateAfterAsciiTextIsFoundAtItsIndex() {
    assertEquals(-3, Limits.utf8("ab\uD800"));
    assertEquals(-1, Limits.utf8("\uDC00ab"));
    assertEquals(-3, Limits.utf8("aé\uD83D\uD83D"));
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> Items.putString(new HashMap<>(), "note", "title", 5, "abc\uDC00"));
    assertEquals("title", e.field());
    assertTrue(e.getMessage().contains("at index 3"), e::getMessage);
  }

  @Test
  void putCheckedAddsWhatTheWalkCountsAndChecksTheValue() {
    Map<String, AttributeValue> item = new HashMap<>();
    long bytes = Items.putChecked(item, "note", "tags", 4, List.of("a", "été"), Codecs.list(Codecs.ofString()));
    assertEquals(Limits.item("note", item), bytes);
    assertEquals(0, Items.putChecked(item, "note", "none", 4, null, Codecs.ofString()));
    assertEquals(0, Items.putChecked(item, "note", "empty", 5, java.util.Set.of(), Codecs.stringSet()));
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> Items.putChecked(new HashMap<>(), "note", "tags", 4, List.of("a", "\uD800"), Codecs.list(Codecs.ofString())));
    assertEquals("tags[1]", e.field());
  }
}
