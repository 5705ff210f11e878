package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.samples.docs.DocumentationSnippets.Block;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every Java block of the README and of the pages under {@code docs/} is compiled or checked: it is a
 * README test's example, a file of the project the build creates, a model of the error catalogue, an
 * excerpt of a file of the repository, or marked as code that cannot be compiled here, with the
 * reason (see {@link DocumentationSnippets}). Every XML block is well-formed, and Gradle scripts,
 * which this build cannot run, say so.
 */
class DocumentationSnippetsTest {
  private static final Set<String> JAVA_MARKERS = Set.of("example", "project-file", "excerpt", "not-compiled");
  private static final Set<String> GRADLE = Set.of("kotlin", "groovy", "gradle", "kts");

  @Test
  void everyJavaXmlAndGradleBlockIsCheckedOrSaysWhyNot() throws IOException {
    List<String> problems = new ArrayList<>();
    int java = 0;
    int excerpts = 0;
    int examples = 0;
    int xml = 0;
    for (String page : DocumentationSnippets.pages()) {
      for (Block block : DocumentationSnippets.blocks(page, Files.readString(DocumentationSnippets.ROOT.resolve(page)))) {
        String problem = problem(block);
        if (problem != null) {
          problems.add(block.where() + " (```" + block.language() + "): " + problem);
        }
        java += block.language().equals("java") ? 1 : 0;
        excerpts += "excerpt".equals(block.marker()) ? 1 : 0;
        examples += "example".equals(block.marker()) ? 1 : 0;
        xml += block.language().equals("xml") ? 1 : 0;
      }
    }
    assertEquals(List.of(), problems, "documentation blocks that nothing checks");
    assertTrue(java > 150, "Java blocks found: " + java);
    assertTrue(excerpts > 40, "excerpts found: " + excerpts);
    assertTrue(examples > 25, "examples found: " + examples);
    assertTrue(xml > 5, "XML blocks found: " + xml);
  }

  /** Why nothing keeps the block true, or null when something does. */
  private static String problem(Block block) throws IOException {
    if ("not-compiled".equals(block.marker())) {
      return block.argument().isEmpty() ? "<!-- not-compiled: --> gives no reason" : null;
    }
    if ("excerpt".equals(block.marker())) {
      Path file = DocumentationSnippets.ROOT.resolve(block.argument()).normalize();
      if (block.argument().isEmpty() || !file.startsWith(DocumentationSnippets.ROOT) || !Files.isRegularFile(file)) {
        return "<!-- excerpt: " + block.argument() + " --> names no file of the repository";
      }
      String excerpt = DocumentationSnippets.excerptProblem(block.text(), Files.readString(file));
      if (excerpt != null) {
        return "not an excerpt of " + block.argument() + ": " + excerpt;
      }
    }
    if (block.language().equals("xml")) {
      return DocumentationSnippets.xmlProblem(block.text());
    }
    if (GRADLE.contains(block.language())) {
      return "a Gradle script needs <!-- not-compiled: reason -->, this build runs no Gradle";
    }
    if (block.language().equals("java") && !block.page().equals(DocumentationSnippets.ERROR_CATALOGUE)
        && (block.marker() == null || !JAVA_MARKERS.contains(block.marker()))) {
      return "needs <!-- example: name -->, <!-- excerpt: path -->, or <!-- not-compiled: reason --> before it";
    }
    return null;
  }

  @Test
  void blocksCarryTheMarkerBeforeThemAndTheirLineNumber() {
    List<Block> blocks = DocumentationSnippets.blocks("page.md", String.join("\n",
        "# Page",
        "<!-- excerpt: samples/pom.xml -->",
        "",
        "  ```java",
        "  int x = 1;",
        "  ```",
        "text",
        "```kotlin",
        "java { }",
        "```"));

    assertEquals(List.of(
            new Block("page.md", 4, "java", "excerpt", "samples/pom.xml", "int x = 1;\n"),
            new Block("page.md", 8, "kotlin", null, null, "java { }\n")),
        blocks);
  }

  @Test
  void anExcerptIsConsecutiveLinesWhateverTheirIndentation() {
    String file = String.join("\n", "class A {", "  int a;", "  int b;", "", "  int c;", "}");

    assertNull(DocumentationSnippets.excerptProblem("int a;\nint b;\n", file));
    assertNull(DocumentationSnippets.excerptProblem("    int b;\n\n    int c;\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("int a;\nint c;\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("int a;\nint  b;\n", file));
    assertNull(DocumentationSnippets.excerptProblem("int a;      // a note\nint b;\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("int a; // no note\nint b;\n", file));
  }

  @Test
  void anOutlineLeavesOutLinesAndBodiesOnlyWhereItSaysSo() {
    String file = String.join("\n",
        "final class A {",
        "  /** One. */",
        "  int one() {",
        "    return 1;",
        "  }",
        "",
        "  int two() {",
        "    return 2;",
        "  }",
        "}");

    assertNull(DocumentationSnippets.excerptProblem("final class A {\n  // ... the javadoc\n  int one() { ... }\n\n  int two() { ... }\n}\n", file));
    assertNull(DocumentationSnippets.excerptProblem("final class A {\n  ...\n  int two() {\n    return 2;\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("final class A {\n  int one() { ... }\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("final class A {\n  ...\n  int three() { ... }\n", file));
    assertNotNull(DocumentationSnippets.excerptProblem("int one() { ... }\nint two() { ... }\n", file));
  }

  @Test
  void xmlFragmentsAreReadInsideOneRoot() {
    assertNull(DocumentationSnippets.xmlProblem("<a>1</a>\n<b/>\n"));
    assertNull(DocumentationSnippets.xmlProblem("<?xml version=\"1.0\"?>\n<project/>\n"));
    assertNotNull(DocumentationSnippets.xmlProblem("<a>1</b>\n"));
  }
}
