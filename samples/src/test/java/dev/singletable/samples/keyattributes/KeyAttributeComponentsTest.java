package dev.singletable.samples.keyattributes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.expression.UpdatableAttribute;
import dev.singletable.samples.Engines;
import dev.singletable.samples.RawItems;
import dev.singletable.samples.engine.SampleEngine;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * An entity of this library whose components are key attributes themselves ({@link Part}): each is
 * stored once, as the key, and its conditions, filters and updates address that attribute; updating
 * an index's component moves the item on that index, and nulling it leaves a sparse index and is
 * refused for a required one.
 */
class KeyAttributeComponentsTest {

  static Stream<Named<SampleEngine>> engines() {
    return Engines.all();
  }

  @Test
  void theTableDefinesEachKeyAttributeWithItsComponentsType() {
    Map<String, ScalarAttributeType> types = WarehouseService.createTableRequest("parts").attributeDefinitions()
        .stream().collect(Collectors.toMap(AttributeDefinition::attributeName, AttributeDefinition::attributeType));

    assertEquals(Map.of("part_number", ScalarAttributeType.N, "bin", ScalarAttributeType.S,
        "recall", ScalarAttributeType.S, "supplier", ScalarAttributeType.S), types);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void eachComponentIsStoredOnceAsItsKeyAttribute(SampleEngine engine) {
    Table table = seeded(engine);

    Map<String, AttributeValue> item = raw(table, 10);
    assertEquals(Set.of("part_number", "bin", "supplier", "stock", "__entity", "__version"), item.keySet());
    assertEquals(AttributeValue.fromN("10"), item.get("part_number"));
    assertEquals(AttributeValue.fromS("A1"), item.get("bin"));
    assertEquals(Optional.of(new Part(10, "A1", "acme", null, 4)), PartEntity.of(table).get(10L).execute());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void queriesFiltersAndConditionsAddressTheKeyAttributes(SampleEngine engine) {
    PartEntity parts = PartEntity.of(seeded(engine));

    assertEquals(List.of(9L, 10L), numbers(parts.query().byBin("A1").list()));
    assertEquals(List.of(9L, 10L, 11L), inOrder(parts.query().bySupplier("acme").list()), "by number, 9 before 10");
    assertEquals(List.of(11L), numbers(parts.query().byRecall("R1").list()));
    assertEquals(List.of(11L), numbers(parts.scan().filter(PartEntity.BIN.eq("B2")).list()));
    assertEquals(List.of(9L, 10L), numbers(parts.query().bySupplier("acme").filter(PartEntity.BIN.eq("A1")).list()));
    assertEquals(List.of(10L, 11L), numbers(parts.scan().filter(PartEntity.PART_NUMBER.ge(10L)).list()));

    parts.update(10L).set(PartEntity.STOCK, 5).condition(PartEntity.BIN.eq("A1")).execute();
    assertThrows(ConditionFailedException.class,
        () -> parts.update(10L).set(PartEntity.STOCK, 6).condition(PartEntity.BIN.eq("B2")).execute());
    assertEquals(5, parts.get(10L).execute().orElseThrow().stock());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void updatingAnIndexComponentMovesTheItemAndNullingItLeavesASparseIndexOnly(SampleEngine engine) {
    Table table = seeded(engine);
    PartEntity parts = PartEntity.of(table);

    parts.update(10L).set(PartEntity.BIN, "B2").set(PartEntity.RECALL, "R1").execute();

    assertEquals(List.of(9L), numbers(parts.query().byBin("A1").list()));
    assertEquals(List.of(10L, 11L), numbers(parts.query().byBin("B2").list()));
    assertEquals(List.of(10L, 11L), numbers(parts.query().byRecall("R1").list()));
    assertEquals(AttributeValue.fromS("B2"), raw(table, 10).get("bin"));

    parts.update(10L).set(PartEntity.RECALL, (String) null).execute();
    assertEquals(List.of(11L), numbers(parts.query().byRecall("R1").list()));
    assertFalse(raw(table, 10).containsKey("recall"));

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> parts.update(10L).set(PartEntity.BIN, (String) null).execute());
    assertEquals("part", refused.entity());
    assertEquals("bin", refused.field());
    assertEquals(AttributeValue.fromS("B2"), raw(table, 10).get("bin"), "nothing was sent");
  }

  @Test
  void thePrimaryKeyComponentIsNoUpdatableAttribute() {
    // set(...) takes an UpdatableAttribute: an update of part_number does not compile.
    Object partNumber = PartEntity.PART_NUMBER;
    assertFalse(partNumber instanceof UpdatableAttribute<?, ?>);
  }

  private static Table seeded(SampleEngine engine) {
    Table table = Engines.newTable(engine, "parts", PartEntity.SCHEMA);
    PartEntity parts = PartEntity.of(table);
    parts.put(new Part(10, "A1", "acme", null, 4)).execute();
    parts.put(new Part(9, "A1", "acme", null, 2)).execute();
    parts.put(new Part(11, "B2", "acme", "R1", 0)).execute();
    return table;
  }

  private static Map<String, AttributeValue> raw(Table table, long partNumber) {
    return RawItems.withoutTokens(table, Map.of("part_number", AttributeValue.fromN(Long.toString(partNumber))));
  }

  private static List<Long> numbers(List<Part> parts) {
    return parts.stream().map(Part::partNumber).sorted().toList();
  }

  private static List<Long> inOrder(List<Part> parts) {
    return parts.stream().map(Part::partNumber).toList();
  }
}
