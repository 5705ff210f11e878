package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.AttributeType;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.expression.ListPath;
import dev.singletable.runtime.internal.codec.Codecs;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every condition operator and their nesting, rendered with placeholders only. */
class ConditionRenderingTest {
  private static final AttributePath<OrderSchema.Order, String> STATUS = AttributePath.of("order", "status", Codecs.ofString());
  private static final AttributePath<OrderSchema.Order, Long> TOTAL = AttributePath.of("order", "total", Codecs.ofLong());
  private static final AttributePath<OrderSchema.Order, Instant> AT = AttributePath.of("order", "placedAt", Codecs.ofInstant());
  private static final AttributePath<OrderSchema.Order, String> ODD = AttributePath.of("order", "a-b #x", Codecs.ofString());
  private static final ListPath<OrderSchema.Order, Long> SCORES = ListPath.of("order", "scores", Codecs.list(Codecs.ofLong()), Codecs.ofLong());

  private static String render(Condition<?> condition, ExpressionBuilder expressions) {
    return expressions.render(condition);
  }

  @Test
  void comparisonsUseOnePlaceholderForTheNameAndOneForTheValue() {
    String[][] cases = {
        {"=", "eq"}, {"<>", "ne"}, {"<", "lt"}, {"<=", "le"}, {">", "gt"}, {">=", "ge"}};
    for (String[] c : cases) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      Condition<?> condition = switch (c[1]) {
        case "eq" -> TOTAL.eq(5L);
        case "ne" -> TOTAL.ne(5L);
        case "lt" -> TOTAL.lt(5L);
        case "le" -> TOTAL.le(5L);
        case "gt" -> TOTAL.gt(5L);
        default -> TOTAL.ge(5L);
      };
      assertEquals("#n0 " + c[0] + " :v0", render(condition, expressions));
      assertEquals(Map.of("#n0", "total"), expressions.names());
      assertEquals(Map.of(":v0", AttributeValue.fromN("5")), expressions.values());
    }
  }

  @Test
  void comparisonOfTwoAttributesOfTheItemUsesTwoNamePlaceholdersAndNoValue() {
    AttributePath<OrderSchema.Order, Long> cost = AttributePath.of("order", "cost", Codecs.ofLong());
    String[][] cases = {{"=", "eq"}, {"<>", "ne"}, {"<", "lt"}, {"<=", "le"}, {">", "gt"}, {">=", "ge"}};
    for (String[] c : cases) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      Condition<?> condition = switch (c[1]) {
        case "eq" -> TOTAL.eq(cost);
        case "ne" -> TOTAL.ne(cost);
        case "lt" -> TOTAL.lt(cost);
        case "le" -> TOTAL.le(cost);
        case "gt" -> TOTAL.gt(cost);
        default -> TOTAL.ge(cost);
      };
      assertEquals("#n0 " + c[0] + " #n1", render(condition, expressions));
      assertEquals(Map.of("#n0", "total", "#n1", "cost"), expressions.names());
      assertNull(expressions.values(), "no value: DynamoDB refuses an empty value map");
    }
  }

  @Test
  void inBindsEveryValueInOrder() {
    ExpressionBuilder expressions = new ExpressionBuilder();

    assertEquals("(#n0 IN (:v0, :v1, :v2) AND #n1 = :v3)",
        render(STATUS.in("PLACED", "PAID", "SHIPPED").and(TOTAL.eq(1L)), expressions));
    assertEquals(Map.of(":v0", AttributeValue.fromS("PLACED"), ":v1", AttributeValue.fromS("PAID"),
        ":v2", AttributeValue.fromS("SHIPPED"), ":v3", AttributeValue.fromN("1")), expressions.values());
    assertEquals("#n0 IN (:v0)", render(TOTAL.in(List.of(7L)), new ExpressionBuilder()));
  }

  @Test
  void inTakesAHundredValuesAndRefusesMoreOrNoneNamingTheAttribute() {
    List<Long> hundred = new ArrayList<>();
    for (long i = 0; i < 100; i++) {
      hundred.add(i);
    }
    ExpressionBuilder expressions = new ExpressionBuilder();
    render(TOTAL.in(hundred), expressions);
    assertEquals(100, expressions.values().size());

    hundred.add(100L);
    InvalidValueException tooMany = assertThrows(InvalidValueException.class, () -> TOTAL.in(hundred));
    assertEquals("total", tooMany.field());
    assertEquals("order", tooMany.entity());
    assertEquals(true, tooMany.getMessage().contains("IN takes from 1 to 100 values, not 101"), tooMany.getMessage());
    assertThrows(InvalidValueException.class, () -> TOTAL.in(List.of()));
    assertThrows(InvalidValueException.class, () -> STATUS.in("PLACED", null));
  }

  @Test
  void attributeTypeNamesTheTypeAsAStringValue() {
    for (AttributeType type : AttributeType.values()) {
      ExpressionBuilder expressions = new ExpressionBuilder();
      assertEquals("attribute_type(#n0, :v0)", render(SCORES.attributeType(type), expressions));
      assertEquals(Map.of(":v0", AttributeValue.fromS(type.name())), expressions.values());
    }
    assertEquals(List.of("S", "N", "B", "SS", "NS", "BS", "BOOL", "NULL", "L", "M"),
        java.util.Arrays.stream(AttributeType.values()).map(Enum::name).toList());
  }

  @Test
  void betweenBindsBothEnds() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("#n0 BETWEEN :v0 AND :v1", render(TOTAL.between(1L, 9L), expressions));
    assertEquals(AttributeValue.fromN("1"), expressions.values().get(":v0"));
    assertEquals(AttributeValue.fromN("9"), expressions.values().get(":v1"));
  }

  @Test
  void valuesAreEncodedAsTheEntityStoresThem() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    render(AT.gt(Instant.parse("2024-01-01T00:00:00Z")), expressions);
    assertEquals(AttributeValue.fromS("2024-01-01T00:00:00.000000000Z"), expressions.values().get(":v0"));
  }

  @Test
  void functionsRenderWithTheirOperands() {
    assertEquals("begins_with(#n0, :v0)", render(STATUS.beginsWith("SHIP"), new ExpressionBuilder()));
    assertEquals("contains(#n0, :v0)", render(STATUS.contains("IPP"), new ExpressionBuilder()));
    assertEquals("attribute_exists(#n0)", render(STATUS.exists(), new ExpressionBuilder()));
    assertEquals("attribute_not_exists(#n0)", render(STATUS.notExists(), new ExpressionBuilder()));
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("contains(#n0, :v0)", render(SCORES.containsElement(7L), expressions));
    assertEquals(AttributeValue.fromN("7"), expressions.values().get(":v0"));
  }

  @Test
  void sizeComparisonsRenderEveryOperator() {
    assertEquals("size(#n0) = :v0", render(STATUS.size().eq(3), new ExpressionBuilder()));
    assertEquals("size(#n0) <> :v0", render(STATUS.size().ne(3), new ExpressionBuilder()));
    assertEquals("size(#n0) < :v0", render(STATUS.size().lt(3), new ExpressionBuilder()));
    assertEquals("size(#n0) <= :v0", render(STATUS.size().le(3), new ExpressionBuilder()));
    assertEquals("size(#n0) > :v0", render(STATUS.size().gt(3), new ExpressionBuilder()));
    assertEquals("size(#n0) >= :v0", render(STATUS.size().ge(3), new ExpressionBuilder()));
    assertEquals("size(#n0) BETWEEN :v0 AND :v1", render(STATUS.size().between(1, 3), new ExpressionBuilder()));
  }

  @Test
  void nestingIsParenthesisedAndReusesNamePlaceholders() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    Condition<?> condition = STATUS.eq("PLACED").and(TOTAL.gt(10L).or(Condition.not(STATUS.eq("X")))).not();

    assertEquals("(NOT (#n0 = :v0 AND (#n1 > :v1 OR (NOT #n0 = :v2))))", render(condition, expressions));
    assertEquals(Map.of("#n0", "status", "#n1", "total"), expressions.names());
    assertEquals(3, expressions.values().size());
  }

  @Test
  void allOfAndAnyOfChainTheirConditions() {
    assertEquals("((#n0 = :v0 AND #n1 > :v1) AND attribute_exists(#n0))",
        render(Condition.allOf(STATUS.eq("A"), TOTAL.gt(1L), STATUS.exists()), new ExpressionBuilder()));
    assertEquals("(#n0 = :v0 OR #n0 = :v1)",
        render(Condition.anyOf(STATUS.eq("A"), STATUS.eq("B")), new ExpressionBuilder()));
    assertThrows(IllegalArgumentException.class, Condition::allOf);
  }

  @Test
  void oddAttributeNamesOnlyEverAppearAsPlaceholders() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("#n0 = :v0", render(ODD.eq("v"), expressions));
    assertEquals("a-b #x", expressions.names().get("#n0"));
  }

  @Test
  void emptyBuilderHasNoNamesOrValues() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertNull(expressions.names());
    assertNull(expressions.values());
  }

  @Test
  void nullConditionValueIsRefusedNamingEntityAndAttribute() {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> STATUS.eq((String) null));
    assertEquals("order", e.entity());
    assertEquals("status", e.field());
  }
}
