package dev.singletable.samples;

import static dev.singletable.samples.RawItems.keyRows;
import static dev.singletable.samples.RawItems.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.samples.relationships.AdjacencyService;
import dev.singletable.samples.relationships.RelationshipsDemo;
import dev.singletable.samples.relationships.Sport;
import dev.singletable.samples.relationships.SportEntity;
import dev.singletable.samples.relationships.Student;
import dev.singletable.samples.relationships.StudentEntity;
import dev.singletable.samples.relationships.StudentSport;
import dev.singletable.samples.relationships.StudentSportEntity;
import dev.singletable.samples.sales.CityTarget;
import dev.singletable.samples.sales.CityTargetEntity;
import dev.singletable.samples.sales.Sale;
import dev.singletable.samples.sales.SaleEntity;
import dev.singletable.samples.shipping.ShippingOrder;
import dev.singletable.samples.shipping.ShippingOrderEntity;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The recipes on keys and indexes (hierarchical keys, adjacency lists, sparse indexes), run as the
 * pages under {@code docs/recipes/} show them (the regions between {@code // readme:} markers, see
 * {@link ReadmeSnippets}), on the samples' entities.
 */
class ReadmeRecipesKeysTest {

  private static List<String> sortKeys(List<Sale> sales) {
    return sales.stream().map(s -> SaleEntity.sk(s.city(), s.store(), s.year(), s.month(), s.day())).toList();
  }

  @Test
  void salesNarrowFromCountryToMonthAndNeverMatchALongerCity() {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(Engines.http(), "recipe-sales", SaleEntity.SCHEMA, CityTargetEntity.SCHEMA)
        .withListener(recorder);

    // readme: recipe-hierarchical-keys
    SaleEntity sales = SaleEntity.of(table);
    sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2020, 9, 22, new BigDecimal("120.50"))).execute();
    sales.put(new Sale("USA", "SAN_FRANCISCO", 235, 2020, 10, 1, new BigDecimal("80"))).execute();
    sales.put(new Sale("USA", "SAN_FRANCISCO", 236, 2020, 9, 22, new BigDecimal("95"))).execute();
    sales.put(new Sale("USA", "LOS_ANGELES", 316, 2020, 10, 12, new BigDecimal("60"))).execute();
    sales.put(new Sale("USA", "SAN", 1, 2020, 9, 1, new BigDecimal("5"))).execute();
    CityTargetEntity.of(table).put(new CityTarget("USA", "SAN_FRANCISCO", new BigDecimal("1000"))).execute();

    SaleEntity.sk("SAN_FRANCISCO", 235, 2020, 9, 22);                     // "SAN_FRANCISCO#00235#2020-09-22"
    List<Sale> usa = sales.query().primary("USA").list();                  // 5 sales; the target is not a sale
    List<Sale> city = sales.query().primary("USA").city("SAN_FRANCISCO").list();        // 3 sales, none of SAN
    List<Sale> store = sales.query().primary("USA").city("SAN_FRANCISCO").store(235).list();    // 2 sales
    List<Sale> month = sales.query().primary("USA").city("SAN_FRANCISCO").store(235)
        .year(2020).month(9).list();                                       // the sale of 2020-09-22
    List<Sale> autumn = sales.query().primary("USA").city("SAN_FRANCISCO").store(235)
        .year(2020).monthBetween(9, 11).list();                            // both sales of store 235
    List<Sale> san = sales.query().primary("USA").city("SAN").list();      // store 1 only, not SAN_FRANCISCO
    assertEquals("SAN_FRANCISCO#00235#2020-09-22", SaleEntity.sk("SAN_FRANCISCO", 235, 2020, 9, 22));
    assertEquals(List.of("LOS_ANGELES#00316#2020-10-12", "SAN#00001#2020-09-01", "SAN_FRANCISCO#00235#2020-09-22",
        "SAN_FRANCISCO#00235#2020-10-01", "SAN_FRANCISCO#00236#2020-09-22"), sortKeys(usa));
    assertEquals(List.of("SAN_FRANCISCO#00235#2020-09-22", "SAN_FRANCISCO#00235#2020-10-01",
        "SAN_FRANCISCO#00236#2020-09-22"), sortKeys(city));
    assertEquals(List.of("SAN_FRANCISCO#00235#2020-09-22", "SAN_FRANCISCO#00235#2020-10-01"), sortKeys(store));
    assertEquals(List.of("SAN_FRANCISCO#00235#2020-09-22"), sortKeys(month));
    assertEquals(sortKeys(store), sortKeys(autumn));
    assertEquals(List.of("SAN#00001#2020-09-01"), sortKeys(san));

    try {
      sales.put(new Sale("USA", "SAN_FRANCISCO", 100_000, 2020, 9, 22, BigDecimal.ONE)).execute();
      fail("a store wider than five digits is refused");
    } catch (InvalidValueException e) {                                   // store 100000 does not fit @Padded(5)
      assertTrue(e.getMessage().contains("100000"), e.getMessage());
    }
    // readme: end

    assertEquals(
        rows(
            List.of("SALE#USA", "LOS_ANGELES#00316#2020-10-12"),
            List.of("SALE#USA", "SAN#00001#2020-09-01"),
            List.of("SALE#USA", "SAN_FRANCISCO#00235#2020-09-22"),
            List.of("SALE#USA", "SAN_FRANCISCO#00235#2020-10-01"),
            List.of("SALE#USA", "SAN_FRANCISCO#00236#2020-09-22"),
            List.of("SALE#USA", "SAN_FRANCISCO#TARGET")),
        keyRows(table, "pk", "sk"));
    assertEquals(5, sales.query().primary("USA").count());
    recorder.clear();
    sales.query().primary("USA").city("SAN").list();
    QueryRequest request = recorder.single();
    assertTrue(request.keyConditionExpression().contains("begins_with"), request.keyConditionExpression());
    assertTrue(request.expressionAttributeValues().values().stream().anyMatch(v -> "SAN#".equals(v.s())),
        request.expressionAttributeValues().toString());
  }

  /** Asserts that one Query was sent since the last call, to {@code index} (null: the table), and forgets it. */
  private static void assertOneQueryOf(QueryRecorder recorder, String index) {
    assertEquals(index, recorder.single().indexName());
    recorder.clear();
  }

  @Test
  void anEdgeIsReadFromBothEndsInOneQueryEach() {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(Engines.http(), "recipe-adjacency", StudentEntity.SCHEMA, SportEntity.SCHEMA,
        StudentSportEntity.SCHEMA).withListener(recorder);
    RelationshipsDemo.seedAdjacency(table);

    // readme: recipe-adjacency-lists
    AdjacencyService service = AdjacencyService.of(table);
    StudentSport edge = new StudentSport("VLD", "FOOTBALL", "Linda", "Football");
    service.transactWrite()                          // the edge, only between nodes that exist
        .conditionCheck(StudentEntity.SCHEMA, StudentEntity.key("VLD"), StudentEntity.STUDENT_ID.exists())
        .conditionCheck(SportEntity.SCHEMA, SportEntity.key("FOOTBALL"), SportEntity.SPORT_ID.exists())
        .create(StudentSportEntity.SCHEMA, edge)
        .execute();

    AdjacencyService.StudentCollection linda = service.student("VLD").list();      // one Query of the table
    linda.student();                                 // Optional[Student[studentId=VLD, studentName=Linda]]
    linda.studentSports();                           // her edges: BASKETBALL, FOOTBALL, TENNIS
    assertEquals(Optional.of(new Student("VLD", "Linda")), linda.student());
    assertEquals(List.of("BASKETBALL", "FOOTBALL", "TENNIS"),
        linda.studentSports().stream().map(StudentSport::sportId).toList());
    assertOneQueryOf(recorder, null);

    AdjacencyService.SportCollection football = service.sport("FOOTBALL").list();  // one Query of GSI1
    football.sport();                                // Optional[Sport[sportId=FOOTBALL, sportName=Football, coach=James]]
    football.studentSports();                        // its edges: from VLD and XYQ
    assertEquals(Optional.of(new Sport("FOOTBALL", "Football", "James")), football.sport());
    assertEquals(List.of("VLD", "XYQ"), football.studentSports().stream().map(StudentSport::studentId).toList());
    assertOneQueryOf(recorder, "GSI1");

    List<StudentSport> players = service.studentSports().query().inverted("FOOTBALL").list();  // the edges alone
    assertEquals(football.studentSports(), players);

    try {
      service.transactWrite()
          .conditionCheck(StudentEntity.SCHEMA, StudentEntity.key("NOBODY"), StudentEntity.STUDENT_ID.exists())
          .conditionCheck(SportEntity.SCHEMA, SportEntity.key("FOOTBALL"), SportEntity.SPORT_ID.exists())
          .create(StudentSportEntity.SCHEMA, new StudentSport("NOBODY", "FOOTBALL", "?", "Football"))
          .execute();
      fail("no edge to a student that does not exist");
    } catch (TransactionCanceledException e) {       // operation 0 failed: there is no student NOBODY
      assertEquals(0, e.failures().get(0).index());
      assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, e.failures().get(0).code());
    }
    // readme: end

    assertEquals(List.of("VLD", "XYQ"),
        service.studentSports().query().inverted("FOOTBALL").list().stream().map(StudentSport::studentId).toList());
    assertEquals(
        rows(
            List.of("STUDENT#VLD", "SPORT#FOOTBALL", "SPORT#FOOTBALL", "STUDENT#VLD")),
        keyRows(table, "PK", "SK", "GSIPK1", "GSISK1").stream()
            .filter(row -> row.get(0).equals("STUDENT#VLD") && row.get(1).equals("SPORT#FOOTBALL")).toList());
  }

  private static final List<String> ORDER_ONE_UNSHIPPED = List.of("ORDER#00001", "-");

  @Test
  void onlyShippedOrdersAreInTheSparseIndex() {
    QueryRecorder recorder = new QueryRecorder();
    Table table = Engines.newTable(Engines.http(), "recipe-sparse", ShippingOrderEntity.SCHEMA).withListener(recorder);

    // readme: recipe-sparse-indexes
    ShippingOrderEntity orders = ShippingOrderEntity.of(table);
    orders.put(new ShippingOrder(1, "AWAITING_PAYMENT", "CUSTOMER#KHJ", null)).execute();     // not in the index
    orders.put(new ShippingOrder(2, "AWAITING_SHIPMENT", "CUSTOMER#JHD", null)).execute();    // not in the index
    orders.put(new ShippingOrder(3, "SHIPPED", "CUSTOMER#JHD", "2020-10-26T09:39:14")).execute();
    assertEquals(
        rows(
            List.of("ORDER#00001", "-", "-"),
            List.of("ORDER#00002", "-", "-"),
            List.of("ORDER#00003", "CUSTOMER#JHD", "2020-10-26T09:39:14")),
        keyRows(table, "PK", "SPARSE_SHIPPED_PK", "SPARSE_SHIPPED_SK"));

    List<ShippingOrder> allShipped = orders.scanShipped().list();         // a scan of the index: order 3
    List<ShippingOrder> lastTen = orders.query().shipped("CUSTOMER#JHD")
        .descending().limit(10).list();                                   // order 3
    List<ShippingOrder> since = orders.query().shipped("CUSTOMER#JHD")
        .shipDateGte("2020-10-01").list();                                // order 3
    assertEquals(List.of(3), allShipped.stream().map(ShippingOrder::orderId).toList());
    assertEquals(allShipped, lastTen);
    assertEquals(allShipped, since);

    orders.update(2)                                                      // order 2 ships: it joins the index
        .set(ShippingOrderEntity.STATUS, "SHIPPED")
        .setShipped("CUSTOMER#JHD", "2020-10-27T08:00:00")
        .execute();
    orders.update(3).remove(ShippingOrderEntity.SHIP_DATE).execute();     // order 3 leaves it
    List<ShippingOrder> now = orders.scanShipped().list();                // order 2
    assertEquals(List.of(2), now.stream().map(ShippingOrder::orderId).toList());
    // readme: end

    assertEquals(
        rows(
            List.of("ORDER#00001", "-", "-"),
            List.of("ORDER#00002", "CUSTOMER#JHD", "2020-10-27T08:00:00"),
            List.of("ORDER#00003", "-", "-")),
        keyRows(table, "PK", "SPARSE_SHIPPED_PK", "SPARSE_SHIPPED_SK"));
    recorder.clear();
    orders.query().shipped("CUSTOMER#JHD").list();
    assertEquals("SPARSE_SHIPPED", recorder.single().indexName());
    assertThrows(IncompleteUpdateException.class,
        () -> orders.update(1).set(ShippingOrderEntity.SHIP_DATE, "2020-10-28T10:00:00").execute());
    assertEquals(List.of(ORDER_ONE_UNSHIPPED), keyRows(table, "PK", "SHIP_DATE").subList(0, 1));
    orders.update(1).set(ShippingOrderEntity.SHIP_DATE, "2020-10-28T10:00:00").readingMissingComponents().execute();
    assertEquals(List.of(1, 2), orders.scanShipped().list().stream().map(ShippingOrder::orderId).sorted().toList());
  }
}
