package dev.singletable.samples.relationships;

import dev.singletable.runtime.Table;
import dev.singletable.samples.ItemPrinter;
import java.io.PrintStream;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Writes seed 001's relationship tables (customers with orders and questions, the students and
 * sports adjacency list, the materialized graph), prints them, and runs each access pattern the seed
 * lists, every one a single request.
 */
public final class RelationshipsDemo {
  private RelationshipsDemo() {}

  /** Writes the customers, orders and questions of the seed's one-to-many table. */
  public static void seedCustomers(Table table) {
    RelationshipsService service = RelationshipsService.of(table);
    service.customers().put(new Customer("XYQ", "Tom")).execute();
    service.customers().put(new Customer("VLD", "Linda")).execute();
    service.orders().put(new Order("XYQ", 1)).execute();
    service.orders().put(new Order("XYQ", 2)).execute();
    service.orders().put(new Order("VLD", 3)).execute();
    service.orders().put(new Order("VLD", 4)).execute();
    service.questions().put(Question.of("XYQ", 1, "Where is my order?")).execute();
    service.questions().put(Question.of("XYQ", 2, "Can I change the address?")).execute();
  }

  /** Writes the students, sports and their relationship items of the seed's adjacency list. */
  public static void seedAdjacency(Table table) {
    AdjacencyService service = AdjacencyService.of(table);
    service.students().put(new Student("XYQ", "Tom")).execute();
    service.students().put(new Student("VLD", "Linda")).execute();
    service.studentSports().put(new StudentSport("XYQ", "BASKETBALL", "Tom", "Basketball")).execute();
    service.studentSports().put(new StudentSport("XYQ", "FOOTBALL", "Tom", "Football")).execute();
    service.studentSports().put(new StudentSport("VLD", "BASKETBALL", "Linda", "Basketball")).execute();
    service.studentSports().put(new StudentSport("VLD", "TENNIS", "Linda", "Tennis")).execute();
    service.sports().put(new Sport("BASKETBALL", "Basketball", "Simon")).execute();
    service.sports().put(new Sport("FOOTBALL", "Football", "James")).execute();
    service.sports().put(new Sport("TENNIS", "Tennis", "Susan")).execute();
  }

  /** Writes the nodes and edges of the seed's materialized graph. */
  public static void seedGraph(Table table) {
    GraphService service = GraphService.of(table);
    service.students().put(new GraphStudent("TOM", "Tom")).execute();
    service.studentClasses().put(new StudentClass("TOM", "SIMON", "MATH", "Math", "Simon")).execute();
    service.studentClasses().put(new StudentClass("TOM", "MICHAEL", "PHYSICS", "Physics", "Michael")).execute();
    service.homes().put(new Home("TOM", "USA", "CA", "LOS_ANGELES")).execute();
    service.teachers().put(new Teacher("SIMON", "Simon")).execute();
    service.teachers().put(new Teacher("MICHAEL", "Michael")).execute();
  }

  /** Runs the demo on {@code client}, in tables named {@code relationships}, {@code adjacency} and {@code graph}. */
  public static void run(PrintStream out, DynamoDbClient client) {
    client.createTable(RelationshipsService.createTableRequest("relationships"));
    Table customers = Table.of(client, "relationships");
    seedCustomers(customers);
    ItemPrinter.print(out, client, "relationships", List.of("PK", "SK"));
    RelationshipsService relationships = RelationshipsService.of(customers);
    out.println("customer and last 10 orders (SK >= CUSTOMER#XYQ, Limit 11): "
        + relationships.customer("XYQ").fromCustomer().limit(11).list());
    out.println("customer and last 10 questions (SK <= CUSTOMER#XYQ, descending, Limit 11): "
        + relationships.customer("XYQ").upToCustomer().descending().limit(11).list());
    out.println("last 10 questions: " + relationships.questions().query().primary("XYQ").descending().limit(10).list());
    out.println("customer, orders and questions: " + relationships.customer("XYQ").list());
    out.println();

    client.createTable(AdjacencyService.createTableRequest("adjacency"));
    Table adjacency = Table.of(client, "adjacency");
    seedAdjacency(adjacency);
    ItemPrinter.print(out, client, "adjacency", List.of("PK", "SK", "GSIPK1", "GSISK1"));
    AdjacencyService students = AdjacencyService.of(adjacency);
    out.println("student XYQ and their sports: " + students.student("XYQ").list());
    out.println("sport BASKETBALL and its students: " + students.sport("BASKETBALL").list());
    out.println();

    client.createTable(GraphService.createTableRequest("graph"));
    Table graph = Table.of(client, "graph");
    seedGraph(graph);
    ItemPrinter.print(out, client, "graph", List.of("PK", "SK", "GSI1PK", "GSI1SK"));
    GraphService nodes = GraphService.of(graph);
    out.println("student TOM with classes and home: " + nodes.student("TOM").list());
    out.println("teacher SIMON and the classes taught: " + nodes.teacher("SIMON").list());
    out.println();
  }
}
