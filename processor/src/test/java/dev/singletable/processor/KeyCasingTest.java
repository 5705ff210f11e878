package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Pk(casing = ...)} and its kin: keys whose text and enum values are folded to one case, as
 * ElectroDB stores them. What folding would make ambiguous does not compile; what it can fold
 * generates templates that fold.
 */
class KeyCasingTest {

  @Test
  void enumConstantsThatFoldToOneTextAreAnErrorAtTheTemplate() {
    Compilation compilation = Sources.assertErrorAt("CasingEnumConstants",
        "[SingleTableKeyCasing] enum component ${level} of CasingEnumConstants is folded to lower case in key"
            + " template \"LEVEL#${level}\" (KeyCasing.LOWER), where its constants \"HIGH\" and \"High\" become"
            + " \"high\" and \"high\", which a key cannot tell apart",
        "@Sk(template = \"LEVEL#${level}\",");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void storedTextsThatFoldToOneTextAreAnErrorAtTheIndexTemplate() {
    Compilation compilation = Sources.assertErrorAt("CasingStoredAsTexts",
        "[SingleTableKeyCasing] enum component ${state} of CasingStoredAsTexts is folded to upper case in key"
            + " template \"STATE#${state}\" (KeyCasing.UPPER), where its constants \"open\" and \"OPEN\" become"
            + " \"OPEN\" and \"OPEN\"",
        "@Gsi(index = \"gsi1\", name = \"byState\", pk = \"STATE#${state}\",");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void casingOnANumberKeyIsAnErrorAtTheCasing() {
    Compilation compilation = Sources.assertErrorAt("CasingNumberKey",
        "[SingleTableKeyCasing] KeyCasing.LOWER on key sk = \"${sequence}\" of CasingNumberKey, which is stored as"
            + " NUMBER, so no value in it can be folded",
        "casing = KeyCasing.LOWER)");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aCollectionWhoseMembersFoldItsKeyDifferentlyIsAnErrorAtTheCasing() {
    Compilation compilation = Sources.assertErrorAt("CasingCollectionMember",
        "[SingleTableKeyCasing] bad.CasingCollectionMember.Loan renders key pk of its collection \"account\" with"
            + " KeyCasing.LOWER, but entity \"member\" of the collection with KeyCasing.NONE",
        "casing = KeyCasing.LOWER)");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void foldedKeysFoldBeforeTheirEnumNamesAreGiven() throws java.io.IOException {
    JavaFileObject author = JavaFileObjects.forSourceString("com.example.Author", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Gsi;
        import dev.singletable.annotation.KeyCasing;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "library", name = "author")
        @Pk(template = "$library#author_${lastName}", casing = KeyCasing.LOWER)
        @Sk(template = "$author_1#${genre}")
        @Gsi(index = "gsi1", name = "byGenre", pk = "GENRE#${genre}", pkCasing = KeyCasing.UPPER,
            sk = "${firstName}", skCasing = KeyCasing.LOWER)
        public record Author(String lastName, String firstName, Genre genre) {
          public enum Genre { Fiction, Poetry }
        }
        """);
    Compilation compilation = Sources.compile(author);
    assertThat(compilation).succeeded();
    String generated = compilation.generatedSourceFile("com.example.AuthorEntity").orElseThrow()
        .getCharContent(true).toString().replaceAll("\\s+", "");
    assertTrue(generated.contains("KeyTemplate.parse(NAME,\"pk\",\"$library#author_${lastName}\").lowerCase();"),
        generated);
    assertTrue(generated.contains("KeyTemplate.parseSortKey(NAME,\"sk\",\"$author_1#${genre}\").exact(0,"),
        generated);
    assertTrue(generated.contains("KeyTemplate.parse(NAME,\"gsi1pk\",\"GENRE#${genre}\").upperCase().exact(0,"),
        generated);
    assertTrue(generated.contains("KeyTemplate.parseSortKey(NAME,\"gsi1sk\",\"${firstName}\").lowerCase();"),
        generated);
  }
}
