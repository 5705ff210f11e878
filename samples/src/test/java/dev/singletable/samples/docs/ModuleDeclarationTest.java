package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The module declaration of {@code docs/reference/versions.md} (an excerpt of {@code
 * src/test/module-path/module-info.java}) compiles with the library's jars and the AWS SDK's on the
 * module path, as automatic modules, for an application class that uses the runtime.
 */
class ModuleDeclarationTest {
  static final Path DECLARATION = Path.of("src/test/module-path/module-info.java");

  private static final String APPLICATION = String.join("\n",
      "package com.example.app;",
      "",
      "import dev.singletable.runtime.Table;",
      "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
      "",
      "public final class App {",
      "  public static Table table(DynamoDbClient client) {",
      "    return Table.of(client, \"app-table\");",
      "  }",
      "}",
      "");

  @Test
  void theDocumentedDeclarationCompilesOnTheModulePath(@TempDir Path work) throws IOException {
    String errors = compile(work, Files.readString(DECLARATION));

    assertEquals("", errors);
    assertTrue(Files.exists(work.resolve("classes/module-info.class")));
    assertTrue(Files.exists(work.resolve("classes/com/example/app/App.class")));
  }

  @Test
  void aModuleNameNoJarHasDoesNotCompile(@TempDir Path work) throws IOException {
    String errors = compile(work, Files.readString(DECLARATION).replace("dev.singletable.runtime;", "singletable.runtime;"));

    assertNotEquals("", errors);
    assertTrue(errors.contains("module not found: singletable.runtime"), errors);
  }

  /** Compiles the module with the declaration given; what the compiler printed, empty when it succeeded. */
  private static String compile(Path work, String declaration) throws IOException {
    Path sources = work.resolve("src");
    Files.createDirectories(sources.resolve("com/example/app"));
    Files.writeString(sources.resolve("module-info.java"), declaration);
    Files.writeString(sources.resolve("com/example/app/App.java"), APPLICATION);
    ByteArrayOutputStream output = new ByteArrayOutputStream();
    int status = ToolProvider.getSystemJavaCompiler().run(null, output, output,
        "-d", work.resolve("classes").toString(),
        "--module-path", String.join(File.pathSeparator, modulePath()),
        sources.resolve("module-info.java").toString(), sources.resolve("com/example/app/App.java").toString());
    String printed = output.toString(StandardCharsets.UTF_8);
    return status == 0 ? "" : printed.isEmpty() ? "javac exited with " + status : printed;
  }

  /** The jars of the test's class path (the library's, the SDK's and the rest), without the test jars. */
  private static List<String> modulePath() {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    return Arrays.stream(classPath.split(File.pathSeparator))
        .filter(entry -> entry.endsWith(".jar") && !entry.endsWith("-tests.jar"))
        .toList();
  }
}
