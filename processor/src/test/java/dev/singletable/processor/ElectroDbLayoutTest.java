package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @Entity(layout = KeyLayout.ELECTRODB)}: keys rendered in ElectroDB's format from the
 * service, the entity, its version and the components each template names, ElectroDB's identity,
 * and the layout in the lock.
 */
class ElectroDbLayoutTest {
  private static final JavaFileObject BOARD = JavaFileObjects.forSourceString("com.example.Board", """
      package com.example;

      import dev.singletable.annotation.Entity;
      import dev.singletable.annotation.Gsi;
      import dev.singletable.annotation.KeyCasing;
      import dev.singletable.annotation.KeyLayout;
      import dev.singletable.annotation.Pk;
      import dev.singletable.annotation.Sk;

      @Entity(service = "taskApp", name = "board", version = 2, layout = KeyLayout.ELECTRODB)
      @Pk(template = "${userId}", collection = "owned", subCollection = "managed")
      @Sk(template = "${boardId}")
      @Gsi(index = "gsi1", name = "byTitle", pk = "${title}${userId}", pkField = "gsi1pk", skField = "gsi1sk")
      @Gsi(index = "gsi2", name = "byOwner", pk = "Owner#${userId}", pkField = "gsi2pk", sk = "${boardId}",
          skField = "gsi2sk", skCasing = KeyCasing.NONE)
      @Gsi(index = "gsi3", name = "unsorted", pk = "${boardId}", pkField = "gsi3pk")
      public record Board(String userId, String boardId, String title) {}
      """);

  @TempDir
  Path directory;

  @Test
  void keysAreRenderedInElectroDbsFormatFromServiceEntityVersionAndComponentNames() throws IOException {
    Compilation compilation = Sources.compile(BOARD);
    assertThat(compilation).succeeded();
    String generated = generated(compilation, "com.example.BoardEntity");
    // Partition key: $<service>#<component>_<value>, the whole key lower-cased.
    assertTemplate(generated, "pk", "$taskapp#userid_${userId}");
    // Sort key: led by the collection and sub-collection, then <entity>_<version>.
    assertTemplate(generated, "sk", "$owned#managed#board_2#boardid_${boardId}");
    assertTemplate(generated, "gsi1pk", "$taskapp#title_${title}#userid_${userId}");
    // An index that names its sort key's field and no template: a sort key without components.
    assertTemplate(generated, "gsi1sk", "$board_2");
    // ElectroDB's template form: rendered as written, folded; a key naming its casing keeps the labels' case.
    assertTemplate(generated, "gsi2pk", "owner#${userId}");
    assertTemplate(generated, "gsi2sk", "$board_2#boardId_${boardId}");
    // An index without sort key: the partition key carries the sort key's lead.
    assertTemplate(generated, "gsi3pk", "$taskapp$board_2#boardid_${boardId}");
    assertTrue(generated.contains("\"__edb_e__\""), generated);
    assertTrue(generated.contains("\"__edb_v__\""), generated);
  }

  @Test
  void aNumberKeyIsElectroDbsNumericKeyItsComponentAlone() throws IOException {
    Compilation compilation = Sources.compile(JavaFileObjects.forSourceString("com.example.Reading", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.KeyLayout;
        import dev.singletable.annotation.KeyType;
        import dev.singletable.annotation.Pk;
        import dev.singletable.annotation.Sk;

        @Entity(service = "meters", name = "reading", layout = KeyLayout.ELECTRODB)
        @Pk(template = "${meterId}")
        @Sk(template = "${seq}", type = KeyType.NUMBER)
        public record Reading(String meterId, long seq) {}
        """));
    assertThat(compilation).succeededWithoutWarnings();
    String generated = generated(compilation, "com.example.ReadingEntity");
    assertTemplate(generated, "pk", "$meters#meterid_${meterId}");
    assertTemplate(generated, "sk", "${seq}");
  }

  @Test
  void theLayoutLockRecordsTheLayoutAndElectroDbsIdentity() throws IOException {
    Path lock = directory.resolve("singletable.lock");
    Compilation compilation = Compiler.javac().withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all,-processing", "-Asingletable.lock=" + lock, "-Asingletable.lock.create=true")
        .compile(BOARD);
    assertThat(compilation).succeeded();
    String locked = Files.readString(lock);
    assertThat(locked).contains("[taskApp/board v2]\n");
    assertThat(locked).contains("layout = electrodb\n");
    assertThat(locked).contains("identity = __edb_e__ = board, __edb_v__ = version (S)\n");
    assertThat(locked).contains("keys = unescaped\n");
    assertThat(locked).contains("casing primary.pk = lower\n");
    Compilation again = Compiler.javac().withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all,-processing", "-Asingletable.lock=" + lock).compile(BOARD);
    assertThat(again).succeeded();
    assertThat(Files.readString(lock)).isEqualTo(locked);
  }

  @Test
  void anotherTypeAttributeIsAnErrorAtTheValue() {
    Compilation compilation = Sources.assertErrorAt("ElectroDbLayoutIdentity",
        "[SingleTableElectroDbLayout] typeAttribute of ElectroDbLayoutIdentity is \"__entity\", where layout ="
            + " KeyLayout.ELECTRODB stores its type in __edb_e__ as ElectroDB does; leave typeAttribute out, or the"
            + " layout",
        "typeAttribute = \"__entity\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void escapedKeysOrAVersionStoredAsANumberAreErrorsAtTheirValues() {
    JavaFileObject source = JavaFileObjects.forSourceString("com.example.Author", """
        package com.example;

        import dev.singletable.annotation.Entity;
        import dev.singletable.annotation.KeyLayout;
        import dev.singletable.annotation.Pk;

        @Entity(service = "library", name = "author", layout = KeyLayout.ELECTRODB,
            unescapedKeys = false,
            versionAsString = false)
        @Pk(template = "${authorLastName}")
        public record Author(String authorLastName) {}
        """);
    Compilation compilation = Sources.compile(source);
    assertThat(compilation).hadErrorContaining("[SingleTableElectroDbLayout] unescapedKeys of Author is false")
        .inFile(source).onLineContaining("unescapedKeys = false");
    assertThat(compilation).hadErrorContaining("[SingleTableElectroDbLayout] versionAsString of Author is false")
        .inFile(source).onLineContaining("versionAsString = false");
    assertThat(compilation).hadErrorCount(2);
  }

  private static String generated(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString().replaceAll("\\s+", "");
  }

  private static void assertTemplate(String generated, String field, String template) {
    assertTrue(generated.contains("\"" + field + "\",\"" + template + "\")"),
        field + " = " + template + " in " + generated);
  }
}
