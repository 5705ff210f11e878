package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link in the project's Markdown (README, docs, design documents, the other pages)
 * names a file that exists and, where it has an anchor, a heading (or an {@code <a id>}) of that
 * file, as the repository host renders them; links to web addresses are not followed.
 */
class MarkdownLinksTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern LINK = Pattern.compile("(?<!!)\\[(?:[^\\]\\[]|\\[[^\\]]*\\])*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern IMAGE = Pattern.compile("!\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
  /** A Markdown heading as the repository host reads one; its text in group 1. */
  static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:id|name)=\"([^\"]+)\"");
  private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]*`");

  @Test
  void everyRelativeLinkAndAnchorResolves() throws IOException {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    List<Path> pages = pages();
    assertTrue(pages.contains(ROOT.resolve("README.md")), "the README is among the pages checked: " + pages);
    for (Path page : pages) {
      for (String target : links(Files.readString(page))) {
        checked++;
        String problem = problem(page, target);
        if (problem != null) {
          broken.add(ROOT.relativize(page) + ": (" + target + ") " + problem);
        }
      }
    }
    assertEquals(List.of(), broken, "broken relative links");
    assertTrue(checked > 30, "links found: " + checked);
  }

  @Test
  void anchorsFollowTheHostsRules() {
    assertEquals(Set.of("tables-electrodb-wrote", "what-is-checked-before-sending-and-where",
            "earlier-versions-stay-readable-upcasts", "set-up", "set-up-1", "singletable-test-moto"),
        anchors(String.join("\n", "# Tables ElectroDB wrote", "## What is checked before sending, and where",
            "### Earlier versions stay readable: upcasts", "## Set-up", "## Set-up", "```", "# not a heading",
            "```", "## `singletable-test` (moto)")));
  }

  @Test
  void aBrokenAnchorIsFound() {
    Path readme = ROOT.resolve("README.md");
    assertEquals("has no heading #no-such-section-here", problem(readme, "#no-such-section-here"));
    assertEquals("names no file", problem(readme, "docs/no-such-page.md"));
    assertEquals(null, problem(readme, "CHANGELOG.md"));
  }

  /** Why a link from {@code page} to {@code target} does not resolve, or null when it does. */
  private static String problem(Path page, String target) {
    if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
      return null;
    }
    int hash = target.indexOf('#');
    String file = hash < 0 ? target : target.substring(0, hash);
    String anchor = hash < 0 ? null : target.substring(hash + 1);
    Path linked = file.isEmpty() ? page : page.getParent().resolve(decode(file)).normalize();
    if (!Files.exists(linked)) {
      return "names no file";
    }
    if (anchor == null || anchor.isEmpty() || !linked.toString().endsWith(".md")) {
      return null;
    }
    return anchorsOf(linked).contains(decode(anchor).toLowerCase(Locale.ROOT)) ? null : "has no heading #" + anchor;
  }

  private static final Map<Path, Set<String>> ANCHORS = new HashMap<>();

  private static Set<String> anchorsOf(Path page) {
    return ANCHORS.computeIfAbsent(page, p -> {
      try {
        return anchors(Files.readString(p));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** The anchors the repository host gives a page's headings, numbered when repeated. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : outsideCode(markdown)) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = slug(heading.group(1));
        int n = seen.merge(slug, 1, Integer::sum) - 1;
        anchors.add(n == 0 ? slug : slug + "-" + n);
      }
      Matcher html = HTML_ANCHOR.matcher(line);
      while (html.find()) {
        anchors.add(html.group(1).toLowerCase(Locale.ROOT));
      }
    }
    return anchors;
  }

  /** GitHub's rule: lower case, markup and punctuation dropped, spaces to hyphens. */
  static String slug(String heading) {
    String text = heading.replaceAll("<[^>]+>", "").replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
    StringBuilder slug = new StringBuilder();
    text.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        slug.appendCodePoint(c);
      } else if (c == ' ') {
        slug.append('-');
      }
    });
    return slug.toString();
  }

  private static List<String> links(String markdown) {
    List<String> links = new ArrayList<>();
    for (String line : outsideCode(markdown)) {
      String text = INLINE_CODE.matcher(line).replaceAll("");
      Matcher link = LINK.matcher(text);
      while (link.find()) {
        links.add(link.group(1));
      }
      Matcher image = IMAGE.matcher(text);
      while (image.find()) {
        links.add(image.group(1));
      }
    }
    return links;
  }

  /** The lines outside fenced code blocks. */
  private static List<String> outsideCode(String markdown) {
    List<String> lines = new ArrayList<>();
    String fence = null;
    for (String line : markdown.split("\n", -1)) {
      String trimmed = line.stripLeading();
      if (fence == null && (trimmed.startsWith("```") || trimmed.startsWith("~~~"))) {
        fence = trimmed.substring(0, 3);
      } else if (fence != null && trimmed.startsWith(fence)) {
        fence = null;
      } else if (fence == null) {
        lines.add(line);
      }
    }
    return lines;
  }

  private static String decode(String part) {
    return java.net.URLDecoder.decode(part.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
  }

  private static List<Path> pages() throws IOException {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return files.filter(path -> path.toString().endsWith(".md"))
          .filter(path -> {
            String relative = ROOT.relativize(path).toString();
            return !relative.startsWith(".") && !relative.contains("/target/") && !relative.startsWith("target/")
                && !relative.contains("node_modules") && !relative.contains("/.");
          })
          .sorted()
          .toList();
    }
  }
}
