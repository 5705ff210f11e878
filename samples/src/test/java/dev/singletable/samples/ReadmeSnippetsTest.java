package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example the README marks is the code of a README test, letter for letter (see {@link
 * ReadmeSnippets}), so an example that stops compiling or doing what its comments say fails a test.
 */
class ReadmeSnippetsTest {
  /** The examples a reader needs; removing one from the README fails here. */
  private static final List<String> REQUIRED = List.of("complete", "queries", "updates", "service", "transactions",
      "batches", "collections", "async", "metrics-and-traces");

  @TestFactory
  Stream<DynamicTest> eachReadmeExampleIsTheCodeOfAReadmeTest() {
    Map<String, String> regions = ReadmeSnippets.regions();
    return ReadmeSnippets.examples(ReadmeSnippets.readme()).entrySet().stream()
        .map(example -> DynamicTest.dynamicTest(example.getKey(), () -> {
          assertTrue(regions.containsKey(example.getKey()),
              "README example " + example.getKey() + " has no region // readme: " + example.getKey() + " in a README test");
          assertEquals(regions.get(example.getKey()), example.getValue(),
              "README example " + example.getKey() + " differs from the code its test runs");
        }));
  }

  @Test
  void everyReadmeTestRegionIsShownInTheReadme() {
    TreeSet<String> missing = new TreeSet<>(ReadmeSnippets.regions().keySet());
    missing.removeAll(ReadmeSnippets.examples(ReadmeSnippets.readme()).keySet());
    assertEquals(new TreeSet<>(), missing, "regions of README tests that the README does not mark");
  }

  @Test
  void theReadmeShowsEveryRequiredExample() {
    TreeSet<String> missing = new TreeSet<>(REQUIRED);
    missing.removeAll(ReadmeSnippets.examples(ReadmeSnippets.readme()).keySet());
    assertEquals(new TreeSet<>(), missing, "README examples");
  }

  @Test
  void assertionsAreHiddenAndSubstitutionsShown() {
    String source = String.join("\n",
        "class X {",
        "  void run() {",
        "    // readme: demo",
        "    DynamoDbClient client = engine.client();   // readme shows: DynamoDbClient client = DynamoDbClient.create();",
        "    long n = count();",
        "    assertEquals(3, n,",
        "        \"three\");",
        "    if (n > 0) {",
        "      fail(\"never\");",
        "    }",
        "    // readme: end",
        "    assertEquals(1, 1);",
        "  }",
        "}");

    assertEquals(Map.of("demo", "DynamoDbClient client = DynamoDbClient.create();\nlong n = count();\nif (n > 0) {\n}\n"),
        ReadmeSnippets.regions(source));
  }
}
