package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Cursors;
import dev.singletable.runtime.scan.Scan;
import dev.singletable.runtime.scan.TableScan;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * The requests scans build: the identity filter of an entity scan, segments, projections, and the
 * cursors refused before anything is sent. What scans return is tested on DynamoDB Local in the
 * samples module.
 */
class ScanRequestTest {
  private static final AttributePath<OrderSchema.Order, String> STATUS =
      AttributePath.of("order", "status", Codecs.ofString());

  private static TableScan<OrderSchema.Order> scan() {
    return Scan.ofTable(UnsentClient.TABLE, OrderSchema.ORDERS);
  }

  @Test
  void entityScanKeepsOnlyThisEntityVersionAndAndsTheFilter() {
    ScanRequest request = scan().filter(STATUS.eq("PLACED")).request();

    assertEquals("((#n0 = :v0 AND #n1 = :v1) AND #n2 = :v2)", request.filterExpression());
    assertEquals(Map.of("#n0", "__entity", "#n1", "__version", "#n2", "status"), request.expressionAttributeNames());
    assertEquals(Map.of(":v0", AttributeValue.fromS("order"), ":v1", AttributeValue.fromN("1"),
        ":v2", AttributeValue.fromS("PLACED")), request.expressionAttributeValues());
    assertNull(request.indexName());
    assertNull(request.segment());
  }

  @Test
  void serviceScanSendsNoFilterSoThatForeignItemsAreSeenAndCounted() {
    ScanRequest request = Scan.across(UnsentClient.TABLE, "shop", Scan.member(OrderSchema.ORDERS, order -> order))
        .request();

    assertNull(request.filterExpression());
    assertTrue(request.expressionAttributeNames().isEmpty());
  }

  @Test
  void serviceScanFilterHoldsForTheNamedEntitysItemsOnlyAndLeavesForeignItemsToBeSeen() {
    Scan.Member<OrderSchema.Order, Object> orders = Scan.member(OrderSchema.ORDERS, order -> order);
    ScanRequest request = Scan.across(UnsentClient.TABLE, "shop", orders)
        .filter(Scan.EntityFilter.of(orders, STATUS.eq("PLACED")))
        .filter(Scan.EntityFilter.of(orders, STATUS.eq("SHIPPED").not()))
        .request();

    assertEquals("((NOT (#n0 = :v0 AND #n1 = :v1)) OR (#n2 = :v2 AND (NOT #n2 = :v3)))", request.filterExpression());
    assertEquals(Map.of("#n0", "__entity", "#n1", "__version", "#n2", "status"), request.expressionAttributeNames());
    assertEquals(Map.of(":v0", AttributeValue.fromS("order"), ":v1", AttributeValue.fromN("1"),
        ":v2", AttributeValue.fromS("PLACED"), ":v3", AttributeValue.fromS("SHIPPED")), request.expressionAttributeValues());
  }

  @Test
  void serviceScanFilterOnAnEntityThatIsNotScannedIsRefused() {
    Scan.Member<CustomerSchema.Customer, Object> customers = Scan.member(CustomerSchema.CUSTOMERS, customer -> customer);
    Scan<Object> scan = Scan.across(UnsentClient.TABLE, "shop", Scan.member(OrderSchema.ORDERS, order -> order));

    assertThrows(IllegalArgumentException.class,
        () -> scan.filter(Scan.EntityFilter.of(customers, AttributePath.<CustomerSchema.Customer, String>of(
            "customer", "name", Codecs.ofString()).eq("Tom"))));
  }

  @Test
  void segmentLimitConsistentAndIndexReachTheRequest() {
    ScanRequest request = scan().segment(2, 4).limit(25).consistent().request();
    ScanRequest index = Scan.of(UnsentClient.TABLE, OrderSchema.ORDERS, "gsi1").request();

    assertEquals(2, request.segment());
    assertEquals(4, request.totalSegments());
    assertEquals(25, request.limit());
    assertTrue(request.consistentRead());
    assertEquals("gsi1", index.indexName());
    // A scan of a global index is no TableScan: consistent() does not compile on it.
    assertFalse(Scan.of(UnsentClient.TABLE, OrderSchema.ORDERS, "gsi1") instanceof TableScan);
  }

  @Test
  void segmentNumbersOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> scan().segment(4, 4));
    assertThrows(IllegalArgumentException.class, () -> scan().segment(-1, 4));
    assertThrows(IllegalArgumentException.class, () -> scan().segment(0, 0));
    assertThrows(IllegalArgumentException.class, () -> scan().segments(0));
    assertThrows(IllegalStateException.class, () -> scan().limit(3).segments(4));
  }

  @Test
  void bareLastEvaluatedKeyIsNotACursorOfAScan() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", AttributeValue.fromS("CUSTOMER#XYQ"));
    key.put("sk", AttributeValue.fromS("ORDER#00001"));

    SingleTableException refused = assertThrows(SingleTableException.class, () -> scan().startAfter(Cursors.encode(key)));

    assertTrue(refused.getMessage().contains("not a cursor of this scan"), refused.getMessage());
  }

  @Test
  void stampedKeyOfThisScanIsAcceptedAndSentAsTheStartKey() {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("", AttributeValue.fromS("order table segment 1/2"));
    key.put("pk", AttributeValue.fromS("CUSTOMER#XYQ"));
    key.put("sk", AttributeValue.fromS("ORDER#00001"));

    ScanRequest request = scan().segment(1, 2).startAfter(Cursors.encode(key)).request();

    assertEquals(Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk", AttributeValue.fromS("ORDER#00001")),
        request.exclusiveStartKey());
    assertThrows(SingleTableException.class, () -> scan().segment(0, 2).startAfter(Cursors.encode(key)));
    key.put("gsi1pk", AttributeValue.fromS("STATUS#PLACED"));
    assertThrows(SingleTableException.class, () -> scan().segment(1, 2).startAfter(Cursors.encode(key)),
        "a key with attributes of another index");
  }
}
