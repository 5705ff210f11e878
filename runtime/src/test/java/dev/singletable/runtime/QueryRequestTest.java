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
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.internal.key.SortKeyCondition;
import dev.singletable.runtime.internal.query.KeyQueryStep;
import dev.singletable.runtime.internal.query.Queries;
import dev.singletable.runtime.operation.QueryOperation;
import dev.singletable.runtime.operation.TableQuery;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The requests queries build: key condition, the entity filter, projection and the refusals made
 * before anything is sent. What queries return is tested on DynamoDB Local in the samples module.
 */
class QueryRequestTest {
  private static final KeyTemplate SK = KeyTemplate.parse("order", "sk", "ORDER#${orderNumber}");
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());

  private static QueryOperation<OrderSchema.Order> query(String indexName, SortKeyCondition condition) {
    return Queries.of(UnsentClient.TABLE, OrderSchema.ORDERS, indexName, "pk", "CUSTOMER#XYQ", "sk", condition);
  }

  /** A generated step, as the processor writes one. */
  private static final class OrderNumberStep
      extends KeyQueryStep<OrderSchema.Order, OrderNumberStep, TableQuery<OrderSchema.Order>> {
    OrderNumberStep() {
      super(UnsentClient.TABLE, OrderSchema.ORDERS, null, "pk", "CUSTOMER#XYQ", SK);
    }

    TableQuery<OrderSchema.Order> orderNumberGt(long orderNumber) {
      return greaterThan(SK.padded(0, orderNumber, 5));
    }
  }

  @Test
  void keyConditionAndEntityFilterUsePlaceholdersOnly() {
    QueryRequest request = new OrderNumberStep().orderNumberGt(12).filter(STATUS.eq("PLACED")).request();

    assertEquals("#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2", request.keyConditionExpression());
    assertEquals("(#n2 = :v3 AND #n3 = :v4)", request.filterExpression());
    assertEquals(Map.of("#n0", "pk", "#n1", "sk", "#n2", "__entity", "#n3", "status"), request.expressionAttributeNames());
    assertEquals(AttributeValue.fromS("ORDER#00012"), request.expressionAttributeValues().get(":v1"));
    assertEquals(AttributeValue.fromS("ORDER$"), request.expressionAttributeValues().get(":v2"));
    assertEquals(AttributeValue.fromS("order"), request.expressionAttributeValues().get(":v3"));
  }

  @Test
  void aStepWithNothingFixedReadsTheTemplatesConstantPrefix() {
    QueryRequest request = new OrderNumberStep().limit(5).descending().request();

    assertEquals("#n0 = :v0 AND begins_with(#n1, :v1)", request.keyConditionExpression());
    assertEquals(AttributeValue.fromS("ORDER#"), request.expressionAttributeValues().get(":v1"));
    assertEquals(5, request.limit());
    assertEquals(Boolean.FALSE, request.scanIndexForward());
  }

  @Test
  void projectionReadsTheChosenAttributesAndWhatEveryRecordNeeds() {
    QueryRequest request = query(null, null).attributes(STATUS).request();

    // The key condition named pk #n0 and the filter __entity #n1 already; the projection reuses them.
    // The keys are read so that the record is checked against the key it is stored under.
    assertEquals("#n2, #n3, #n4, #n0, #n5, #n1, #n6", request.projectionExpression());
    assertEquals(Map.of("#n0", "pk", "#n1", "__entity", "#n2", "status", "#n3", "customerId", "#n4", "orderNumber",
        "#n5", "sk", "#n6", "__version"), request.expressionAttributeNames());
    assertNull(query(null, null).request().projectionExpression());
  }

  @Test
  void projectionOfAnotherEntitysAttributeIsRefused() {
    // Another entity's attribute does not compile here; a raw path forged past the compiler is refused too.
    @SuppressWarnings({"unchecked", "rawtypes"})
    AttributePath<OrderSchema.Order, String> name = (AttributePath) AttributePath.of("customer", "name", Codecs.ofString());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> query(null, null).attributes(name));
    assertEquals("order: cannot project customer.name, an attribute of another entity", e.getMessage());
  }

  @Test
  void onlyAQueryOfThePrimaryIndexOrALocalIndexCanReadConsistently() {
    TableQuery<OrderSchema.Order> table = Queries.of(UnsentClient.TABLE, OrderSchema.ORDERS, null, "pk", "CUSTOMER#XYQ",
        "sk", null);
    assertEquals(Boolean.TRUE, table.limit(3).consistent().request().consistentRead());
    // A query of a global index is a plain QueryOperation: consistent() does not compile on it.
    QueryOperation<OrderSchema.Order> global = query("gsi1", null);
    assertFalse(global instanceof TableQuery, "a global index's query offers no consistent()");
    assertNull(global.request().consistentRead());
  }

  @Test
  void cursorOfAnotherPartitionIsRefused() {
    String cursor = Cursors.encode("query order table",
        Map.of("pk", AttributeValue.fromS("CUSTOMER#VLD"), "sk", AttributeValue.fromS("ORDER#00003")));
    SingleTableException e = assertThrows(SingleTableException.class, () -> query(null, null).startAfter(cursor));
    assertTrue(e.getMessage().contains("not a cursor of this query"), e.getMessage());
    String own = Cursors.encode("query order table",
        Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk", AttributeValue.fromS("ORDER#00001")));
    assertEquals(AttributeValue.fromS("ORDER#00001"), query(null, null).startAfter(own).request().exclusiveStartKey().get("sk"));
  }

  @Test
  void limitBelowOneIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> query(null, null).limit(0));
  }
}
