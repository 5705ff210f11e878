package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
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
 * The runtime's packages, read from its main sources: which package imports (or names by its
 * qualified name) which. Users import the public packages; generated code may also call the
 * {@code internal} ones, which must therefore stay below the operations and batches.
 */
class PackageDependenciesTest {
  private static final String RUNTIME = "dev.singletable.runtime";
  private static final Path SOURCES = Path.of("src/main/java");
  private static final int MAX_FILES = 20;
  private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?([\\w.]+?)\\.([A-Z]\\w*)[\\w.*]*\\s*;", Pattern.MULTILINE);
  private static final Pattern QUALIFIED =
      Pattern.compile("(?<![\\w.])(" + Pattern.quote(RUNTIME) + "(?:\\.[a-z]\\w*)*)\\.[A-Z]");
  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);
  private static final Pattern STRING = Pattern.compile("\"(?:\\\\.|[^\"\\\\])*\"");

  private static final Map<String, Set<String>> DEPENDENCIES = new TreeMap<>();
  private static final Map<String, Integer> FILES = new TreeMap<>();
  private static final Set<String> WITH_PACKAGE_INFO = new TreeSet<>();

  @BeforeAll
  static void readSources() throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(SOURCES)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).toList();
    }
    for (Path file : files) {
      String source = read(file);
      Matcher declared = PACKAGE.matcher(source);
      assertTrue(declared.find(), file + " declares no package");
      String pkg = declared.group(1);
      if (file.getFileName().toString().equals("package-info.java")) {
        WITH_PACKAGE_INFO.add(pkg);
        continue;
      }
      FILES.merge(pkg, 1, Integer::sum);
      Set<String> uses = DEPENDENCIES.computeIfAbsent(pkg, p -> new TreeSet<>());
      Matcher imported = IMPORT.matcher(source);
      while (imported.find()) {
        uses.add(imported.group(1));
      }
      // Javadoc may name a type of another package by its qualified name without depending on it.
      Matcher qualified = QUALIFIED.matcher(STRING.matcher(COMMENT.matcher(source).replaceAll(" ")).replaceAll("\"\""));
      while (qualified.find()) {
        uses.add(qualified.group(1));
      }
      uses.removeIf(used -> used.equals(pkg) || !isRuntime(used));
    }
  }

  @Test
  void packagesDoNotDependOnEachOtherInACycle() {
    List<List<String>> cycles = new ArrayList<>();
    for (Set<String> component : stronglyConnected()) {
      if (component.size() > 1) {
        cycles.add(List.copyOf(component));
      }
    }
    assertEquals(List.of(), cycles, "packages in a cycle; dependencies: " + DEPENDENCIES);
  }

  /**
   * The internals sit below the operations, except {@code internal.query}: the bases of generated
   * query steps extend the user-facing {@code IndexQuery} and make its queries, as Dagger's
   * generated factories implement its public interfaces.
   */
  @Test
  void internalPackagesDoNotDependOnOperationsOrBatches() {
    Map<String, Set<String>> wrong = new TreeMap<>();
    for (Map.Entry<String, Set<String>> entry : DEPENDENCIES.entrySet()) {
      if (!isInternal(entry.getKey()) || entry.getKey().equals(RUNTIME + ".internal.query")) {
        continue;
      }
      for (String used : entry.getValue()) {
        if (used.equals(RUNTIME + ".operation") || used.equals(RUNTIME + ".batch") || used.equals(RUNTIME + ".scan")) {
          wrong.computeIfAbsent(entry.getKey(), p -> new TreeSet<>()).add(used);
        }
      }
    }
    assertEquals(Map.of(), wrong);
  }

  @Test
  void theRuntimeIsSplitIntoThePackagesOfItsConcerns() {
    assertEquals(Set.of(RUNTIME, RUNTIME + ".exception", RUNTIME + ".expression", RUNTIME + ".operation",
        RUNTIME + ".batch", RUNTIME + ".stream", RUNTIME + ".shard", RUNTIME + ".scan", RUNTIME + ".collection", RUNTIME + ".returned", RUNTIME + ".internal", RUNTIME + ".internal.codec",
        RUNTIME + ".internal.key", RUNTIME + ".internal.query", RUNTIME + ".internal.read", RUNTIME + ".internal.reserved",
        RUNTIME + ".internal.upcast", RUNTIME + ".internal.write", RUNTIME + ".migration", RUNTIME + ".table",
        RUNTIME + ".id"),
        FILES.keySet());
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

  private static boolean isRuntime(String pkg) {
    return pkg.equals(RUNTIME) || pkg.startsWith(RUNTIME + ".");
  }

  private static boolean isInternal(String pkg) {
    return pkg.equals(RUNTIME + ".internal") || pkg.startsWith(RUNTIME + ".internal.");
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // Tarjan's strongly connected components over the package graph.
  private static List<Set<String>> stronglyConnected() {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    Set<String> onStack = new TreeSet<>();
    List<Set<String>> components = new ArrayList<>();
    for (String pkg : DEPENDENCIES.keySet()) {
      if (!index.containsKey(pkg)) {
        connect(pkg, index, low, stack, onStack, components);
      }
    }
    return components;
  }

  private static void connect(String pkg, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
      Set<String> onStack, List<Set<String>> components) {
    index.put(pkg, index.size());
    low.put(pkg, index.get(pkg));
    stack.push(pkg);
    onStack.add(pkg);
    for (String used : DEPENDENCIES.getOrDefault(pkg, Set.of())) {
      if (!index.containsKey(used)) {
        connect(used, index, low, stack, onStack, components);
        low.put(pkg, Math.min(low.get(pkg), low.get(used)));
      } else if (onStack.contains(used)) {
        low.put(pkg, Math.min(low.get(pkg), index.get(used)));
      }
    }
    if (low.get(pkg).equals(index.get(pkg))) {
      Set<String> component = new TreeSet<>();
      String member;
      do {
        member = stack.pop();
        onStack.remove(member);
        component.add(member);
      } while (!member.equals(pkg));
      components.add(component);
    }
  }
}
