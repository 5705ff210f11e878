package dev.singletable.samples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A reference page under {@code docs/reference/} as the tests that hold it to the code read it: its
 * sections, each the lines under a heading up to the next heading, and the rows of their tables,
 * keyed by the name in code type that starts each row ({@code | `name` (more) | ...}).
 */
final class ReferencePage {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern ROW = Pattern.compile("^\\|\\s*`([^`]+)`[^|]*\\|.*\\|\\s*$");

  private final Map<String, List<String>> sections;

  private ReferencePage(Map<String, List<String>> sections) {
    this.sections = sections;
  }

  /** The page at {@code relative} to the repository's root. */
  static ReferencePage read(String relative) {
    try {
      return parse(Files.readString(ROOT.resolve(relative)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The page of {@code markdown}; lines inside fenced code blocks are no headings. */
  static ReferencePage parse(String markdown) {
    Map<String, List<String>> sections = new LinkedHashMap<>();
    List<String> current = new ArrayList<>();
    sections.put("", current);
    boolean fenced = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.stripLeading().startsWith("```")) {
        fenced = !fenced;
      }
      Matcher heading = MarkdownLinksTest.HEADING.matcher(line);
      if (!fenced && heading.matches()) {
        current = new ArrayList<>();
        sections.putIfAbsent(heading.group(1), current);
      } else {
        current.add(line);
      }
    }
    return new ReferencePage(sections);
  }

  /** The headings of the page, in order. */
  List<String> headings() {
    return sections.keySet().stream().filter(heading -> !heading.isEmpty()).toList();
  }

  /** Whether the page has a heading that reads {@code heading}. */
  boolean hasSection(String heading) {
    return sections.containsKey(heading);
  }

  /** The rows of the tables under {@code heading}: each row's cells, the first one included, by its first cell's name. */
  Map<String, List<String>> rows(String heading) {
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String line : sections.getOrDefault(heading, List.of())) {
      Matcher row = ROW.matcher(line);
      if (row.matches()) {
        String cells = line.strip();
        rows.put(row.group(1), Arrays.stream(cells.substring(1, cells.length() - 1).split("\\|", -1))
            .map(String::strip).toList());
      }
    }
    return rows;
  }

  /** The rows of every table of the page, by their first cell's name. */
  Map<String, List<String>> allRows() {
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (String heading : sections.keySet()) {
      rows.putAll(rows(heading));
    }
    return rows;
  }
}
