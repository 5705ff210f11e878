package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.LongAttribute;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.operation.UpdateOperation;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import dev.singletable.runtime.returned.UpdatedAttributes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Values an update reads from the item ({@code SET #a = #b + :v}): how they render, and what is
 * refused before sending because DynamoDB would refuse the request. Against DynamoDB Local in the
 * samples' {@code UpdateValueTest}.
 */
class UpdateValueRequestTest {
  private static final AttributePath<OrderSchema.Order, Long> ORDER_NUMBER = AttributePath.of("order", "orderNumber", Codecs.ofLong());
  private static final LongAttribute<OrderSchema.Order> TOTAL = LongAttribute.ofLong("order", "total", Codecs.ofLong());
  private static final LongAttribute<OrderSchema.Order> SUBTOTAL = LongAttribute.ofLong("order", "subtotal", Codecs.ofLong());
  private static final UpdatableAttribute<OrderSchema.Order, BigDecimal> PRICE = UpdatableAttribute.of("order", "price", Codecs.ofBigDecimal());
  private static final UpdatableAttribute<OrderSchema.Order, BigDecimal> COST = UpdatableAttribute.of("order", "cost", Codecs.ofBigDecimal());
  private static final UpdatableAttribute<OrderSchema.Order, String> STATUS = UpdatableAttribute.of("order", "status", Codecs.ofString());
  private static final UpdatableAttribute<OrderSchema.Order, String> LABEL = UpdatableAttribute.of("order", "label", Codecs.ofString());

  private static final Table table = UnsentClient.TABLE.withWriteTokens(false);

  /** STATUS#${status}: an index with one component outside the key. */
  private static final class ByStatus extends IndexKeys {
    ByStatus() {
      super("gsi1", "byStatus", "gsi1pk", null, "setByStatus", List.of(STATUS));
    }

    @Override
    protected String partitionKey(Values values) {
      return "STATUS#" + values.get(STATUS);
    }

    @Override
    protected String sortKey(Values values) {
      return null;
    }
  }

  private static final class Update extends UpdateOperation<OrderSchema.Order, Update> {
    Update(List<IndexKeys> indexes) {
      super(table, OrderSchema.ORDERS.withIndexKeys(indexes), Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk",
          AttributeValue.fromS("ORDER#00001")));
    }

    @Override
    protected Update self() {
      return this;
    }
  }

  private static Update update() {
    return new Update(List.of());
  }

  /** The update expression with its name placeholders replaced by the names, values left as placeholders. */
  private static String named(UpdateItemRequest request) {
    String text = request.updateExpression();
    for (Map.Entry<String, String> name : request.expressionAttributeNames().entrySet()) {
      text = text.replaceAll(name.getKey() + "(?![0-9])", name.getValue());
    }
    return text;
  }

  @Test
  void setFromAnotherAttributeReadsItByPlaceholder() {
    UpdateItemRequest request = update().set(TOTAL, SUBTOTAL).request();
    assertEquals("SET #n0 = #n1", request.updateExpression());
    assertEquals("SET total = subtotal", named(request));
  }

  @Test
  void setFromAnAttributePlusANumberRendersOneSum() {
    UpdateItemRequest request = update().set(TOTAL, SUBTOTAL.plus(5)).request();
    assertEquals("SET total = subtotal + :v0", named(request));
    assertEquals(AttributeValue.fromN("5"), request.expressionAttributeValues().get(":v0"));
  }

  @Test
  void setFromAnAttributeMinusAnotherRendersOneDifference() {
    UpdateItemRequest request = update().set(PRICE, PRICE.minus(COST)).request();
    assertEquals("SET price = price - cost", named(request));
  }

  @Test
  void fallbackReadsAMissingAttributeAsTheValueGiven() {
    UpdateItemRequest request = update().set(TOTAL, SUBTOTAL.orElse(0).plus(1)).request();
    assertEquals("SET total = if_not_exists(subtotal, :v0) + :v1", named(request));
    assertEquals(AttributeValue.fromN("0"), request.expressionAttributeValues().get(":v0"));
    assertEquals(AttributeValue.fromN("1"), request.expressionAttributeValues().get(":v1"));
  }

  @Test
  void aPrimaryKeyComponentMayBeReadThoughNotWritten() {
    UpdateItemRequest request = update().set(TOTAL, ORDER_NUMBER.minus(1L)).request();
    assertEquals("SET total = orderNumber - :v0", named(request));
  }

  @Test
  void computedValuesSitInTheSetClauseBesideOtherChanges() {
    UpdateItemRequest request = update().remove(STATUS).set(TOTAL, SUBTOTAL).add(PRICE, BigDecimal.ONE).request();
    assertEquals("SET total = subtotal REMOVE status ADD price :v0", named(request));
  }

  @Test
  void arithmeticOnATextAttributeIsRefusedBeforeSendingNamingEntityAttributeAndValue() {
    InvalidValueException plusText = assertThrows(InvalidValueException.class, () -> LABEL.plus("x"));
    assertEquals("order", plusText.entity());
    assertEquals("label", plusText.field());
    assertTrue(plusText.getMessage().contains("x"), plusText.getMessage());
    assertTrue(plusText.getMessage().contains("numbers only"), plusText.getMessage());

    InvalidValueException plusAttribute = assertThrows(InvalidValueException.class, () -> LABEL.plus(STATUS));
    assertEquals("label", plusAttribute.field());
    InvalidValueException rightSide = assertThrows(InvalidValueException.class, () -> STATUS.orElse("a").minus(LABEL.orElse("b")));
    assertEquals("status", rightSide.field());
  }

  @Test
  void nullAmountsAndFallbacksAreRefusedBeforeSending() {
    InvalidValueException amount = assertThrows(InvalidValueException.class, () -> PRICE.plus((BigDecimal) null));
    assertEquals("price", amount.field());
    InvalidValueException fallback = assertThrows(InvalidValueException.class, () -> COST.orElse(null));
    assertEquals("cost", fallback.field());
  }

  @Test
  void aComputedIndexComponentIsRefusedBecauseItsKeysCouldNotBeRendered() {
    Update update = new Update(List.of(new ByStatus())).set(STATUS, LABEL);
    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class, update::request);
    assertEquals("gsi1", e.indexName());
    assertEquals(List.of("status"), e.missing());
  }

  @Test
  void setTwiceFromValuesIsRefusedAsOverlappingPaths() {
    Update update = update().set(TOTAL, SUBTOTAL);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> update.set(TOTAL, 4L));
    assertEquals("order: total is already changed by this update", e.getMessage());
  }

  @Test
  void eachReturningTerminalAsksDynamoDbForItsValuesAndExecuteForTheNewItem() {
    assertEquals(ReturnValue.ALL_NEW, update().set(TOTAL, 1L).request().returnValues());
    assertEquals(ReturnValue.ALL_OLD, update().set(TOTAL, 1L).returningOld().request().returnValues());
    assertEquals(ReturnValue.NONE, update().set(TOTAL, 1L).returningNothing().request().returnValues());
    assertEquals(ReturnValue.UPDATED_OLD, update().set(TOTAL, 1L).returningUpdatedOld().request().returnValues());
    assertEquals(ReturnValue.UPDATED_NEW, update().set(TOTAL, 1L).returningUpdatedNew().request().returnValues());
    assertEquals("SET total = subtotal + :v0", named(update().set(TOTAL, SUBTOTAL.plus(1)).returningOld().request()));
  }

  @Test
  void updatedAttributesDecodeWithTheEntitysConstantsAndAreEmptyForAttributesNotReturned() {
    UpdatedAttributes<OrderSchema.Order> changed = new UpdatedAttributes<>("order",
        Map.of("total", AttributeValue.fromN("12"), "price", AttributeValue.fromS("dear")));

    assertEquals(java.util.Optional.of(12L), changed.get(TOTAL));
    assertEquals(java.util.Optional.empty(), changed.get(SUBTOTAL));
    assertTrue(changed.contains(TOTAL));
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> changed.get(PRICE));
    assertEquals("price", e.field());
  }
}
