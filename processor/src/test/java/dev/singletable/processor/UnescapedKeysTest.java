package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Entity(unescapedKeys = true)}: keys stored as other tools store them. What cannot be stored
 * so does not compile; what can generates templates that write text as it is.
 */
class UnescapedKeysTest {

  @Test
  void unescapedKeysThatCanRenderAnotherEntitysKeyAreAKeyCollision() {
    Compilation compilation = Sources.assertErrorAt("UnescapedCollidingKeys",
        "[SingleTableKeyCollision] the primary key of bad.UnescapedCollidingKeys.Note", "@Sk(template = \"ORDER#${note}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void enumConstantsThatCannotBeToldApartWithoutEscapesAreAnErrorAtTheTemplate() {
    Compilation compilation = Sources.assertErrorAt("UnescapedEnumConstants",
        "[SingleTableUnescapedKeys] enum component ${part} of UnescapedEnumConstants cannot be stored without escapes"
            + " (unescapedKeys = true) in key template \"${part}_V${version}\": \"DRAFT_VERSION\" followed by \"_V\""
            + " starts with \"DRAFT\" followed by \"_V\"",
        "@Sk(template = \"${part}_V${version}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aCollectionWhoseMembersStoreKeysDifferentlyIsAnErrorAtTheDeclaration() {
    Compilation compilation = Sources.assertErrorAt("UnescapedCollectionMember",
        "[SingleTableUnescapedKeys] bad.UnescapedCollectionMember.Subscription stores its keys without escapes"
            + " (unescapedKeys = true), but entity \"star\" of its collection \"watching\" escapes them",
        "unescapedKeys = true)");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void templatesOfAnEntityStoringKeysUnescapedWriteTextAsItIs() throws java.io.IOException {
    JavaFileObject track = JavaFileObjects.forSourceString("com.example.Track", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.Gsi;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "music", name = "track", unescapedKeys = true)
        @Pk(template = "${album}", field = "partition_key")
        @Sk(template = "TRACK_${token}", field = "sort_key")
        @Gsi(index = "gsi1", name = "byTitle", pk = "TITLE_${title}", sk = "${n}")
        public record Track(String album, String token, String title, long n) {}
        """);
    Compilation compilation = Sources.compile(track);
    assertThat(compilation).succeeded();
    String generated = compilation.generatedSourceFile("com.example.TrackEntity").orElseThrow()
        .getCharContent(true).toString().replaceAll("\\s+", "");
    assertTrue(generated.contains("KeyTemplate.parseSortKey(NAME,\"sort_key\",\"TRACK_${token}\").unescaped();"));
    assertTrue(generated.contains("KeyTemplate.parse(NAME,\"gsi1pk\",\"TITLE_${title}\").unescaped();"));
  }
}
