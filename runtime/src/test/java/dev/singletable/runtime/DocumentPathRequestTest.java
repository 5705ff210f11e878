package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.expression.MapPath;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.operation.UpdateOperation;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Paths into lists and maps ({@code notes[0]}, {@code scores.math}) in conditions and updates: each
 * name through its own placeholder, indexes as they are, overlapping changes refused before sending.
 */
class DocumentPathRequestTest {
  private static final ListPath<OrderSchema.Order, String> NOTES = ListPath.of("order", "notes", Codecs.list(Codecs.ofString()), Codecs.ofString());
  private static final MapPath<OrderSchema.Order, Long> SCORES = MapPath.of("order", "scores", Codecs.map(Codecs.ofLong()), Codecs.ofLong());
  private static final UpdatableAttribute<OrderSchema.Order, String> STATUS = UpdatableAttribute.of("order", "status", Codecs.ofString());

  private static final Table table = UnsentClient.TABLE.withWriteTokens(false);

  private static final class Update extends UpdateOperation<OrderSchema.Order, Update> {
    Update() {
      super(table, OrderSchema.ORDERS, Map.of("pk", AttributeValue.fromS("CUSTOMER#XYQ"), "sk",
          AttributeValue.fromS("ORDER#00001")));
    }

    @Override
    protected Update self() {
      return this;
    }
  }

  private static String named(String expression, Map<String, String> names) {
    String text = expression;
    for (Map.Entry<String, String> name : names.entrySet()) {
      text = text.replaceAll(name.getKey() + "(?![0-9])", name.getValue());
    }
    return text;
  }

  @Test
  void conditionsOnAnElementAndAMapValueRenderTheirDocumentPaths() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    String rendered = expressions.render(NOTES.at(2).eq("late").and(SCORES.key("math").gt(90L)).and(SCORES.key("a.b").exists()));

    assertEquals("((#n0[2] = :v0 AND #n1.#n2 > :v1) AND attribute_exists(#n1.#n3))", rendered);
    assertEquals(Map.of("#n0", "notes", "#n1", "scores", "#n2", "math", "#n3", "a.b"), expressions.names());
  }

  @Test
  void updatesOfNestedPathsRenderEachNameAsAPlaceholder() {
    UpdateItemRequest request = new Update()
        .set(NOTES.at(0), "first")
        .remove(NOTES.at(3))
        .add(SCORES.key("math"), 5L)
        .set(SCORES.key("art"), SCORES.key("math").orElse(0L).plus(1L))
        .request();

    assertEquals("SET notes[0] = :v0, scores.art = if_not_exists(scores.math, :v2) + :v3 REMOVE notes[3] ADD scores.math :v1",
        named(request.updateExpression(), request.expressionAttributeNames()));
  }

  @Test
  void aChangeBelowAnAttributeTheUpdateAlreadyChangesIsRefusedAsOverlapping() {
    Update update = new Update().set(SCORES, Map.of("math", 1L));
    IllegalArgumentException below = assertThrows(IllegalArgumentException.class, () -> update.set(SCORES.key("math"), 2L));
    assertEquals("order: scores.math overlaps scores, which this update already changes; DynamoDB refuses two changes"
        + " of one document in a request", below.getMessage());

    Update element = new Update().remove(NOTES.at(1));
    assertThrows(IllegalArgumentException.class, () -> element.remove(NOTES));
    // Two different elements do not overlap, nor does a name that only starts like another.
    new Update().set(NOTES.at(1), "a").set(NOTES.at(2), "b").set(STATUS, "s").request();
  }

  @Test
  void negativeIndexesEmptyKeysAndBadValuesAreRefusedNamingThePath() {
    InvalidValueException index = assertThrows(InvalidValueException.class, () -> NOTES.at(-1));
    assertEquals("notes", index.field());
    InvalidValueException key = assertThrows(InvalidValueException.class, () -> SCORES.key(""));
    assertEquals("scores", key.field());
    InvalidValueException value = assertThrows(InvalidValueException.class, () -> SCORES.key("math").eq((Long) null));
    assertEquals("scores.math", value.field());
  }
}
