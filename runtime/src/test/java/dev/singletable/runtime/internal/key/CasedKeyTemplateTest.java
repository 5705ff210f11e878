package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.KeyMismatchException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Templates that fold their text and enum components to one case ({@code @Pk(casing = LOWER)}), as
 * ElectroDB stores key values: every path that renders a value (encoders, the rendering fast paths,
 * the in-place checks of a stored key) folds it, so {@code Stephen} and {@code stephen} are one key.
 */
class CasedKeyTemplateTest {
  private static final KeyTemplate AUTHOR = KeyTemplate.parse("author", "pk", "$library#author_${lastName}")
      .lowerCase();
  private static final KeyTemplate LOAN = KeyTemplate.parseSortKey("copy", "sk",
      "$loan_1#loanenddate_${loanEndDate}#memberid_${memberId}").unescaped().lowerCase();
  private static final KeyTemplate SHOUT = KeyTemplate.parse("shout", "pk", "SHOUT#${word}").upperCase();

  enum Status { AVAILABLE, ON_LOAN }

  @Test
  void everyRenderingOfATextComponentFoldsIt() {
    assertEquals("$library#author_stephen", AUTHOR.renderText("Stephen"));
    assertEquals("$library#author_stephen", AUTHOR.render(AUTHOR.text(0, "STEPHEN")));
    assertEquals("$loan_1#loanenddate_available#memberid_m-1", LOAN.renderText("AVAILABLE", "M-1"));
    assertEquals("SHOUT#HELLO", SHOUT.renderText("hello"));
    Map<String, AttributeValue> item = new HashMap<>();
    AUTHOR.putText(item, 2, "King");
    LOAN.putText(item, 2, "2024-01-01", "Member-7");
    assertEquals("$library#author_king", item.get("pk").s());
    assertEquals("$loan_1#loanenddate_2024-01-01#memberid_member-7", item.get("sk").s());
  }

  @Test
  void theLocaleOfTheJvmDoesNotChangeAKey() {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.forLanguageTag("tr"));
      assertEquals("$library#author_ibsen", AUTHOR.renderText("IBSEN"), "a Turkish dotless i would be \u0131");
    } finally {
      Locale.setDefault(before);
    }
  }

  @Test
  void aStoredFoldedKeyMatchesTheRecordsValueInAnyCase() {
    assertTrue(AUTHOR.rendersText("$library#author_stephen", "Stephen"));
    KeyTemplate fullName = KeyTemplate.parse("author", "gsi2pk",
        "$library#authorlastname_${authorLastName}#authorfirstname_${authorFirstName}").lowerCase();
    assertTrue(fullName.rendersText("$library#authorlastname_king#authorfirstname_stephen", "King", "Stephen"));
    assertFalse(AUTHOR.rendersText("$library#author_Stephen", "Stephen"), "a key of another case is not this key");
    String key = "$library#author_stephen";
    assertEquals(key.length(), AUTHOR.walkText(key, AUTHOR.walkStart(key), 0, "STEPHEN"));
    StoredKeys keys = StoredKeys.of(StoredKeys.key(AUTHOR, "lastName"), null);
    Map<String, AttributeValue> item = new HashMap<>(Map.of("pk", AttributeValue.fromS(key),
        "lastName", AttributeValue.fromS("Stephen")));
    keys.checkText(item, AUTHOR, "Stephen");
    item.put("pk", AttributeValue.fromS("$library#author_stephen-king"));
    assertThrows(KeyMismatchException.class, () -> keys.checkText(item, AUTHOR, "Stephen"));
  }

  @Test
  void aFoldedKeyDecodesToTheFoldedText() {
    assertArrayEquals(new String[] {"available", "m-1"}, LOAN.decode("$loan_1#loanenddate_available#memberid_m-1"));
  }

  @Test
  void enumComponentsFoldTheirNamesEscapedOrExact() {
    KeyTemplate escaped = KeyTemplate.parseSortKey("copy", "sk", "STATUS_${status}").lowerCase();
    assertEquals("on\\_loan", escaped.text(0, Status.ON_LOAN));
    KeyTemplate exact = KeyTemplate.parseSortKey("copy", "sk", "STATUS_${status}").lowerCase()
        .exact(0, "AVAILABLE", "ON_LOAN");
    assertEquals("on_loan", exact.exact(0, Status.ON_LOAN));
    String key = "STATUS_on_loan";
    assertEquals(key.length(), exact.walkExact(key, exact.walkStart(key), 0, Status.ON_LOAN));
  }

  @Test
  void typedComponentsKeepTheirFormats() {
    KeyTemplate ids = KeyTemplate.parse("copy", "pk", "COPY#${id}").upperCase();
    UUID id = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    assertEquals("0f8fad5b-d9cb-469f-a165-70867728950e", ids.uuid(0, id));
  }
}
