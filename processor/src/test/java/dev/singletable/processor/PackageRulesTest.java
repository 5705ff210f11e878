package dev.singletable.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The processor's one direction, {@code Elements -> reading -> model -> checks / writers}, read
 * from its main sources: which package imports (or names by its qualified name) which. Only {@code
 * reading} and the processor's entry point read elements and mirrors; the model is read by
 * everything and reads nothing of the processor; checks and writers do not read each other; the
 * diagnostics (messages and problems) are read by those that report and read only the model; the
 * layout lock reads the model and the diagnostics and is read by the entry point alone. A {@link
 * dev.singletable.processor.model.Position} carries an element for the reporter, which is why the
 * model may name {@code Element}s, but nothing outside {@code reading} may ask one anything.
 */
class PackageRulesTest {
  private static final String ROOT = "dev.singletable.processor";
  private static final Path SOURCES = Path.of("src/main/java");
  private static final int MAX_FILES = 20;
  private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?(([\\w.]+?)\\.[A-Z]\\w*)[\\w.*]*\\s*;", Pattern.MULTILINE);
  private static final Pattern QUALIFIED =
      Pattern.compile("(?<![\\w.])(" + Pattern.quote(ROOT) + "(?:\\.[a-z]\\w*)*)\\.[A-Z]");
  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
  private static final Pattern STRING = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");

  /** The processor's packages, each with the families (first package below the root) it may read besides its own. */
  private static final Map<String, Set<String>> MAY_READ = Map.of(
      "model", Set.of(),
      "diagnostics", Set.of("model"),
      "reading", Set.of("model", "diagnostics"),
      "checks", Set.of("model", "diagnostics"),
      "lock", Set.of("model", "diagnostics"),
      "writer", Set.of("model"));

  /** The compiler API that reads sources: only the entry point and {@code reading} may use it. */
  private static final List<String> READS_SOURCES =
      List.of("javax.annotation.processing", "javax.lang.model.util", "javax.lang.model.type");

  private static final Map<String, Set<String>> DEPENDENCIES = new TreeMap<>();
  private static final Map<String, Set<String>> COMPILER_USES = new TreeMap<>();
  private static final Map<String, Integer> FILES = new TreeMap<>();
  private static final Set<String> WITH_PACKAGE_INFO = new TreeSet<>();

  @BeforeAll
  static void readSources() throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(SOURCES)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).toList();
    }
    for (Path file : files) {
      String source = Files.readString(file);
      Matcher declared = PACKAGE.matcher(source);
      assertTrue(declared.find(), file + " declares no package");
      String pkg = declared.group(1);
      if (file.getFileName().toString().equals("package-info.java")) {
        WITH_PACKAGE_INFO.add(pkg);
        continue;
      }
      FILES.merge(pkg, 1, Integer::sum);
      Set<String> uses = DEPENDENCIES.computeIfAbsent(pkg, p -> new TreeSet<>());
      Set<String> compiler = COMPILER_USES.computeIfAbsent(pkg, p -> new TreeSet<>());
      Matcher imported = IMPORT.matcher(source);
      while (imported.find()) {
        uses.add(imported.group(2));
        if (imported.group(1).startsWith("javax.")) {
          compiler.add(imported.group(1));
        }
      }
      // Javadoc may name a type of another package by its qualified name without depending on it.
      Matcher qualified = QUALIFIED.matcher(STRING.matcher(COMMENT.matcher(source).replaceAll(" ")).replaceAll("\"\""));
      while (qualified.find()) {
        uses.add(qualified.group(1));
      }
      uses.removeIf(used -> used.equals(pkg) || !used.startsWith(ROOT));
    }
  }

  @Test
  void theProcessorIsSplitIntoThePackagesOfItsConcerns() {
    assertEquals(Set.of(ROOT, ROOT + ".reading", ROOT + ".model", ROOT + ".model.type", ROOT + ".model.key",
        ROOT + ".model.entity", ROOT + ".model.service", ROOT + ".diagnostics", ROOT + ".checks", ROOT + ".lock",
        ROOT + ".writer", ROOT + ".writer.item", ROOT + ".writer.query", ROOT + ".writer.entity",
        ROOT + ".writer.service", ROOT + ".writer.infrastructure"), FILES.keySet());
  }

  @Test
  void eachPackageReadsOnlyWhatItsPlaceInTheDirectionAllows() {
    Map<String, Set<String>> wrong = new TreeMap<>();
    DEPENDENCIES.forEach((pkg, uses) -> {
      for (String used : uses) {
        String family = family(pkg);
        String usedFamily = family(used);
        boolean allowed = pkg.equals(ROOT)
            || !used.equals(ROOT) && (usedFamily.equals(family) || MAY_READ.getOrDefault(family, Set.of()).contains(usedFamily));
        if (!allowed) {
          wrong.computeIfAbsent(pkg, p -> new TreeSet<>()).add(used);
        }
      }
    });
    assertEquals(Map.of(), wrong);
  }

  @Test
  void onlyTheEntryPointAndReadingReadElements() {
    Map<String, Set<String>> wrong = new TreeMap<>();
    COMPILER_USES.forEach((pkg, uses) -> {
      String family = family(pkg);
      if (pkg.equals(ROOT) || family.equals("reading")) {
        return;
      }
      for (String used : uses) {
        boolean readsSources = READS_SOURCES.stream().anyMatch(api -> used.startsWith(api + "."));
        // JavaPoet takes Modifiers; a Position holds the element, mirror and value a message points at.
        boolean element = used.startsWith("javax.lang.model.element.")
            && !used.equals("javax.lang.model.element.Modifier") && !family.equals("model");
        if (readsSources || element) {
          wrong.computeIfAbsent(pkg, p -> new TreeSet<>()).add(used);
        }
      }
    });
    assertEquals(Map.of(), wrong);
  }

  @Test
  void packagesDoNotDependOnEachOtherInACycle() {
    // Peels off, again and again, the packages that read none left or that none left reads: what
    // stays is in a cycle (or between two).
    Map<String, Set<String>> left = new TreeMap<>();
    DEPENDENCIES.forEach((pkg, uses) -> left.put(pkg, new TreeSet<>(uses)));
    boolean peeled = true;
    while (peeled) {
      List<String> free = left.entrySet().stream()
          .filter(entry -> entry.getValue().stream().noneMatch(left::containsKey)
              || left.values().stream().noneMatch(uses -> uses.contains(entry.getKey())))
          .map(Map.Entry::getKey)
          .toList();
      free.forEach(left::remove);
      peeled = !free.isEmpty();
    }
    left.values().forEach(uses -> uses.retainAll(left.keySet()));
    assertEquals(Map.of(), left, "packages in a cycle, with what they read of each other");
  }

  @Test
  void noPackageHoldsMoreThanTwentyFiles() {
    Map<String, Integer> large = new TreeMap<>();
    FILES.forEach((pkg, count) -> {
      if (count > MAX_FILES) {
        large.put(pkg, count);
      }
    });
    assertEquals(Map.of(), large);
  }

  @Test
  void everyPackageSaysWhatLivesThere() {
    assertEquals(FILES.keySet(), WITH_PACKAGE_INFO);
  }

  /** The first package below the root ({@code model} for {@code model.key}); empty for the root. */
  private static String family(String pkg) {
    if (pkg.equals(ROOT)) {
      return "";
    }
    String below = pkg.substring(ROOT.length() + 1);
    int dot = below.indexOf('.');
    return dot < 0 ? below : below.substring(0, dot);
  }
}
