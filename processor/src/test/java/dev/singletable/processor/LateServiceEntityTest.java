package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A service class is written once, at the end of the first round in which none of its entities
 * waits for a type. An entity that another processor generates after that cannot join it: the
 * processor says so at the entity instead of leaving it out of the service.
 */
class LateServiceEntityTest {
  private static final JavaFileObject NOTE = JavaFileObjects.forSourceString("com.example.late.Note", """
      package com.example.late;

      import dev.singletable.annotation.Entity;
      import dev.singletable.annotation.Pk;
      import dev.singletable.annotation.Sk;

      @Entity(service = "notes", name = "note")
      @Pk(template = "NOTE#${noteId}")
      @Sk(template = "#NOTE")
      public record Note(String noteId, String text) {}
      """);

  @Test
  void entityGeneratedAfterItsServiceWasWrittenIsAnError() {
    Compilation compilation = Compiler.javac()
        .withProcessors(new SingleTableProcessor(), lateEntityGenerator("notes"))
        .withOptions("-Xlint:all,-processing")
        .compile(NOTE);
    assertThat(compilation).hadErrorContaining("[SingleTableLateServiceEntity]");
    assertThat(compilation).hadErrorContaining(
        "com.example.late.Tag joins service \"notes\" after its NotesService was generated in an earlier round");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void entityOfAnotherServiceGeneratedLaterIsFine() {
    Compilation compilation = Compiler.javac()
        .withProcessors(new SingleTableProcessor(), lateEntityGenerator("tags"))
        .withOptions("-Xlint:all,-processing")
        .compile(NOTE);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.late.TagEntity");
    assertThat(compilation).generatedSourceFile("com.example.late.TagsService");
  }

  /**
   * Writes the entity record {@code com.example.late.Tag} in the second round, as a processor of
   * another library might, after the first round wrote the services; the first round writes a helper
   * type, so that javac runs a second one.
   */
  private static GeneratingProcessor lateEntityGenerator(String service) {
    return new GeneratingProcessor(List.of(
        Map.of("com.example.late.TagSource", "package com.example.late;\n\nfinal class TagSource {}\n"),
        Map.of("com.example.late.Tag", "package com.example.late;\n\n"
            + "import dev.singletable.annotation.Entity;\n"
            + "import dev.singletable.annotation.Pk;\n"
            + "import dev.singletable.annotation.Sk;\n\n"
            + "@Entity(service = \"" + service + "\", name = \"tag\")\n"
            + "@Pk(template = \"TAG#${tagId}\")\n"
            + "@Sk(template = \"#TAG\")\n"
            + "public record Tag(String tagId, String label) {}\n")));
  }
}
