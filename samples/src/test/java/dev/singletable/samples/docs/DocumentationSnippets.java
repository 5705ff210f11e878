package dev.singletable.samples.docs;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.xml.sax.InputSource;

/**
 * The fenced code blocks of the README and of the pages under {@code docs/}, and the rules that say
 * how each is kept true.
 *
 * <p>A block is marked by the HTML comment on the last non-blank line before its opening fence:
 *
 * <ul>
 *   <li>{@code <!-- example: name -->}: the code of a README test region ({@code ReadmeSnippetsTest});
 *   <li>{@code <!-- project-file: path -->}: a file of the project the build creates from the page
 *       ({@code ReadmeProjectTest});
 *   <li>{@code <!-- excerpt: path/from/repository/root -->}: text of that file, see {@link #excerptProblem};
 *   <li>{@code <!-- not-compiled: reason -->}: code that cannot be compiled here (another library's,
 *       a Gradle script), with the reason.
 * </ul>
 *
 * <p>The models of {@code docs/reference/errors.md} are compiled by the processor's
 * {@code ErrorCatalogueTest}.
 */
final class DocumentationSnippets {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  static final String ERROR_CATALOGUE = "docs/reference/errors.md";

  private static final Pattern FENCE = Pattern.compile("^(\\s*)(```|~~~)\\s*([\\w+-]*).*$");
  private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*([\\w-]+):(.*?)-->\\s*$");
  private static final String ELISION = "...";
  private static final String ELISION_COMMENT = "// ...";
  private static final String ELIDED_BODY = "{ ... }";
  private static final Pattern NOTE = Pattern.compile("\\S\\s{2,}//");

  private DocumentationSnippets() {}

  /** One fenced block: where it starts, its language, the marker before it, its text without the page's indentation. */
  record Block(String page, int line, String language, String marker, String argument, String text) {
    String where() {
      return page + ":" + line;
    }
  }

  /** The README and every page under {@code docs/}, as paths from the repository root. */
  static List<String> pages() {
    List<String> pages = new ArrayList<>(List.of("README.md"));
    try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
      files.filter(path -> path.toString().endsWith(".md")).sorted()
          .forEach(path -> pages.add(ROOT.relativize(path).toString().replace('\\', '/')));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return pages;
  }

  /** The fenced blocks of one page, in order. */
  static List<Block> blocks(String page, String markdown) {
    List<Block> blocks = new ArrayList<>();
    String[] lines = markdown.split("\n", -1);
    String previous = null;
    for (int i = 0; i < lines.length; i++) {
      Matcher open = FENCE.matcher(lines[i]);
      if (!open.matches()) {
        if (!lines[i].isBlank()) {
          previous = lines[i];
        }
        continue;
      }
      int indent = open.group(1).length();
      StringBuilder text = new StringBuilder();
      int end = i + 1;
      while (end < lines.length && !lines[end].strip().startsWith(open.group(2))) {
        String line = lines[end];
        int strip = Math.min(indent, line.length() - line.stripLeading().length());
        text.append(line.substring(strip)).append('\n');
        end++;
      }
      Matcher marker = previous == null ? null : MARKER.matcher(previous);
      boolean marked = marker != null && marker.matches();
      blocks.add(new Block(page, i + 1, open.group(3).toLowerCase(java.util.Locale.ROOT),
          marked ? marker.group(1) : null, marked ? marker.group(2).strip() : null, text.toString()));
      i = end;
      previous = null;
    }
    return blocks;
  }

