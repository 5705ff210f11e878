package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import org.junit.jupiter.api.Test;

/**
 * The README's model, compiled as it shows it: {@code src/test/resources/readme/events/Event.java}
 * holds the README's block letter for letter ({@code DocumentationSnippetsTest} in the samples checks
 * that), after the package and the imports the block leaves out.
 */
class ReadmeModelTest {

  @Test
  void theReadmesEventCompilesAndGetsItsEntity() {
    Compilation compilation = Sources.compile(JavaFileObjects.forResource("readme/events/Event.java"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("com.example.readme.EventEntity");
    assertThat(compilation).generatedSourceFile("com.example.readme.EventsService");
  }
}
