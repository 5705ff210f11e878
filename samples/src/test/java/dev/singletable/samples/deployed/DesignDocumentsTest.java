package dev.singletable.samples.deployed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The samples' design documents: committed under {@code samples/design/}, the same as the processor
 * generates (run the samples' tests with {@code -Dsingletable.design.update=true} to rewrite them
 * after a change of the model), reproducing the seed documents' item tables, and naming only
 * methods the generated code has.
 */
class DesignDocumentsTest {
  private static final Path COMMITTED = Path.of("design");
  private static final boolean UPDATE = Boolean.getBoolean("singletable.design.update");
  private static final Pattern METHOD = Pattern.compile("^\\| `(\\w+)\\.(query\\(\\)\\.)?(\\w+)\\(\\.*\\)(?:\\.(\\w+)\\(\\.*\\))?`");
  private static final Pattern RECORD = Pattern.compile("^Record `[\\w.]+`, operations `([\\w.]+)`", Pattern.MULTILINE);

  @Test
  void theCommittedDocumentsAreTheGeneratedOnes() throws IOException {
    List<String> stale = new ArrayList<>();
    TreeSet<String> committed = new TreeSet<>();
    try (Stream<Path> files = Files.list(COMMITTED)) {
      files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".md")).forEach(committed::add);
    }
    for (GeneratedTables.Service service : GeneratedTables.services()) {
      String generated = service.text(".md");
      Path file = COMMITTED.resolve(service.name() + ".md");
      committed.remove(service.name() + ".md");
      if (UPDATE) {
        Files.writeString(file, generated, StandardCharsets.UTF_8);
      } else if (!Files.exists(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(generated)) {
        stale.add(service.name() + ".md");
      }
    }
    if (UPDATE) {
      for (String gone : committed) {
        Files.delete(COMMITTED.resolve(gone));
      }
      committed.clear();
    }
    assertEquals(List.of(), stale, "design documents that differ from the generated ones; rewrite them with"
        + " -Dsingletable.design.update=true and review the difference");
    assertEquals(List.of(), List.copyOf(committed), "design documents of services that no longer exist");
  }

  @Test
  void seed000sSampleDataIsTheEventsDocumentsExampleItems() {
    assertRows("events", List.of("pk", "sk", "gsi1pk", "gsi1sk"),
        List.of("AGGREGATE#order#1234", "#METADATA", "-", "-"),
        List.of("AGGREGATE#order#1234", "EVENT#000000000001", "EVENT_TYPE#OrderPlaced", "EVENT#01HW..."),
        List.of("AGGREGATE#order#1234", "EVENT#000000000002", "EVENT_TYPE#PaymentProcessed", "EVENT#01HW..."),
        List.of("AGGREGATE#order#1234", "EVENT#000000000003", "EVENT_TYPE#OrderShipped", "EVENT#01HW..."),
        List.of("AGGREGATE#order#1234", "EVENT#000000000004", "EVENT_TYPE#OrderDelivered", "EVENT#01HW..."),
        List.of("AGGREGATE#order#1234", "#SNAPSHOT", "-", "-"));
  }

  @Test
  void seed001sOneToManyTablesAreTheShopDocumentsExampleItems() {
    assertRows("shop", List.of("PK", "SK", "GSI1PK", "GSI1SK"),
        List.of("CUSTOMER#XYQ", "CUSTOMER#XYQ", "-", "-"),
        List.of("CUSTOMER#XYQ", "ORDER#00001", "CUSTOMER#XYQ#ORDER#00001", "ORDER#00001"),
        List.of("LOG#00001", "LOG#00001", "CUSTOMER#XYQ#ORDER#00001", "LOG#00001"),
        List.of("LOG#00002", "LOG#00002", "CUSTOMER#XYQ#ORDER#00001", "LOG#00002"),
        List.of("CUSTOMER#XYQ", "ORDER#00002", "CUSTOMER#XYQ#ORDER#00002", "ORDER#00002"),
        List.of("CUSTOMER#VLD", "CUSTOMER#VLD", "-", "-"),
        List.of("CUSTOMER#VLD", "ORDER#00003", "CUSTOMER#VLD#ORDER#00003", "ORDER#00003"),
        List.of("CUSTOMER#VLD", "ORDER#00004", "CUSTOMER#VLD#ORDER#00004", "ORDER#00004"));
    assertRows("shop", List.of("PK", "SK"),
        List.of("CUSTOMER#XYQ", "#QUESTION#99998"),
        List.of("CUSTOMER#XYQ", "#QUESTION#99999"));
  }

  @Test
  void seed001sAdjacencyListIsTheAdjacencyDocumentsExampleItems() {
    assertRows("adjacency", List.of("PK", "SK", "GSIPK1", "GSISK1"),
        List.of("STUDENT#XYQ", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "STUDENT#XYQ"),
        List.of("STUDENT#XYQ", "SPORT#FOOTBALL", "SPORT#FOOTBALL", "STUDENT#XYQ"),
        List.of("STUDENT#VLD", "STUDENT#VLD", "STUDENT#VLD", "STUDENT#VLD"),
        List.of("STUDENT#VLD", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "STUDENT#VLD"),
        List.of("STUDENT#VLD", "SPORT#TENNIS", "SPORT#TENNIS", "STUDENT#VLD"),
        List.of("SPORT#BASKETBALL", "SPORT#BASKETBALL", "SPORT#BASKETBALL", "SPORT#BASKETBALL"),
        List.of("SPORT#FOOTBALL", "SPORT#FOOTBALL", "SPORT#FOOTBALL", "SPORT#FOOTBALL"),
        List.of("SPORT#TENNIS", "SPORT#TENNIS", "SPORT#TENNIS", "SPORT#TENNIS"));
  }

  @Test
  void seed001sMaterializedGraphIsTheGraphDocumentsExampleItems() {
    assertRows("graph", List.of("PK", "SK", "GSI1PK", "GSI1SK"),
        List.of("STUDENT#TOM", "STUDENT#TOM", "STUDENT#TOM", "STUDENT#TOM"),
        List.of("STUDENT#TOM", "TEACHER#SIMON#CLASS#MATH", "TEACHER#SIMON", "CLASS#MATH"),
        List.of("STUDENT#TOM", "TEACHER#MICHAEL#CLASS#PHYSICS", "TEACHER#MICHAEL", "CLASS#PHYSICS"),
        List.of("STUDENT#TOM", "HOME#USA#CA#LOS_ANGELES", "COUNTRY#USA", "HOME#CA#LOS_ANGELES"),
        List.of("TEACHER#SIMON", "TEACHER#SIMON", "TEACHER#SIMON", "TEACHER#SIMON"),
        List.of("TEACHER#MICHAEL", "TEACHER#MICHAEL", "TEACHER#MICHAEL", "TEACHER#MICHAEL"));
  }

  @Test
  void seed001sCompositeSortKeyAndSparseIndexAreTheSalesAndShippingDocumentsExampleItems() {
    assertRows("sales", List.of("pk", "sk"),
        List.of("SALE#USA", "SAN_FRANCISCO#00235#2020-09-22"),
        List.of("SALE#USA", "LOS_ANGELES#00316#2020-10-12"),
        List.of("SALE#USA", "SEATTLE#00110#2020-08-04"),
        List.of("SALE#FRANCE", "PARIS#00512#2020-15-15"));
    assertRows("shipping", List.of("PK", "SPARSE_SHIPPED_PK", "SPARSE_SHIPPED_SK"),
        List.of("ORDER#00001", "-", "-"),
        List.of("ORDER#00002", "-", "-"),
        List.of("ORDER#00003", "CUSTOMER#JHD", "2020-10-26T09:39:14"));
  }

  @Test
  void seed002sSingleTableIsTheGridDocumentsExampleItems() {
    assertRows("grid", List.of("entityId", "relatedId", "sortString"),
        List.of("tenant-0807", "*", "-"),
        List.of("tenant-3cc8", "*", "-"),
        List.of("project-35e9", "tenant-0807", "Forth Rail Bridge"),
        List.of("project-35e9", "xattrib-35e6", "-"),
        List.of("project-35e9", "xattrib-3812", "-"),
        List.of("project-35e9", "xattrib-47e5", "-"),
        List.of("project-35e9", "xattrib-882a", "-"),
        List.of("project-7b7e", "tenant-3cc8", "The Daily News"),
        List.of("issue-020e", "project-35e9", "000001"),
        List.of("issue-020e", "xvalue-3812", "2023-05-01#000001"),
        List.of("issue-020e", "xvalue-882a", "2023-06-01#000001"),
        List.of("issue-3544", "project-7b7e", "000001"),
        List.of("issue-67d1", "project-35e9", "000002"),
        List.of("issue-67d1", "xvalue-3812", "2023-05-02#000002"),
        List.of("issue-67d1", "xvalue-882a", "2023-06-02#000002"),
        List.of("issue-83a4", "project-7b7e", "000002"),
        List.of("issue-af34", "project-35e9", "000003"),
        List.of("issue-af34", "xvalue-3fe6", "000042#000003"),
        List.of("issue-af34", "xvalue-47e5", "Approved#000003"));
  }

  @Test
  void seed004sRecordKeysAreTheAccountsDocumentsExampleItems() {
    assertRows("accounts", List.of("pk", "sk"),
        List.of("user/test@example.com", "user"),
        List.of("user/test@example.com", "userOrganisation/acme"),
        List.of("organisation/acme", "organisation"),
        List.of("organisation/acme", "organisationMember/test@example.com"),
        List.of("organisation/acme", "organisationService/billing"));
  }

  @Test
  void everyAccessPatternNamesAMethodOfTheGeneratedCode() throws Exception {
    List<String> missing = new ArrayList<>();
    int checked = 0;
    for (GeneratedTables.Service service : GeneratedTables.everyService()) {
      String document = service.text(".md");
      Map<String, Class<?>> classes = new LinkedHashMap<>();
      Class<?> serviceClass = service.serviceClass();
      classes.put(serviceClass.getSimpleName(), serviceClass);
      Matcher records = RECORD.matcher(document);
      while (records.find()) {
        Class<?> entity = Class.forName(records.group(1));
        classes.put(entity.getSimpleName(), entity);
      }
      String patterns = document.substring(document.indexOf("## Access patterns"));
      for (String line : patterns.lines().toList()) {
        Matcher method = METHOD.matcher(line);
        if (!method.find()) {
          continue;
        }
        checked++;
        Class<?> owner = classes.get(method.group(1));
        if (owner == null) {
          missing.add(service + ": " + method.group(1));
          continue;
        }
        if (method.group(2) != null) {
          owner = method(owner, "query").map(Method::getReturnType).orElse(null);
        }
        Optional<Method> found = owner == null ? Optional.empty() : method(owner, method.group(3));
        if (found.isPresent() && method.group(4) != null) {
          found = method(found.get().getReturnType(), method.group(4));
        }
        if (found.isEmpty()) {
          missing.add(service + ": " + line.substring(0, line.indexOf('`', 3) + 1));
        }
      }
    }
    assertTrue(checked > 500, "access patterns checked: " + checked);
    assertEquals(List.of(), missing);
  }

  private static Optional<Method> method(Class<?> type, String name) {
    return Arrays.stream(type.getMethods()).filter(method -> method.getName().equals(name)).findFirst();
  }

  /** Asserts that the service's example items include each row, in the given columns. */
  @SafeVarargs
  private static void assertRows(String service, List<String> columns, List<String>... rows) {
    List<List<String>> items = items(service, columns);
    for (List<String> row : rows) {
      assertTrue(items.contains(row), service + " has example item " + row + "; it has " + items);
    }
  }

  /** The document's example items, each as the cells of the given columns, backticks removed. */
  private static List<List<String>> items(String service, List<String> columns) {
    String document = GeneratedTables.service(service).text(".md");
    int start = document.indexOf("## Example items");
    assertTrue(start >= 0, service + "'s design document shows example items");
    List<String> lines = document.substring(start).lines().filter(line -> line.startsWith("|")).toList();
    List<String> header = cells(lines.get(0));
    List<List<String>> items = new ArrayList<>();
    for (String line : lines.subList(2, lines.size())) {
      List<String> cells = cells(line);
      if (cells.size() != header.size()) {
        break;
      }
      List<String> item = new ArrayList<>();
      for (String column : columns) {
        item.add(cells.get(header.indexOf(column)));
      }
      items.add(item);
    }
    return items;
  }

  private static List<String> cells(String line) {
    List<String> cells = new ArrayList<>();
    for (String cell : line.substring(1).split("(?<!\\\\)\\|")) {
      String text = cell.strip().replace("\\|", "|");
      cells.add(text.startsWith("`") && text.endsWith("`") && text.length() > 1 ? text.substring(1, text.length() - 1)
          : text);
    }
    return cells;
  }
}
