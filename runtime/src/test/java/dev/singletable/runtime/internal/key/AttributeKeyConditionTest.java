package dev.singletable.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.expression.ExpressionBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The key condition of an index keyed by several attributes, as it is sent. */
class AttributeKeyConditionTest {

  @Test
  void equalitiesInOrderThenOneRangeRenderAsOneKeyCondition() {
    AttributeKeyCondition key = AttributeKeyCondition.of("tenant", "region", "points", "at")
        .equal("tenant", AttributeValue.fromS("acme"))
        .equal("region", AttributeValue.fromS("eu"))
        .equal("points", AttributeValue.fromN("70"))
        .compare("at", ">", AttributeValue.fromS("2025"));
    ExpressionBuilder expressions = new ExpressionBuilder();

    String rendered = key.render(expressions);

    assertEquals(4, rendered.split(" AND ").length);
    assertEquals(List.of("tenant", "region", "points", "at"), List.copyOf(expressions.names().values()));
    assertEquals(Map.of("tenant", AttributeValue.fromS("acme"), "region", AttributeValue.fromS("eu"),
        "points", AttributeValue.fromN("70")), key.equalities());
    assertEquals(true, rendered.endsWith(" > " + expressions.values().keySet().stream().reduce((a, b) -> b).get()));
  }

  @Test
  void betweenRendersBothEnds() {
    AttributeKeyCondition key = AttributeKeyCondition.of("tenant", "points")
        .equal("tenant", AttributeValue.fromS("acme"))
        .between("points", AttributeValue.fromN("9"), AttributeValue.fromN("90"));
    ExpressionBuilder expressions = new ExpressionBuilder();

    String rendered = key.render(expressions);

    assertEquals(true, rendered.contains(" BETWEEN "));
    assertEquals(3, expressions.values().size());
  }

  @Test
  void nothingFollowsARange() {
    AttributeKeyCondition ranged = AttributeKeyCondition.of("tenant", "points", "at")
        .equal("tenant", AttributeValue.fromS("acme"))
        .compare("points", ">=", AttributeValue.fromN("1"));

    assertThrows(IllegalStateException.class, () -> ranged.equal("at", AttributeValue.fromS("x")));
    assertThrows(IllegalStateException.class, () -> ranged.compare("at", "<", AttributeValue.fromS("x")));
  }

  @Test
  void anOperatorThatIsNoKeyComparisonIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> AttributeKeyCondition.of("a")
        .compare("a", "<>", AttributeValue.fromS("x")));
  }
}
