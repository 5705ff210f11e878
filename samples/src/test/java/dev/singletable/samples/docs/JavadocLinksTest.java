package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every link from the javadoc of the modules' main sources to a page of this repository, {@code <a
 * href="<project url>/blob/main/<path>#<anchor>">}, names a file that exists and, where it has an
 * anchor, a heading of that page by the host's rules ({@link MarkdownLinksTest#anchors}); and the main
 * public types link the guide that explains them. The project URL is the root pom's {@code <scm>}
 * URL, the one the javadoc links are written against.
 */
class JavadocLinksTest {
  private static final Pattern SCM_URL = Pattern.compile("<scm[^>]*>.*?<url>([^<]+)</url>", Pattern.DOTALL);
  private static final List<String> LINKED = List.of(
      "annotations/src/main/java/dev/singletable/annotation/Entity.java",
      "annotations/src/main/java/dev/singletable/annotation/Pk.java",
      "annotations/src/main/java/dev/singletable/annotation/Sk.java",
      "annotations/src/main/java/dev/singletable/annotation/Gsi.java",
      "annotations/src/main/java/dev/singletable/annotation/Lsi.java",
      "annotations/src/main/java/dev/singletable/annotation/VectorIndex.java",
      "runtime/src/main/java/dev/singletable/runtime/Table.java",
      "runtime/src/main/java/dev/singletable/runtime/operation/EntityQuery.java",
      "runtime/src/main/java/dev/singletable/runtime/operation/QueryOperation.java",
      "runtime/src/main/java/dev/singletable/runtime/operation/UpdateOperation.java",
      "runtime/src/main/java/dev/singletable/runtime/operation/TransactWrite.java",
      "runtime/src/main/java/dev/singletable/runtime/table/TableCheck.java",
      "runtime/src/main/java/dev/singletable/runtime/table/TableUpdate.java",
      "runtime/src/main/java/dev/singletable/runtime/stream/StreamReader.java",
      "testkit/src/main/java/dev/singletable/test/DynamoDbExtension.java",
      "spring-boot/src/main/java/dev/singletable/spring/SingleTableAutoConfiguration.java");

  @Test
  void everyJavadocLinkToTheRepositoryNamesAPageAndHeading() throws IOException {
    String prefix = projectUrl() + "/blob/main/";
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path source : mainSources()) {
      for (String target : links(Files.readString(source), prefix)) {
        checked++;
        String problem = problem(target);
        if (problem != null) {
          broken.add(ReferencePage.ROOT.relativize(source) + ": " + target + " " + problem);
        }
      }
    }
    assertEquals(List.of(), broken, "javadoc links to pages of the repository that do not resolve");
    assertTrue(checked >= LINKED.size(), "links found: " + checked);
  }

  @Test
  void theMainPublicTypesLinkTheirGuide() throws IOException {
    String guides = projectUrl() + "/blob/main/docs/";
    List<String> unlinked = new ArrayList<>();
    for (String file : LINKED) {
      if (links(Files.readString(ReferencePage.ROOT.resolve(file)), guides).isEmpty()) {
        unlinked.add(file);
      }
    }
    assertEquals(List.of(), unlinked, "main public types whose javadoc links no page under docs/");
  }

  @Test
  void aLinkToAMissingPageOrHeadingIsFound() {
    String prefix = projectUrl() + "/blob/main/";
    String javadoc = "/**\n * @see <a href=\"" + prefix + "docs/guides/queries.md#no-such-heading\">x</a>\n"
        + " * @see <a href=\"" + prefix + "docs/guides/no-such-page.md\">y</a>\n"
        + " * @see <a href=\"" + prefix + "docs/guides/queries.md#scans\">z</a>\n */";
    List<String> targets = links(javadoc, prefix);
    assertEquals(List.of("docs/guides/queries.md#no-such-heading", "docs/guides/no-such-page.md",
        "docs/guides/queries.md#scans"), targets);
    assertEquals("has no heading #no-such-heading", problem(targets.get(0)));
    assertEquals("names no file", problem(targets.get(1)));
    assertEquals(null, problem(targets.get(2)));
  }

  /** The root pom's project URL, without a trailing slash. */
  private static String projectUrl() {
    try {
      Matcher url = SCM_URL.matcher(Files.readString(ReferencePage.ROOT.resolve("pom.xml")));
      assertTrue(url.find(), "the root pom has an <scm> with a <url>");
      return url.group(1).strip().replaceAll("/+$", "");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The repository paths (with their anchors) that the {@code href}s of {@code source} starting with {@code prefix} name. */
  private static List<String> links(String source, String prefix) {
    List<String> links = new ArrayList<>();
    Matcher href = Pattern.compile("href=\"" + Pattern.quote(prefix) + "([^\"]*)\"").matcher(source);
    while (href.find()) {
      links.add(href.group(1));
    }
    return links;
  }

  /** Why a repository path with its anchor does not resolve, or null when it does. */
  private static String problem(String target) {
    int hash = target.indexOf('#');
    Path file = ReferencePage.ROOT.resolve(hash < 0 ? target : target.substring(0, hash)).normalize();
    if (!file.startsWith(ReferencePage.ROOT) || !Files.isRegularFile(file)) {
      return "names no file";
    }
    if (hash < 0 || !file.toString().endsWith(".md")) {
      return null;
    }
    try {
      String anchor = target.substring(hash + 1).toLowerCase(Locale.ROOT);
      return MarkdownLinksTest.anchors(Files.readString(file)).contains(anchor) ? null : "has no heading #" + anchor;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The main Java sources of every module. */
  private static List<Path> mainSources() throws IOException {
    List<Path> sources = new ArrayList<>();
    try (Stream<Path> modules = Files.list(ReferencePage.ROOT)) {
      for (Path main : modules.map(module -> module.resolve("src/main/java")).filter(Files::isDirectory).sorted().toList()) {
        try (Stream<Path> files = Files.walk(main)) {
          files.filter(path -> path.toString().endsWith(".java")).sorted().forEach(sources::add);
        }
      }
    }
    return sources;
  }
}
