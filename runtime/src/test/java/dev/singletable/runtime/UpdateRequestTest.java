package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.IncompleteUpdateException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.expression.SetPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.key.IndexKeys;
import dev.singletable.runtime.internal.key.KeyTemplate;
import dev.singletable.runtime.operation.UpdateOperation;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The update expressions {@link UpdateOperation} builds: every action, the existence and identity
 * guard, conditions, and the index keys written again when an index component changes. The client
 * is never called; updates against DynamoDB are tested in the samples module.
 */
class UpdateRequestTest {
  private static final AttributePath<OrderSchema.Order, String> CUSTOMER_ID = AttributePath.of("order", "customerId", Codecs.ofString());
  private static final AttributePath<OrderSchema.Order, Long> ORDER_NUMBER = AttributePath.of("order", "orderNumber", Codecs.ofLong());
  private static final UpdatableAttribute<OrderSchema.Order, String> STATUS = UpdatableAttribute.of("order", "status", Codecs.ofString());
  private static final UpdatableAttribute<OrderSchema.Order, Instant> PLACED_AT = UpdatableAttribute.of("order", "placedAt", Codecs.ofInstant());
  private static final UpdatableAttribute<OrderSchema.Order, Long> TOTAL = UpdatableAttribute.of("order", "total", Codecs.ofLong());
  private static final UpdatableAttribute<OrderSchema.Order, Integer> COUNT = UpdatableAttribute.required("order", "count", Codecs.ofInteger());
  private static final ListPath<OrderSchema.Order, String> NOTES = ListPath.of("order", "notes", Codecs.list(Codecs.ofString()), Codecs.ofString());
  private static final SetPath<OrderSchema.Order, String> TAGS = SetPath.of("order", "tags", Codecs.stringSet(), Codecs.ofString());
  private static final SetPath<OrderSchema.Order, Long> CODES = SetPath.of("order", "codes", Codecs.numberSet(Codecs.ofLong()), Codecs.ofLong());

  /** STATUS#${status} / ORDER#${orderNumber}: one component outside the key. */
  private static final class ByStatus extends IndexKeys {
    private static final KeyTemplate PK = KeyTemplate.parse("order", "gsi1pk", "STATUS#${status}");
    private static final KeyTemplate SK = KeyTemplate.parse("order", "gsi1sk", "ORDER#${orderNumber}");

    ByStatus() {
      super("gsi1", "byStatus", "gsi1pk", "gsi1sk", "setByStatus", List.of(STATUS, ORDER_NUMBER));
    }

    @Override
    protected String partitionKey(Values values) {
      return PK.render(PK.text(0, values.get(STATUS)));
    }

    @Override
    protected String sortKey(Values values) {
      return SK.render(SK.padded(0, values.get(ORDER_NUMBER), 5));
    }
  }

  /** DAY#${placedAt} / ${status}#${customerId}: two components outside the key. */
  private static final class ByDay extends IndexKeys {
    ByDay() {
      super("gsi2", "byDay", "gsi2pk", "gsi2sk", "setByDay", List.of(PLACED_AT, STATUS, CUSTOMER_ID));
    }

    @Override
    protected String partitionKey(Values values) {
      return "DAY#" + values.get(PLACED_AT);
    }

    @Override
    protected String sortKey(Values values) {
      return values.get(STATUS) + "#" + values.get(CUSTOMER_ID);
    }
  }

  /** What a generated {@code OrderEntity.Update} looks like. */
  private static final class Update extends UpdateOperation<OrderSchema.Order, Update> {
    Update(List<IndexKeys> indexes) {
      super(table, OrderSchema.ORDERS.withIndexKeys(indexes), Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk",
          AttributeValue.fromS("ORDER#00001")));
      known(CUSTOMER_ID, "XYQ");
      known(ORDER_NUMBER, 1L);
    }

