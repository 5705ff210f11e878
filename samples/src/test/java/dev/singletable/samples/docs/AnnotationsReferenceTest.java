package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.annotation.Entity;
import java.lang.annotation.Annotation;
import java.lang.annotation.Repeatable;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/reference/annotations.md} lists every annotation and enum of the annotations module as
 * the code declares them: a heading {@code @Name} per annotation ({@code @Outer.Inner} when nested)
 * with one row {@code | `attribute` | `type` | default | ...} per attribute, and a heading {@code
 * Name} per enum with one row {@code | `CONSTANT` | ...} per constant; nothing on the page that the
 * code lacks. The containers of repeatable annotations are the compiler's and are left out.
 */
class AnnotationsReferenceTest {
  private static final String PAGE = "docs/reference/annotations.md";
  private static final String PACKAGE = "dev.singletable.annotation.";

  @Test
  void everyAnnotationAttributeAndEnumConstantIsOnThePage() {
    List<String> problems = problems(ReferencePage.read(PAGE));
    assertEquals(List.of(), problems, PAGE + " differs from the annotations module");
  }

  @Test
  void aMissingAttributeAWrongDefaultAndAnUnknownHeadingAreFound() throws Exception {
    String page = java.nio.file.Files.readString(ReferencePage.ROOT.resolve(PAGE));
    String changed = page
        .replaceAll("(?m)^\\| `partialKeys` \\|.*\\n", "")
        .replace("| `field` | `String` | `\"pk\"` |", "| `field` | `String` | `\"PK\"` |")
        .replace("| `DOT_PRODUCT` |", "| `DOT` |")
        + "\n## @Gone\n";
    List<String> problems = problems(ReferencePage.parse(changed));
    assertTrue(problems.contains("@Gsi: no row for attribute partialKeys"), problems.toString());
    assertTrue(problems.contains("@Pk: attribute field: page says `String` | `\"PK\"`, the code `String` | `\"pk\"`"),
        problems.toString());
    assertTrue(problems.contains("VectorDistance: constants on the page [COSINE, EUCLIDEAN, DOT], in the code "
        + "[COSINE, EUCLIDEAN, DOT_PRODUCT]"), problems.toString());
    assertTrue(problems.contains("the page has a section @Gone that names nothing of the module"), problems.toString());
  }

  @Test
  void theModulesTypesAreFound() {
    List<String> headings = expectedHeadings();
    assertTrue(headings.containsAll(List.of("@Entity", "@Gsi", "@TableOptions.Tag", "KeyCasing",
        "TableOptions.TableClass")), headings.toString());
    assertTrue(headings.stream().noneMatch(h -> h.endsWith(".List")), headings.toString());
  }

  /** What the page gets wrong about the module, one line per fault. */
  private static List<String> problems(ReferencePage page) {
    List<String> problems = new ArrayList<>();
    for (Class<?> type : documentedTypes()) {
      String heading = heading(type);
      if (!page.hasSection(heading)) {
        problems.add("no section " + heading);
        continue;
      }
      if (type.isAnnotation()) {
        problems.addAll(annotationProblems(page, heading, type));
      } else {
        List<String> constants = Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name()).toList();
        List<String> listed = List.copyOf(page.rows(heading).keySet());
        if (!listed.equals(constants)) {
          problems.add(heading + ": constants on the page " + listed + ", in the code " + constants);
        }
      }
    }
    Set<String> expected = new LinkedHashSet<>(expectedHeadings());
    for (String heading : page.headings().subList(1, page.headings().size())) {
      if ((heading.startsWith("@") || heading.matches("[A-Z][A-Za-z]*(\\.[A-Z][A-Za-z]*)?"))
          && !expected.contains(heading)) {
        problems.add("the page has a section " + heading + " that names nothing of the module");
      }
    }
    return problems;
  }

  private static List<String> annotationProblems(ReferencePage page, String heading, Class<?> type) {
    List<String> problems = new ArrayList<>();
    var rows = page.rows(heading);
    List<Method> attributes = Arrays.stream(type.getDeclaredMethods())
        .sorted(Comparator.comparing(Method::getName)).toList();
    for (Method attribute : attributes) {
      List<String> cells = rows.get(attribute.getName());
      if (cells == null) {
        problems.add(heading + ": no row for attribute " + attribute.getName());
        continue;
      }
      String declared = "`" + typeName(attribute) + "` | " + defaultText(attribute.getDefaultValue());
      String shown = cells.size() < 3 ? String.join(" | ", cells) : cells.get(1) + " | " + cells.get(2);
      if (!shown.equals(declared)) {
        problems.add(heading + ": attribute " + attribute.getName() + ": page says " + shown + ", the code " + declared);
      }
    }
    Set<String> names = new LinkedHashSet<>(attributes.stream().map(Method::getName).toList());
    for (String row : rows.keySet()) {
      if (!names.contains(row)) {
        problems.add(heading + ": row " + row + " is no attribute");
      }
    }
    return problems;
  }

  private static List<String> expectedHeadings() {
    return documentedTypes().stream().map(AnnotationsReferenceTest::heading).toList();
  }

  /** The public annotations and enums of the module, without the containers of repeatable annotations. */
  private static List<Class<?>> documentedTypes() {
    List<Class<?>> types = ClassScan.classesOf(Entity.class, PACKAGE).stream()
        .filter(type -> type.isAnnotation() || type.isEnum())
        .filter(type -> Modifier.isPublic(type.getModifiers()))
        .toList();
    Set<Class<?>> containers = new LinkedHashSet<>();
    for (Class<?> type : types) {
      Repeatable repeatable = type.getAnnotation(Repeatable.class);
      if (repeatable != null) {
        containers.add(repeatable.value());
      }
    }
    return types.stream().filter(type -> !containers.contains(type)).toList();
  }

  private static String heading(Class<?> type) {
    String name = type.getName().substring(PACKAGE.length()).replace('$', '.');
    return type.isAnnotation() ? "@" + name : name;
  }

  private static String typeName(Method attribute) {
    if (attribute.getGenericReturnType() instanceof ParameterizedType parameterized) {
      return parameterized.getTypeName().replaceAll("[\\w$]+\\.", "");
    }
    return attribute.getReturnType().getSimpleName();
  }

  /** The default as the page writes it: {@code required} for none, else in code type. */
  static String defaultText(Object value) {
    if (value == null) {
      return "required";
    }
    return "`" + javaText(value) + "`";
  }

  private static String javaText(Object value) {
    if (value instanceof String text) {
      return "\"" + text + "\"";
    }
    if (value instanceof Enum<?> constant) {
      return constant.getDeclaringClass().getSimpleName() + "." + constant.name();
    }
    if (value instanceof Class<?> type) {
      return type.getSimpleName() + ".class";
    }
    if (value instanceof Annotation) {
      return value.toString();
    }
    if (value.getClass().isArray()) {
      List<String> elements = new ArrayList<>();
      for (int i = 0; i < Array.getLength(value); i++) {
        elements.add(javaText(Array.get(value, i)));
      }
      return elements.size() == 1 ? elements.get(0) : "{" + String.join(", ", elements) + "}";
    }
    return String.valueOf(value);
  }
}
