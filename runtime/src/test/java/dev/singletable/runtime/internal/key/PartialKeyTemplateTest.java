package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import org.junit.jupiter.api.Test;

/**
 * Templates of index keys written with only the components present ({@code @Gsi(partialKeys =
 * true)}), ElectroDB's rule: the literal text up to the first absent component, its label included,
 * and read back with null for each absent component, never an empty string.
 */
class PartialKeyTemplateTest {
  private static final KeyTemplate MEMBER = KeyTemplate.parse("book", "gsi1pk", "$library#memberid_${memberId}")
      .unescaped().lowerCase().partial();
  private static final KeyTemplate FULL_NAME = KeyTemplate.parse("book", "gsi2pk",
      "$library#authorlastname_${authorLastName}#authorfirstname_${authorFirstName}").unescaped().partial();
  private static final KeyTemplate TAGGED = KeyTemplate.parseSortKey("book", "gsi4sk", "TAG#${tag}#END").partial();

  @Test
  void aKeyStopsAtTheLabelOfTheFirstAbsentComponent() {
    assertEquals("$library#memberid_", MEMBER.renderPartial((String) null));
    assertEquals("$library#memberid_m-7", MEMBER.renderPartial(MEMBER.text(0, "M-7")));
    assertEquals("$library#authorlastname_king#authorfirstname_", FULL_NAME.renderPartial("king", null));
    assertEquals("$library#authorlastname_", FULL_NAME.renderPartial(null, "stephen"),
        "nothing after the first absent component, as ElectroDB writes it");
    assertEquals("TAG#", TAGGED.renderPartial((String) null));
    assertEquals("TAG#x#END", TAGGED.renderPartial("x"));
  }

  @Test
  void aShortKeyDecodesWithNullForEachAbsentComponent() {
    assertArrayEquals(new String[] {null}, MEMBER.decode("$library#memberid_"));
    assertArrayEquals(new String[] {"m-7"}, MEMBER.decode("$library#memberid_m-7"));
    assertArrayEquals(new String[] {"king", null}, FULL_NAME.decode("$library#authorlastname_king#authorfirstname_"));
    assertArrayEquals(new String[] {null, null}, FULL_NAME.decode("$library#authorlastname_"));
    assertArrayEquals(new String[] {null}, TAGGED.decode("TAG#"));
    assertArrayEquals(new String[] {"x"}, TAGGED.decode("TAG#x#END"));
  }

  @Test
  void anEmptyValueIsRefusedSinceItWouldReadBackAsAbsent() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> MEMBER.renderPartial(MEMBER.text(0, "")));
    assertEquals("book", refused.entity());
    assertEquals("memberId", refused.field());
    assertEquals("", refused.value());
  }

  @Test
  void aTemplateThatIsNotPartialStillDecodesAnEmptyComponentAsEmpty() {
    KeyTemplate whole = KeyTemplate.parse("book", "gsi1pk", "$library#memberid_${memberId}").unescaped();
    assertArrayEquals(new String[] {""}, whole.decode("$library#memberid_"));
  }
}