    @Override
    protected Update self() {
      return this;
    }
  }

  // Without write tokens, whose random value each request draws: WriteTokensTest pins them.
  private static final Table table = UnsentClient.TABLE.withWriteTokens(false);

  private static Update update() {
    return new Update(List.of());
  }

  /** The expression with placeholders replaced by names and values, for readable assertions. */
  private static String spelled(UpdateItemRequest request, String expression) {
    String text = expression;
    for (Map.Entry<String, String> name : request.expressionAttributeNames().entrySet()) {
      text = text.replace(name.getKey() + " ", name.getValue() + " ").replace(name.getKey() + ")", name.getValue() + ")")
          .replace(name.getKey() + ",", name.getValue() + ",");
      if (text.endsWith(name.getKey())) {
        text = text.substring(0, text.length() - name.getKey().length()) + name.getValue();
      }
    }
    for (Map.Entry<String, AttributeValue> value : request.expressionAttributeValues().entrySet()) {
      AttributeValue v = value.getValue();
      String shown = v.s() != null ? "'" + v.s() + "'" : v.n() != null ? v.n()
          : v.hasSs() ? v.ss().toString() : v.hasNs() ? v.ns().toString() : v.hasL() ? "L" + v.l().size() : v.toString();
      text = text.replaceAll(value.getKey() + "(?![0-9])", java.util.regex.Matcher.quoteReplacement(shown));
    }
    return text;
  }

  @Test
  void everyActionRendersInItsClauseWithPlaceholdersOnly() {
    UpdateItemRequest request = update()
        .set(STATUS, "SHIPPED")
        .remove(PLACED_AT)
        .add(TOTAL, 5L)
        .subtract(COUNT, 2)
        .append(NOTES, List.of("late"))
        .addToSet(TAGS, Set.of("gift"))
        .deleteFromSet(CODES, Set.of(7L))
        .request();

    assertEquals("SET #n0 = :v0, #n3 = if_not_exists(#n3, :v2) - :v3, #n4 = list_append(if_not_exists(#n4, :v4), :v5)"
        + " REMOVE #n1 ADD #n2 :v1, #n5 :v6 DELETE #n6 :v7", request.updateExpression());
    assertEquals("SET status = 'SHIPPED', count = if_not_exists(count, 0) - 2, notes = list_append(if_not_exists(notes, L0), L1)"
        + " REMOVE placedAt ADD total 5, tags [gift] DELETE codes [7]", spelled(request, request.updateExpression()));
  }

  @Test
  void setIfNotExistsKeepsAStoredValue() {
    UpdateItemRequest request = update().setIfNotExists(STATUS, "NEW").request();
    assertEquals("SET status = if_not_exists(status, 'NEW')", spelled(request, request.updateExpression()));
  }

  @Test
  void updateRequiresAnItemOfThisEntityAndVersionAndReturnsTheNewItem() {
    UpdateItemRequest request = update().set(STATUS, "SHIPPED").request();

    assertEquals("((attribute_exists(pk) AND __entity = 'order') AND __version = 1)",
        spelled(request, request.conditionExpression()));
    assertEquals(ReturnValue.ALL_NEW, request.returnValues());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, request.returnValuesOnConditionCheckFailure());
    assertEquals(Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk", AttributeValue.fromS("ORDER#00001")),
        request.key());
  }

  @Test
  void conditionsAreAddedToTheGuardWithAnd() {
    UpdateItemRequest request = update().set(TOTAL, 9L).condition(STATUS.eq("PLACED")).condition(TOTAL.lt(9L)).request();

    assertEquals("(((attribute_exists(pk) AND __entity = 'order') AND __version = 1) AND (status = 'PLACED' AND total < 9))",
        spelled(request, request.conditionExpression()));
  }

  @Test
  void settingAnIndexComponentWritesTheIndexKeysAgain() {
    UpdateItemRequest request = new Update(List.of(new ByStatus())).set(STATUS, "SHIPPED").request();

    assertEquals("SET status = 'SHIPPED', gsi1pk = 'STATUS#SHIPPED', gsi1sk = 'ORDER#00001'",
        spelled(request, request.updateExpression()));
  }

  @Test
  void removingAnIndexComponentRemovesTheIndexKeys() {
    UpdateItemRequest request = new Update(List.of(new ByStatus())).set(STATUS, (String) null).request();

    assertEquals("REMOVE status, gsi1pk, gsi1sk", spelled(request, request.updateExpression()));
  }

  @Test
  void removingOneComponentTakesTheItemOutOfTheIndexWithoutTheOtherComponents() {
    // byDay is rendered from placedAt, status and customerId: the update carries only placedAt.
    UpdateItemRequest request = new Update(List.of(new ByDay())).set(PLACED_AT, (Instant) null).request();

    assertEquals("REMOVE placedAt, gsi2pk, gsi2sk", spelled(request, request.updateExpression()));
  }

  @Test
  void removingOneComponentWhileAnotherChangesToAValueOnlyDynamoDbKnowsStillRemovesTheIndexKeys() {
    UpdateItemRequest request = new Update(List.of(new ByDay())).remove(PLACED_AT).setIfNotExists(STATUS, "NEW").request();

    assertEquals("SET status = if_not_exists(status, 'NEW') REMOVE placedAt, gsi2pk, gsi2sk",
        spelled(request, request.updateExpression()));
  }

  @Test
  void removedComponentOfOneIndexLeavesAnotherIndexItIsNotPartOfAlone() {
    UpdateItemRequest request = new Update(List.of(new ByStatus(), new ByDay())).remove(PLACED_AT).request();

    assertEquals("REMOVE placedAt, gsi2pk, gsi2sk", spelled(request, request.updateExpression()));
  }

  @Test
  void removedComponentSharedByTwoIndexesTakesTheItemOutOfBoth() {
    UpdateItemRequest request = new Update(List.of(new ByStatus(), new ByDay())).remove(STATUS).request();

    assertEquals("REMOVE status, gsi1pk, gsi1sk, gsi2pk, gsi2sk", spelled(request, request.updateExpression()));
  }

  @Test
  void twoSettersSettingASharedComponentToOneValueCombine() {
    // What setByStatus(status) then setByDay(placedAt, status) do.
    UpdateItemRequest request = new Update(List.of(new ByStatus(), new ByDay()))
        .set(STATUS, "SHIPPED")
        .set(PLACED_AT, Instant.parse("2024-01-02T00:00:00Z")).set(STATUS, "SHIPPED").request();

    assertEquals("SET status = 'SHIPPED', placedAt = '2024-01-02T00:00:00.000000000Z', gsi1pk = 'STATUS#SHIPPED',"
        + " gsi1sk = 'ORDER#00001', gsi2pk = 'DAY#2024-01-02T00:00:00Z', gsi2sk = 'SHIPPED#XYQ'",
        spelled(request, request.updateExpression()));
  }

  @Test
  void twoRemovalsOfOneComponentCombine() {
    UpdateItemRequest request = new Update(List.of(new ByStatus())).set(STATUS, (String) null).remove(STATUS).request();

    assertEquals("REMOVE status, gsi1pk, gsi1sk", spelled(request, request.updateExpression()));
  }

  @Test
  void settingASharedComponentToTwoValuesIsRefused() {
    Update update = update().set(STATUS, "SHIPPED");

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> update.set(STATUS, "PLACED"));
    assertEquals("order: status is already changed by this update", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> update.set(STATUS, (String) null));
    assertThrows(IllegalArgumentException.class, () -> update().add(TOTAL, 1L).add(TOTAL, 1L));
  }

  @Test
  void updateThatLeavesIndexComponentsAloneLeavesTheIndexKeysAlone() {
    UpdateItemRequest request = new Update(List.of(new ByStatus(), new ByDay())).set(TOTAL, 3L).request();

    assertEquals("SET total = 3", spelled(request, request.updateExpression()));
  }

  @Test
  void indexComponentWithoutTheOthersNamesIndexMissingComponentsAndSetter() {
    Update update = new Update(List.of(new ByDay())).set(STATUS, "SHIPPED");

    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class, update::request);
    assertEquals("gsi2", e.indexName());
    assertEquals("order", e.entity());
    assertEquals(List.of("placedAt"), e.missing());
    assertEquals("order: the update changes status of index gsi2 (byDay) but not placedAt, which its keys are"
        + " rendered from too; set them together with setByDay(placedAt, status)"
        + " or read them with readingMissingComponents()", e.getMessage());
  }

  @Test
  void indexComponentsSetTogetherRenderTheIndexKeys() {
    UpdateItemRequest request = new Update(List.of(new ByDay()))
        .set(PLACED_AT, Instant.parse("2024-01-02T00:00:00Z")).set(STATUS, "SHIPPED").request();

    assertTrue(spelled(request, request.updateExpression())
        .endsWith("gsi2pk = 'DAY#2024-01-02T00:00:00Z', gsi2sk = 'SHIPPED#XYQ'"));
  }

  @Test
  void indexComponentChangedToAValueOnlyDynamoDbKnowsIsRefused() {
    Update update = new Update(List.of(new ByStatus())).setIfNotExists(STATUS, "NEW");

    IncompleteUpdateException e = assertThrows(IncompleteUpdateException.class, update::request);
    assertEquals(List.of("status"), e.missing());
    assertTrue(e.getMessage().contains("status, a component of index gsi1 (byStatus), to a value only DynamoDB knows"));
  }

  @Test
  void changingOneAttributeTwiceIsRefusedBeforeDynamoDbSeesIt() {
    Update update = update().set(STATUS, "A");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> update.remove(STATUS));
    assertEquals("order: status is already changed by this update", e.getMessage());
  }

  @Test
  void primitiveComponentCannotBeRemoved() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> update().remove(COUNT));
    assertEquals("count", e.field());
    assertThrows(InvalidValueException.class, () -> update().set(COUNT, (Integer) null));
  }

  @Test
  void emptySetValueRemovesTheAttributeButAddingNoElementsIsRefused() {
    UpdateItemRequest request = update().set(TAGS, Set.of()).request();
    assertEquals("REMOVE tags", spelled(request, request.updateExpression()));
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> update().addToSet(TAGS, Set.of()));
    assertEquals("tags", e.field());
  }

  @Test
  void updateWithoutChangesIsRefused() {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> update().request());
    assertEquals("order: an update needs at least one change", e.getMessage());
  }

  @Test
  void oddAttributeNamesOnlyEverAppearAsPlaceholders() {
    UpdatableAttribute<OrderSchema.Order, String> odd = UpdatableAttribute.of("order", "a-b #x", Codecs.ofString());
    UpdateItemRequest request = update().set(odd, "v").request();
    assertEquals("SET #n0 = :v0", request.updateExpression());
    assertEquals("a-b #x", request.expressionAttributeNames().get("#n0"));
    assertFalse(request.conditionExpression().contains("a-b"));
  }
}
