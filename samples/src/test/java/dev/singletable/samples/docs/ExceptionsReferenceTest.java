package dev.singletable.samples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.spring.SingleTableProperties;
import dev.singletable.test.DynamoDbEngine;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/reference/exceptions.md} has a row for every public exception class of the runtime
 * (outside {@code internal}), the test kit and the Spring Boot module, as they were built: {@code |
 * `Name` (a `Parent`) | `package` | ...}, the parent given for every class that extends another of the
 * library's than {@code SingleTableException}; and no row for a class that is not there.
 */
class ExceptionsReferenceTest {
  private static final String PAGE = "docs/reference/exceptions.md";
  private static final Pattern PARENT = Pattern.compile("\\(an? `([A-Za-z]+)`\\)");

  @Test
  void everyPublicExceptionIsOnThePage() {
    assertEquals(List.of(), problems(ReferencePage.read(PAGE).allRows()), PAGE + " differs from the code");
  }

  @Test
  void aMissingExceptionAWrongPackageAndAWrongParentAreFound() throws Exception {
    String page = java.nio.file.Files.readString(ReferencePage.ROOT.resolve(PAGE))
        .replaceAll("(?m)^\\| `ScanSegmentException` \\|.*\\n", "")
        .replace("| `MigrationException` | `migration` |", "| `MigrationException` | `exception` |")
        .replace("`StaleReadException` (a `ConditionFailedException`)", "`StaleReadException` (an `InvalidValueException`)");
    List<String> problems = problems(ReferencePage.parse(page).allRows());
    assertTrue(problems.contains("no row for dev.singletable.runtime.scan.ScanSegmentException"), problems.toString());
    assertTrue(problems.contains("MigrationException: package `exception` on the page, `migration` in the code"),
        problems.toString());
    assertTrue(problems.contains("StaleReadException: the page gives the parent InvalidValueException, the code "
        + "ConditionFailedException"), problems.toString());
  }

  @Test
  void theScanFindsExceptionsOfEveryPackage() {
    List<String> names = exceptions().stream().map(Class::getSimpleName).toList();
    assertTrue(names.containsAll(List.of("SingleTableException", "ConditionFailedException",
        "BatchWriteIncompleteException", "ScanSegmentException", "TableMismatchException", "MigrationException")),
        names.toString());
    assertTrue(exceptions().stream().noneMatch(type -> type.getName().contains(".internal.")), names.toString());
  }

  private static List<String> problems(Map<String, List<String>> rows) {
    List<String> problems = new ArrayList<>();
    List<Class<?>> exceptions = exceptions();
    for (Class<?> type : exceptions) {
      List<String> cells = rows.get(type.getSimpleName());
      if (cells == null) {
        problems.add("no row for " + type.getName());
        continue;
      }
      String pkg = type.getPackageName().substring(type.getPackageName().lastIndexOf('.') + 1);
      String shown = cells.size() > 1 ? cells.get(1) : "";
      if (!shown.equals("`" + pkg + "`")) {
        problems.add(type.getSimpleName() + ": package " + shown + " on the page, `" + pkg + "` in the code");
      }
      Matcher parent = PARENT.matcher(cells.get(0));
      String named = parent.find() ? parent.group(1) : SingleTableException.class.getSimpleName();
      String declared = type.getSuperclass().getSimpleName();
      if (type != SingleTableException.class && !named.equals(declared)) {
        problems.add(type.getSimpleName() + ": the page gives the parent " + named + ", the code " + declared);
      }
    }
    List<String> names = exceptions.stream().map(Class::getSimpleName).toList();
    for (String row : rows.keySet()) {
      if (row.endsWith("Exception") && !names.contains(row)) {
        problems.add("row " + row + " names no public exception of the library");
      }
    }
    return problems;
  }

  /** The public exception classes of the runtime (outside internal), the test kit and the Spring Boot module. */
  private static List<Class<?>> exceptions() {
    return Stream.of(ClassScan.classesOf(SingleTableException.class, "dev.singletable.runtime."),
            ClassScan.classesOf(DynamoDbEngine.class, "dev.singletable.test."),
            ClassScan.classesOf(SingleTableProperties.class, "dev.singletable.spring."))
        .flatMap(List::stream)
        .filter(Throwable.class::isAssignableFrom)
        .filter(ExceptionsReferenceTest::isPublicApi)
        .toList();
  }

  private static boolean isPublicApi(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
      if (!Modifier.isPublic(c.getModifiers())) {
        return false;
      }
    }
    return !type.getName().contains(".internal.");
  }
}
