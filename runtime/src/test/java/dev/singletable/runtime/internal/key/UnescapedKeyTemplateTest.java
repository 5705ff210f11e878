package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.KeyMismatchException;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import org.junit.jupiter.api.Test;

/**
 * Templates whose keys are stored as other tools store them, without escapes ({@code
 * @Entity(unescapedKeys = true)}): Tempest's {@code TRACK_x_y}, ElectroDB's {@code #} in a value.
 */
class UnescapedKeyTemplateTest {
  private static final KeyTemplate TRACK = KeyTemplate.parseSortKey("albumTrack", "sort_key", "TRACK_${trackToken}")
      .unescaped();
  private static final KeyTemplate ISSUE = KeyTemplate.parse("issues", "pk",
      "$versioncontrol#repoowner_${repoOwner}#reponame_${repoName}").unescaped();

  @Test
  void aLastComponentIsRenderedAsItIsAndDecodesBack() {
    assertEquals("TRACK_x_y", TRACK.render(TRACK.text(0, "x_y")));
    assertArrayEquals(new String[] {"x_y"}, TRACK.decode("TRACK_x_y"));
    assertEquals("TRACK_a\\b", TRACK.render(TRACK.text(0, "a\\b")), "the backslash is no escape");
    assertArrayEquals(new String[] {"a\\b"}, TRACK.decode("TRACK_a\\b"));
    assertEquals("$versioncontrol#repoowner_tywalch#reponame_a#b_c",
        ISSUE.render(ISSUE.text(0, "tywalch"), ISSUE.text(1, "a#b_c")));
    assertArrayEquals(new String[] {"tywalch", "a#b_c"}, ISSUE.decode("$versioncontrol#repoowner_tywalch#reponame_a#b_c"));
  }

  @Test
  void theSameTemplateEscapedStillEscapes() {
    KeyTemplate escaped = KeyTemplate.parseSortKey("albumTrack", "sort_key", "TRACK_${trackToken}");
    assertEquals("TRACK_x\\_y", escaped.render(escaped.text(0, "x_y")));
  }

  @Test
  void theCharacterThatEndsANonLastComponentIsRefusedNamingEntityComponentValueAndKey() {
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> ISSUE.text(0, "ty#walch"));
    assertEquals("issues", refused.entity());
    assertEquals("repoOwner", refused.field());
    assertEquals("ty#walch", refused.value());
    assertTrue(refused.getMessage().contains("'#'"), refused.getMessage());
    assertTrue(refused.getMessage().contains("key pk"), refused.getMessage());
    assertTrue(refused.getMessage().contains("unescapedKeys"), refused.getMessage());
    assertEquals("ty_walch", ISSUE.text(0, "ty_walch"), "only the character that ends it is refused");
  }

  @Test
  void aStoredKeyIsSplitAtTheFirstDelimiterWithoutGuessing() {
    assertArrayEquals(new String[] {"a", "b#reponame_c"}, ISSUE.decode("$versioncontrol#repoowner_a#reponame_b#reponame_c"));
    // "a#b" cannot be a repoOwner: the key is not one of the template, rather than (a#b, c).
    assertThrows(InvalidValueException.class, () -> ISSUE.decode("$versioncontrol#repoowner_a#b#reponame_c"));
  }

  @Test
  void theInPlaceCheckComparesUnescapedComponents() {
    assertTrue(TRACK.renders("TRACK_x_y", TRACK.text(0, "x_y")));
    assertFalse(TRACK.renders("TRACK_x\\_y", TRACK.text(0, "x_y")));
    assertTrue(ISSUE.renders("$versioncontrol#repoowner_a#reponame_b#c", ISSUE.text(0, "a"), ISSUE.text(1, "b#c")));
  }

  @Test
  void aReadWhoseComponentCannotBeInItsUnescapedKeyIsAMismatchNamingTheStoredKey() {
    StoredKeys keys = StoredKeys.of(StoredKeys.key(ISSUE, "repoOwner", "repoName"), null);
    Map<String, AttributeValue> forged = Map.of("pk", AttributeValue.fromS("$versioncontrol#repoowner_ty#walch#reponame_x"),
        "repoOwner", AttributeValue.fromS("ty#walch"), "repoName", AttributeValue.fromS("x"));
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> ISSUE.text(0, "ty#walch"));
    InvalidItemException read = keys.invalid(forged, refused);
    KeyMismatchException mismatch = assertInstanceOf(KeyMismatchException.class, read);
    assertEquals("repoOwner", mismatch.field());
    assertEquals("pk", mismatch.keyField());
    assertEquals("$versioncontrol#repoowner_ty#walch#reponame_x", mismatch.storedKey());
  }

  @Test
  void queryBoundsOfANonLastComponentRefuseItsDelimiter() {
    KeyTemplate sales = KeyTemplate.parseSortKey("sale", "sk", "${city}#${store}").unescaped();
    assertEquals("sk begins_with SAN_FRANCISCO#", SortKeyPrefix.of(sales).equalTo(sales.text(0, "SAN_FRANCISCO")).toString());
    assertEquals("sk begins_with SAN#a#", SortKeyPrefix.of(sales).with(sales.text(0, "SAN")).beginsWith(sales.text(1, "a#"))
        .toString());
    assertThrows(InvalidValueException.class, () -> sales.text(0, "SAN#"));
  }

  @Test
  void exactEnumNamesStayExactInAnUnescapedTemplate() {
    KeyTemplate parts = KeyTemplate.parse("doc", "sk", "${part}_V${version}").unescaped().exact(0, "MAIN_CONTENT", "X");
    assertEquals("MAIN_CONTENT_V2", parts.render(parts.exactName(0, "MAIN_CONTENT"), parts.integer(1, 2L)));
    assertArrayEquals(new String[] {"MAIN_CONTENT", "2"}, parts.decode("MAIN_CONTENT_V2"));
    assertArrayEquals(new String[] {"x_y"}, TRACK.storedTexts(0, "A").decode("TRACK_x_y"), "modifiers keep it unescaped");
  }

  @Test
  void everyAcceptedTupleRendersAKeyThatDecodesToIt() {
    KeyTemplate three = KeyTemplate.parse("e", "pk", "A#${a}_${b}#${c}").unescaped();
    Random random = new Random(31);
    String alphabet = "ab#_\\$";
    for (int n = 0; n < 20_000; n++) {
      String[] tuple = {word(random, alphabet), word(random, alphabet), word(random, alphabet)};
      String[] encoded = new String[3];
      try {
        for (int i = 0; i < 3; i++) {
          encoded[i] = three.text(i, tuple[i]);
        }
      } catch (InvalidValueException refused) {
        assertTrue(tuple[0].contains("_") || tuple[1].contains("#"), refused.getMessage());
        continue;
      }
      assertArrayEquals(tuple, three.decode(three.render(encoded)));
    }
  }

  private static String word(Random random, String alphabet) {
    StringBuilder word = new StringBuilder();
    for (int i = random.nextInt(5); i > 0; i--) {
      word.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return word.toString();
  }
}
