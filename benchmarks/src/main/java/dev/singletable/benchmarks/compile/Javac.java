package dev.singletable.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * One in-process {@code javac} run over entity records, with or without the singletable processor,
 * as Maven's compiler plugin runs it: same options but the processor path, a fresh file manager per
 * run.
 */
final class Javac {
  static final String PROCESSOR = "dev.singletable.processor.SingleTableProcessor";

  private final JavaCompiler compiler;
  private final String classpath;

  /**
   * @param classpath the compile classpath (annotations, runtime, SDK) and, with the processor, the
   *     processor path
   */
  Javac(String classpath) {
    this.compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      throw new IllegalStateException("no system Java compiler: run the benchmarks on a JDK, not a JRE");
    }
    this.classpath = classpath;
  }

  /**
   * Compiles the sources into {@code output}/classes (generated sources into {@code
   * output}/generated).
   *
   * @return the number of entity record and generated entity classes written
   * @throws IllegalStateException when the compile fails
   */
  int compile(List<Path> sources, Path output, boolean withProcessor) {
    try {
      Path classes = Files.createDirectories(output.resolve("classes"));
      Path generated = Files.createDirectories(output.resolve("generated"));
      List<String> options = new ArrayList<>(List.of(
          "--release", "17", "-encoding", "UTF-8", "-classpath", classpath,
          "-d", classes.toString(), "-s", generated.toString()));
      if (withProcessor) {
        options.addAll(List.of("-processorpath", classpath, "-processor", PROCESSOR));
      } else {
        options.add("-proc:none");
      }
      DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
      try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
        boolean ok = compiler.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources))
            .call();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
          if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
            throw new IllegalStateException("compile failed: " + diagnostic);
          }
        }
        if (!ok) {
          throw new IllegalStateException("compile failed: " + diagnostics.getDiagnostics());
        }
      }
      return countEntityClasses(classes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Runs only the processor over the sources ({@code -proc:only}) in a separate {@code javac}
   * process, so that this JVM's compiler stays as cold as it was.
   *
   * @return the generated sources
   * @throws IllegalStateException when javac fails
   */
  List<Path> generateInAnotherProcess(List<Path> sources, Path output) {
    try {
      Path generated = Files.createDirectories(output.resolve("generated"));
      List<String> command = new ArrayList<>(List.of(
          Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
          "--release", "17", "-encoding", "UTF-8", "-classpath", classpath, "-proc:only",
          "-processorpath", classpath, "-processor", PROCESSOR, "-s", generated.toString()));
      sources.forEach(source -> command.add(source.toString()));
      Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
      String log = new String(javac.getInputStream().readAllBytes());
      if (javac.waitFor() != 0) {
        throw new IllegalStateException("javac -proc:only failed: " + log);
      }
      try (Stream<Path> files = Files.walk(generated)) {
        return files.filter(p -> p.toString().endsWith(".java")).toList();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static int countEntityClasses(Path classes) throws IOException {
    try (Stream<Path> paths = Files.walk(classes)) {
      return (int) paths.map(p -> p.getFileName().toString())
          .filter(name -> name.matches("Entity\\d+(Entity)?\\.class"))
          .count();
    }
  }
}
