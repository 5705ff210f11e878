package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated source of the DESIGN.md {@code Event}, compared letter for letter with {@code
 * src/test/resources/golden/EventEntity.java}, so that a reviewer sees what users get.
 *
 * <p>After an intended change to the generated code, rewrite the golden file and review its diff:
 *
 * <pre>
 * mvn -pl processor test -Dtest=GoldenFileTest -Dsingletable.golden.update=true
 * </pre>
 */
class GoldenFileTest {
  /** Relative to the module directory, where Maven and Gradle run tests. */
  private static final Path GOLDEN = Path.of("src/test/resources/golden/EventEntity.java");

  @Test
  void eventEntityMatchesGoldenFile() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("Event"));
    JavaFileObject generated = compilation.generatedSourceFile("com.example.events.EventEntity")
        .orElseThrow(() -> new AssertionError("EventEntity was not generated: " + compilation.diagnostics()));
    String actual = generated.getCharContent(false).toString();
    if (Boolean.getBoolean("singletable.golden.update")) {
      Files.writeString(GOLDEN, actual, StandardCharsets.UTF_8);
    }
    assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), actual,
        "generated EventEntity differs from " + GOLDEN + "; if intended, rerun with -Dsingletable.golden.update=true");
  }
}
