package dev.singletable.samples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The README's examples (and those of the pages under {@code docs/}) and the test code that runs them.
 *
 * <p>A README example is a fenced block right after {@code <!-- example: name -->}. Its code lives in
 * a README test (a {@code Readme*.java} file of this package) between {@code // readme: name} and
 * {@code // readme: end}, where it compiles and runs against the test kit's engine. The README shows that
 * region as written, indentation removed, except for:
 *
 * <ul>
 *   <li>assertions: a line starting with {@code assert} or {@code fail(}, through the line that
 *       ends its statement with {@code ;}, is checked by the test and not shown;
 *   <li>a line ending with {@code // readme shows: text} is shown as {@code text} (how an
 *       application gets what the test takes from the test kit, e.g. its client).
 * </ul>
 */
final class ReadmeSnippets {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  static final Path README = ROOT.resolve("README.md");
  static final Path TESTS = ROOT.resolve("samples/src/test/java/dev/singletable/samples");

  private static final Pattern EXAMPLE = Pattern.compile("<!-- example: (\\S+) -->\\s*```\\w*\\n(.*?)```", Pattern.DOTALL);
  private static final Pattern BEGIN = Pattern.compile("^\\s*// readme: (\\S+)\\s*$");
  private static final String SHOWS = "// readme shows: ";

  private ReadmeSnippets() {}

  /** The README's marked examples by name, each as its block's text. */
  static Map<String, String> examples(String readme) {
    Map<String, String> examples = new LinkedHashMap<>();
    Matcher matcher = EXAMPLE.matcher(readme);
    while (matcher.find()) {
      if (examples.put(matcher.group(1), matcher.group(2)) != null) {
        throw new IllegalStateException("two README examples are named " + matcher.group(1));
      }
    }
    return examples;
  }

  /** The regions of the README tests by name, each as the README must show it. */
  static Map<String, String> regions() {
    Map<String, String> regions = new LinkedHashMap<>();
    try (Stream<Path> files = Files.list(TESTS)) {
      for (Path file : files.filter(f -> f.getFileName().toString().matches("Readme.*\\.java")).sorted().toList()) {
        for (Map.Entry<String, String> region : regions(Files.readString(file)).entrySet()) {
          if (regions.put(region.getKey(), region.getValue()) != null) {
            throw new IllegalStateException("two README test regions are named " + region.getKey());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return regions;
  }

  /** The regions of one source file, each as the README must show it. */
  static Map<String, String> regions(String source) {
    Map<String, String> regions = new LinkedHashMap<>();
    String name = null;
    List<String> shown = new ArrayList<>();
    boolean inAssertion = false;
    for (String line : source.split("\n", -1)) {
      String trimmed = line.trim();
      if (name == null) {
        Matcher begin = BEGIN.matcher(line);
        if (begin.matches() && !begin.group(1).equals("end")) {
          name = begin.group(1);
          shown.clear();
        }
      } else if (trimmed.equals("// readme: end")) {
        regions.put(name, dedent(shown));
        name = null;
      } else if (inAssertion || trimmed.startsWith("assert") || trimmed.startsWith("fail(")) {
        inAssertion = !trimmed.endsWith(";");
      } else if (line.contains(SHOWS)) {
        int at = line.indexOf(SHOWS);
        shown.add(line.substring(0, line.length() - line.stripLeading().length()) + line.substring(at + SHOWS.length()).strip());
      } else {
        shown.add(line);
      }
    }
    if (name != null) {
      throw new IllegalStateException("README test region " + name + " has no // readme: end");
    }
    return regions;
  }

  private static String dedent(List<String> lines) {
    int indent = Integer.MAX_VALUE;
    for (String line : lines) {
      if (!line.isBlank()) {
        indent = Math.min(indent, line.length() - line.stripLeading().length());
      }
    }
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      text.append(line.isBlank() ? "" : line.substring(indent).stripTrailing()).append('\n');
    }
    return text.toString();
  }

  /** The README followed by every page under {@code docs/}: their examples are checked alike. */
  static String readme() {
    try (Stream<Path> pages = Files.walk(ROOT.resolve("docs"))) {
      StringBuilder text = new StringBuilder(Files.readString(README));
      for (Path page : pages.filter(path -> path.toString().endsWith(".md")).sorted().toList()) {
        text.append("\n").append(Files.readString(page));
      }
      return text.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
