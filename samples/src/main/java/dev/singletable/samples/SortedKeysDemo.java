package dev.singletable.samples;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.samples.documents.DocumentPart;
import dev.singletable.samples.documents.DocumentPartEntity;
import dev.singletable.samples.grid.FieldValue;
import dev.singletable.samples.grid.GridData;
import dev.singletable.samples.grid.GridService;
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import dev.singletable.samples.sales.SalesService;
import dev.singletable.samples.shop.CustomerEntity;
import dev.singletable.samples.shop.OrderEntity;
import dev.singletable.samples.shop.Question;
import dev.singletable.samples.shop.QuestionEntity;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keys that sort by value, on the seed tables that need them: seed 002's grid view (padded issue
 * numbers, values then numbers in one overloaded index), seed 001's questions counted down so the
 * newest comes first, seed 001's attribute versioning with enum names as they are, and seed 001's
 * hierarchical sales by country, city, store and date.
 */
public final class SortedKeysDemo {
  private SortedKeysDemo() {}

  /**
   * Creates the tables {@code grid}, {@code questions}, {@code documents} and {@code sales}, writes the
   * seeds and queries them.
   */
  public static void run(PrintStream out, DynamoDbClient client) {
    grid(out, client);
    questions(out, client);
    documents(out, client);
    sales(out, client);
  }

  /** The sales of seed 001's hierarchical data, as its table lists them. */
  public static List<Sale> sales() {
    return List.of(
        new Sale("USA", "SAN_FRANCISCO", 235, 2020, 9, 22, new BigDecimal("1250.00")),
        new Sale("USA", "LOS_ANGELES", 316, 2020, 10, 12, new BigDecimal("980.50")),
        new Sale("USA", "SEATTLE", 110, 2020, 8, 4, new BigDecimal("730.25")),
        new Sale("FRANCE", "PARIS", 512, 2020, 15, 15, new BigDecimal("640.00")),
        new Sale("USA", "SAN_FRANCISCO", 235, 2020, 10, 1, new BigDecimal("1100.00")),
        new Sale("USA", "SAN_FRANCISCO", 236, 2020, 9, 22, new BigDecimal("310.75")));
  }

  /** The two customer questions of seed 001: question 2 is {@code #QUESTION#99998}, question 1 {@code #QUESTION#99999}. */
  public static List<Question> questions() {
    return List.of(new Question("XYQ", 1, "Where is my order?"), new Question("XYQ", 2, "Can I change the address?"));
  }

  /** The document parts of seed 001's attribute versioning. */
  public static List<DocumentPart> documentParts() {
    return List.of(
        new DocumentPart("KBH", DocumentPart.Part.INTRO, 1, "Intro", "2020-10-19T09:19:32", "Tom"),
        new DocumentPart("KBH", DocumentPart.Part.MAIN_CONTENT, 1, "Main", "2020-10-19T09:22:52", "Simon"),
        new DocumentPart("KBH", DocumentPart.Part.SUMMARY, 1, "Summary", "2020-10-19T09:24:42", "John"),
        new DocumentPart("KBH", DocumentPart.Part.MAIN_CONTENT, 2, "Main, revised", "2020-10-19T10:19:32", "Tom"));
  }

  private static void grid(PrintStream out, DynamoDbClient client) {
    client.createTable(GridService.createTableRequest("grid"));
    GridService grid = GridService.of(Table.of(client, "grid"));
    GridData.load(grid);
    ItemPrinter.print(out, client, "grid", List.of("entityId", "relatedId", "sortString", "gsi1pk"));
    out.println("projects of tenant 0807 by name: " + grid.projects().query().byTenant("0807").list());
    out.println("issues of project 35e9 from number 2: " + grid.issues().query().byProject("35e9").numGte(2).list());
    out.println("issues by Start in May 2023: " + grid.fieldValues().query().byField("3812")
        .valueBetween("2023-05-01", "2023-05-31").list());
    out.println("issues with Num Items 42: "
        + grid.fieldValues().query().byField("3fe6").value(FieldValue.number(42)).list());
    out.println("issue 020e with its values: " + grid.issue("020e").list());
    out.println();
  }

  private static void questions(PrintStream out, DynamoDbClient client) {
    client.createTable(TableDefinitions.createTableRequest(
        "questions", CustomerEntity.SCHEMA, OrderEntity.SCHEMA, QuestionEntity.SCHEMA));
    Table table = Table.of(client, "questions");
    CustomerEntity.of(table).put(SeedData.customers().get(0)).execute();
    SeedData.orders().stream().filter(o -> o.customerId().equals("XYQ"))
        .forEach(o -> OrderEntity.of(table).put(o).execute());
    QuestionEntity questions = QuestionEntity.of(table);
    questions().forEach(q -> questions.put(q).execute());
    ItemPrinter.print(out, client, "questions", List.of("PK", "SK"));
    out.println("questions of XYQ, newest first: " + questions.query().primary("XYQ").list());
    out.println("questions of XYQ after question 1: " + questions.query().primary("XYQ").questionIdGt(1).list());
    out.println();
  }

  /**
   * Seed 001's hierarchical data: one partition per country, the sort key going down city, store and
   * date ({@code SALE#USA} / {@code SAN_FRANCISCO#00235#2020-09-22}), read at each level. The seed's
   * four rows, and two more sales so that the store and month levels narrow something.
   */
  private static void sales(PrintStream out, DynamoDbClient client) {
    client.createTable(SalesService.createTableRequest("sales"));
    SaleEntity sales = SaleEntity.of(Table.of(client, "sales"));
    sales().forEach(sale -> sales.put(sale).execute());
    ItemPrinter.print(out, client, "sales", List.of("pk", "sk"));
    out.println("sales of country USA: " + sales.query().primary("USA").list());
    out.println("sales of city SAN_FRANCISCO: " + sales.query().primary("USA").city("SAN_FRANCISCO").list());
    out.println("sales of store 00235: " + sales.query().primary("USA").city("SAN_FRANCISCO").store(235).list());
    out.println("sales of store 00235 in 2020-09: "
        + sales.query().primary("USA").city("SAN_FRANCISCO").store(235).year(2020).month(9).list());
    out.println("sales of store 00235 on 2020-09-22: "
        + sales.query().primary("USA").city("SAN_FRANCISCO").store(235).year(2020).month(9).day(22).list());
    out.println();
  }

  private static void documents(PrintStream out, DynamoDbClient client) {
    client.createTable(TableDefinitions.createTableRequest("documents", DocumentPartEntity.SCHEMA));
    DocumentPartEntity parts = DocumentPartEntity.of(Table.of(client, "documents"));
    documentParts().forEach(p -> parts.put(p).execute());
    ItemPrinter.print(out, client, "documents", List.of("PK", "SK"));
    out.println("versions of MAIN_CONTENT: "
        + parts.query().primary("KBH").part(DocumentPart.Part.MAIN_CONTENT).list());
    out.println("MAIN_CONTENT version 2: "
        + parts.query().primary("KBH").part(DocumentPart.Part.MAIN_CONTENT).version(2).first());
    out.println();
  }
}
