package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Key templates the processor refuses, each reported at the template that is at fault. */
class KeyTemplateErrorsTest {

  @Test
  void unknownPlaceholderSuggestsClosestComponent() {
    Compilation compilation = Sources.assertErrorAt("UnknownPlaceholder",
        "[SingleTableUnknownPlaceholder] placeholder ${seqNo} in key template \"EVENT#${seqNo}\"",
        "@Sk(template = \"EVENT#${seqNo}\")");
    assertThat(compilation).hadErrorContaining("did you mean ${seqNum}?");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void emptyTemplateIsMalformed() {
    assertMalformed("EmptyTemplate", "the key template of @Sk of EmptyTemplate is empty", "@Sk(template = \"\")");
  }

  @Test
  void unclosedPlaceholderIsMalformed() {
    assertMalformed("UnclosedPlaceholder", "opens a placeholder at offset 9 that is never closed", "@Pk(");
  }

  @Test
  void emptyPlaceholderIsMalformed() {
    assertMalformed("EmptyPlaceholder", "has an empty placeholder ${} at offset 9", "@Pk(");
  }

  @Test
  void placeholdersWithNothingBetweenThemAreMalformed() {
    assertMalformed("AdjacentPlaceholders", "two placeholders with nothing between them (offset 18)", "@Pk(");
  }

  @Test
  void letterRightAfterPlaceholderIsMalformed() {
    assertMalformed("LetterAfterPlaceholder", "letter, digit or non-BMP character at offset 14", "@Pk(");
  }

  @Test
  void backslashInLiteralIsMalformed() {
    assertMalformed("BackslashInLiteral", "has a backslash at offset 8", "@Pk(");
  }

  @Test
  void keyComponentOfUnsupportedTypeIsRefused() {
    Sources.assertErrorAt("UnsupportedKeyType",
        "[SingleTableUnsupportedKeyType] placeholder ${price} in key template \"PRICE#${price}\""
            + " is of type byte[]",
        "@Sk(template = \"PRICE#${price}\")");
  }

  @Test
  void localDateFollowedByDashCouldNotBeSplitBack() {
    Sources.assertErrorAt("AmbiguousKeyComponent",
        "[SingleTableAmbiguousKeyComponent] placeholder ${day} in key template"
            + " \"DAY#${day}-${shift}\" is followed by '-'",
        "@Sk(template = \"DAY#${day}-${shift}\")");
  }

  private static void assertMalformed(String name, String text, String line) {
    Compilation compilation = Sources.assertErrorAt(name, "[SingleTableMalformedTemplate]", line);
    assertThat(compilation).hadErrorContaining(text);
    assertThat(compilation).hadErrorCount(1);
  }
}
