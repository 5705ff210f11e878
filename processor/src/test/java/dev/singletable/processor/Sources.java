package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/** Test inputs under {@code src/test/resources} and the compiler that runs the processor on them. */
final class Sources {
  private Sources() {}

  /** A bad input: {@code bad/<name>.java}. */
  static JavaFileObject bad(String name) {
    return JavaFileObjects.forResource("bad/" + name + ".java");
  }

  /** A good input: {@code good/<name>.java}. */
  static JavaFileObject good(String name) {
    return JavaFileObjects.forResource("good/" + name + ".java");
  }

  static JavaFileObject[] good(String... names) {
    return Arrays.stream(names).map(Sources::good).toArray(JavaFileObject[]::new);
  }

  /**
   * Compiles with the processor and every lint warning the build itself enables, so that warnings
   * in generated code fail {@code succeededWithoutWarnings()}.
   */
  static Compilation compile(JavaFileObject... files) {
    return Compiler.javac()
        .withProcessors(new SingleTableProcessor())
        .withOptions("-Xlint:all,-processing")
        .compile(files);
  }

  /**
   * Compiles {@code bad/<name>.java} and asserts that an error containing {@code message} points at
   * the line containing {@code line}: the annotation value or component at fault.
   *
   * @return the compilation, for more assertions
   */
  static Compilation assertErrorAt(String name, String message, String line) {
    JavaFileObject source = bad(name);
    Compilation compilation = compile(source);
    assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
    return compilation;
  }

  /**
   * Runs only the processor, writing generated sources below {@code directory}. Unlike {@link
   * #compile}, it shows what was generated when the compilation also failed.
   *
   * @return the errors, as printed
   */
  static List<String> generateInto(Path directory, JavaFileObject... files) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fileManager =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      fileManager.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(directory));
      fileManager.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(directory));
      JavaCompiler.CompilationTask task =
          javac.getTask(null, fileManager, diagnostics, List.of("-proc:only"), null, List.of(files));
      task.setProcessors(List.of(new SingleTableProcessor()));
      task.call();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return diagnostics.getDiagnostics().stream()
        .filter(diagnostic -> diagnostic.getKind() == javax.tools.Diagnostic.Kind.ERROR)
        .map(diagnostic -> diagnostic.getMessage(Locale.ROOT))
        .toList();
  }
}
