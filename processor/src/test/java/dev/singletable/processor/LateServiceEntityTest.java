package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
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
        .withProcessors(new SingleTableProcessor(), new LateEntityGenerator())
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
        .withProcessors(new SingleTableProcessor(), new LateEntityGenerator("tags"))
        .withOptions("-Xlint:all,-processing")
        .compile(NOTE);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.late.TagEntity");
    assertThat(compilation).generatedSourceFile("com.example.late.TagsService");
  }

  /**
   * Generates the entity record {@code com.example.late.Tag} in the second round, as a processor of
   * another library might, after the first round wrote the services.
   */
  private static final class LateEntityGenerator extends AbstractProcessor {
    private final String service;
    private int round;

    LateEntityGenerator() {
      this("notes");
    }

    LateEntityGenerator(String service) {
      this.service = service;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment environment) {
      round++;
      if (round == 1) {
        // A helper type first, so that javac runs a second round, in which the entity appears.
        write("com.example.late.TagSource", "package com.example.late;\n\nfinal class TagSource {}\n");
      } else if (round == 2) {
        write("com.example.late.Tag", "package com.example.late;\n\n"
            + "import dev.singletable.annotation.Entity;\n"
            + "import dev.singletable.annotation.Pk;\n"
            + "import dev.singletable.annotation.Sk;\n\n"
            + "@Entity(service = \"" + service + "\", name = \"tag\")\n"
            + "@Pk(template = \"TAG#${tagId}\")\n"
            + "@Sk(template = \"#TAG\")\n"
            + "public record Tag(String tagId, String label) {}\n");
      }
      return false;
    }

    private void write(String name, String source) {
      try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
        writer.write(source);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
