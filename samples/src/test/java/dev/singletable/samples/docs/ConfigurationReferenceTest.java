package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.spring.SingleTableProperties;
import java.beans.Introspector;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/reference/configuration.md} has a row for every setting the sources read: each {@code
 * "singletable.…"} name in the main sources of the Spring Boot module, the test kit and the
 * processor, each {@code @ConditionalOnProperty(prefix, name)}, each property of {@link
 * SingleTableProperties} (with its default), and each environment variable the test kit reads; and
 * no row for a {@code singletable.} name the sources do not read.
 */
class ConfigurationReferenceTest {
  private static final String PAGE = "docs/reference/configuration.md";
  private static final List<String> MODULES = List.of("spring-boot", "testkit", "processor");
  private static final Pattern NAME = Pattern.compile("(?<!prefix = )\"(singletable\\.[a-z][a-z.-]*[a-z])\"");
  private static final Pattern CONDITION =
      Pattern.compile("@ConditionalOnProperty\\(prefix = \"([a-z.-]+)\", name = \"([a-z-]+)\"");
  private static final Pattern VARIABLE = Pattern.compile("_VARIABLE = \"([A-Z_]+)\"|getenv\\(\"([A-Z_]+)\"\\)");
  private static final Pattern CODE = Pattern.compile("`([^`]+)`");

  @Test
  void everySettingTheSourcesReadIsOnThePage() {
    assertEquals(List.of(), problems(ReferencePage.read(PAGE).allRows()), PAGE + " differs from the sources");
  }

  @Test
  void aMissingPropertyAWrongDefaultAndAStaleRowAreFound() throws IOException {
    String page = Files.readString(ReferencePage.ROOT.resolve(PAGE))
        .replaceAll("(?m)^\\| `singletable.health.enabled` \\|.*\\n", "")
        .replace("| `singletable.check-tables` | `true`/`false` | `true` |", "| `singletable.check-tables` | `true`/`false` | `false` |")
        .replace("| `singletable.moto.server` | `SINGLETABLE_MOTO_SERVER` |", "| `singletable.moto.server` | |")
        + "\n| `singletable.gone` | | |\n";
    List<String> problems = problems(ReferencePage.parse(page).allRows());
    assertTrue(problems.contains("no row for singletable.health.enabled"), problems.toString());
    assertTrue(problems.contains("singletable.check-tables: default `false` on the page, `true` in the code"),
        problems.toString());
    assertTrue(problems.contains("environment variable SINGLETABLE_MOTO_SERVER is on no row"), problems.toString());
    assertTrue(problems.contains("row singletable.gone names nothing the sources read"), problems.toString());
  }

  @Test
  void theSourcesAreRead() {
    assertTrue(names().containsAll(List.of("singletable.table-name", "singletable.metrics.enabled",
        "singletable.test.endpoint", "singletable.lock")), names().toString());
    assertTrue(variables().contains("SINGLETABLE_TEST_ENDPOINT"), variables().toString());
  }

  private static List<String> problems(Map<String, List<String>> rows) {
    List<String> problems = new ArrayList<>();
    for (String name : names()) {
      if (!rows.containsKey(name)) {
        problems.add("no row for " + name);
      }
    }
    for (Map.Entry<String, String> property : springDefaults().entrySet()) {
      List<String> cells = rows.get(property.getKey());
      if (cells != null && !cells.get(2).equals(property.getValue())) {
        problems.add(property.getKey() + ": default " + cells.get(2) + " on the page, " + property.getValue()
            + " in the code");
      }
    }
    Set<String> named = new TreeSet<>(rows.keySet());
    rows.values().forEach(cells -> cells.forEach(cell -> {
      Matcher code = CODE.matcher(cell);
      while (code.find()) {
        named.add(code.group(1));
      }
    }));
    for (String variable : variables()) {
      if (!named.contains(variable)) {
        problems.add("environment variable " + variable + " is on no row");
      }
    }
    Set<String> names = names();
    for (String row : rows.keySet()) {
      if (row.startsWith("singletable.") && !names.contains(row)) {
        problems.add("row " + row + " names nothing the sources read");
      }
    }
    return problems;
  }

  /** The {@code singletable.} names the main sources read. */
  private static Set<String> names() {
    Set<String> names = new TreeSet<>(springDefaults().keySet());
    for (String source : sources()) {
      Matcher name = NAME.matcher(source);
      while (name.find()) {
        names.add(name.group(1));
      }
      Matcher condition = CONDITION.matcher(source);
      while (condition.find()) {
        names.add(condition.group(1) + "." + condition.group(2));
      }
    }
    return names;
  }

  /** The environment variables the test kit reads. */
  private static Set<String> variables() {
    Set<String> variables = new TreeSet<>();
    for (String source : sources("testkit")) {
      Matcher variable = VARIABLE.matcher(source);
      while (variable.find()) {
        variables.add(variable.group(1) != null ? variable.group(1) : variable.group(2));
      }
    }
    return variables;
  }

  /** Each property of {@link SingleTableProperties} with its default as the page writes it. */
  private static Map<String, String> springDefaults() {
    SingleTableProperties defaults = new SingleTableProperties();
    Map<String, String> properties = new java.util.TreeMap<>();
    for (Method getter : SingleTableProperties.class.getDeclaredMethods()) {
      String name = getter.getName();
      if (getter.getParameterCount() == 0 && (name.startsWith("get") || name.startsWith("is"))) {
        String property = Introspector.decapitalize(name.substring(name.startsWith("is") ? 2 : 3));
        Object value;
        try {
          value = getter.invoke(defaults);
        } catch (IllegalAccessException | InvocationTargetException e) {
          throw new IllegalStateException(e);
        }
        properties.put("singletable." + property.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT),
            value == null ? "none" : "`" + value.toString().toLowerCase(Locale.ROOT) + "`");
      }
    }
    return properties;
  }

  private static List<String> sources(String... modules) {
    List<String> sources = new ArrayList<>();
    for (String module : modules.length == 0 ? MODULES : List.of(modules)) {
      try (Stream<Path> files = Files.walk(ReferencePage.ROOT.resolve(module).resolve("src/main/java"))) {
        for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
          sources.add(Files.readString(file));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return sources;
  }
}