  /**
   * Why the block shown is not an excerpt of the file's text, or null when it is. Lines are compared
   * without their leading and trailing white space, and the block's lines must be consecutive lines of the
   * file, except that an outline may leave code out:
   *
   * <ul>
   *   <li>a line {@code ...} or a comment starting {@code // ...} stands for any number of lines
   *       (none included); the rest of that comment says what was left out;
   *   <li>a line ending in an elided body (an opening brace, three dots and a closing brace) stands for
   *       the file's line with the same text ending in the opening brace, and the body that follows,
   *       through the next line of the same indentation that starts with a closing brace;
   *   <li>a line may end in a note, a comment two spaces or more after its code ({@code code   // note}),
   *       that the file does not have: the line matches when its code does.
   * </ul>
   */
  static String excerptProblem(String shown, String file) {
    List<String> block = new ArrayList<>(List.of(shown.split("\n", -1)));
    while (!block.isEmpty() && block.get(block.size() - 1).isBlank()) {
      block.remove(block.size() - 1);
    }
    while (!block.isEmpty() && block.get(0).isBlank()) {
      block.remove(0);
    }
    if (block.isEmpty()) {
      return "the block is empty";
    }
    String[] source = file.split("\n", -1);
    int bestShown = -1;
    int[][] memo = new int[block.size() + 1][source.length + 1];
    for (int start = 0; start < source.length; start++) {
      int matched = matchFrom(block, 0, source, start, memo);
      if (matched == block.size()) {
        return null;
      }
      bestShown = Math.max(bestShown, matched);
    }
    return "line " + (bestShown + 1) + " of the block (" + block.get(Math.max(bestShown, 0)).strip()
        + ") does not continue any run of the file's lines the block's earlier lines match";
  }

  /** How many of the block's lines from {@code shownAt} on match the file from {@code at} on, the most over every way of eliding. */
  private static int matchFrom(List<String> block, int shownAt, String[] source, int at, int[][] memo) {
    if (memo[shownAt][at] == 0) {
      memo[shownAt][at] = 1 + match(block, shownAt, source, at, memo);
    }
    return memo[shownAt][at] - 1;
  }

  private static int match(List<String> block, int shownAt, String[] source, int at, int[][] memo) {
    int shownLine = shownAt;
    int line = at;
    while (shownLine < block.size()) {
      String shown = block.get(shownLine).strip();
      if (isElision(shown)) {
        int best = shownLine;
        for (int skip = line; skip <= source.length; skip++) {
          int matched = matchFrom(block, shownLine + 1, source, skip, memo);
          if (matched == block.size()) {
            return matched;
          }
          best = Math.max(best, matched);
        }
        return best;
      }
      if (line >= source.length) {
        return shownLine;
      }
      if (shown.endsWith(ELIDED_BODY) && !shown.equals(ELIDED_BODY)) {
        String opening = shown.substring(0, shown.length() - ELIDED_BODY.length()).strip() + " {";
        if (!source[line].strip().equals(opening)) {
          return shownLine;
        }
        int close = closingLine(source, line);
        if (close < 0) {
          return shownLine;
        }
        line = close + 1;
      } else if (source[line].strip().equals(shown) || source[line].strip().equals(withoutNote(shown))) {
        line++;
      } else {
        return shownLine;
      }
      shownLine++;
    }
    return shownLine;
  }

  /** The code of a line that ends in a note ({@code code   // note}, two spaces or more before it). */
  private static String withoutNote(String line) {
    Matcher note = NOTE.matcher(line);
    return note.find() ? line.substring(0, note.start() + 1) : line;
  }

  private static boolean isElision(String line) {
    return line.equals(ELISION) || line.startsWith(ELISION_COMMENT);
  }

  private static int closingLine(String[] source, int opening) {
    int indent = indentation(source[opening]);
    for (int line = opening + 1; line < source.length; line++) {
      if (!source[line].isBlank() && indentation(source[line]) == indent && source[line].strip().startsWith("}")) {
        return line;
      }
    }
    return -1;
  }

  private static int indentation(String line) {
    return line.length() - line.stripLeading().length();
  }

  /** Why the XML shown is not well-formed, or null when it is; a fragment is read inside one root element. */
  static String xmlProblem(String shown) {
    String text = shown.strip().replaceFirst("^<\\?xml[^>]*\\?>", "");
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      javax.xml.parsers.DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler());
      builder.parse(new InputSource(new StringReader("<fragment>" + text + "</fragment>")));
      return null;
    } catch (Exception e) {
      return "not well-formed XML: " + e.getMessage();
    }
  }
}
