package dev.singletable.samples.relationships;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.samples.ChangeRecords;
import dev.singletable.samples.Engines;
import dev.singletable.samples.engine.SampleEngine;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * A collection read, a typed stream change and a parsed stream image find each item's member once,
 * by its identity, and then decode it without asking the identity again. Crafted items at the edge
 * of that shortcut: an item whose type value names one member but whose version, keys or attributes
 * are another's is never read as the member its attributes describe, and only the image whose
 * identity was asked skips the question.
 */
class CollectionMembershipTest {
  private static final Customer TOM = new Customer("XYQ", "Tom");
  private static final Order FIRST = new Order("XYQ", 1);
  private static final Order SECOND = new Order("XYQ", 2);
  private static final Question QUESTION = Question.of("XYQ", 5, "Where is it?");

  static Stream<?> engines() {
    return Engines.all();
  }

  private static Table table(SampleEngine engine) {
    Table table = Engines.newTable(engine, "membership", CustomerEntity.SCHEMA, OrderEntity.SCHEMA,
        QuestionEntity.SCHEMA);
    RelationshipsService service = RelationshipsService.of(table);
    service.customers().put(TOM).execute();
    service.orders().put(FIRST).execute();
    service.orders().put(SECOND).execute();
    service.questions().put(QUESTION).execute();
    return table;
  }

  private static void putRaw(Table table, Map<String, AttributeValue> item) {
    table.client().putItem(PutItemRequest.builder().tableName(table.name()).item(item).build());
  }

  /** The item with one attribute replaced. */
  private static Map<String, AttributeValue> with(Map<String, AttributeValue> item, String name, AttributeValue value) {
    Map<String, AttributeValue> changed = new HashMap<>(item);
    changed.put(name, value);
    return changed;
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  private static List<String> entities(List<InvalidItem> invalid) {
    return invalid.stream().map(InvalidItem::entity).collect(Collectors.toList());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemOfAMembersTypeAtAVersionItDoesNotReadIsSkippedNotDecoded(SampleEngine engine) {
    Table table = table(engine);
    // Orders in every other way: their keys render from their attributes.
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 7)), "__version", AttributeValue.fromN("2")));
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 8)), "__version", AttributeValue.fromN("0")));
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 9)), "__version", s("1")));
    RelationshipsService service = RelationshipsService.of(table);

    RelationshipsService.CustomerCollection read = service.customer("XYQ").list();

    assertEquals(List.of(FIRST, SECOND), read.orders());
    assertEquals(List.of(), read.invalidItems());
    assertEquals(List.of(new RelationshipsService.QuestionItem(QUESTION), new RelationshipsService.CustomerItem(TOM),
            new RelationshipsService.OrderItem(FIRST), new RelationshipsService.OrderItem(SECOND)),
        service.customer("XYQ").stream().collect(Collectors.toList()));
    assertEquals(4, service.customer("XYQ").count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void anItemNamingOneMemberWithAnothersKeysAndAttributesIsInvalidAndNeverTheOther(SampleEngine engine) {
    Table table = table(engine);
    // A question's item that says it is an order, and an order's item that says it is the customer.
    putRaw(table, with(QuestionEntity.toItem(Question.of("XYQ", 3, "Is it an order?")), "__entity", s("order")));
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 9)), "__entity", s("customer")));
    RelationshipsService service = RelationshipsService.of(table);

    RelationshipsService.CustomerCollection read = service.skipInvalid().customer("XYQ").list();

    assertEquals(Optional.of(TOM), read.customer());
    assertEquals(List.of(FIRST, SECOND), read.orders());
    assertEquals(List.of(QUESTION), read.questions());
    assertEquals(List.of("order", "customer"), entities(read.invalidItems()), "in query order, by the entity named");
    assertEquals(List.of(new RelationshipsService.QuestionItem(QUESTION), new RelationshipsService.CustomerItem(TOM),
            new RelationshipsService.OrderItem(FIRST), new RelationshipsService.OrderItem(SECOND)),
        service.skipInvalid().customer("XYQ").stream().collect(Collectors.toList()));
    assertThrows(InvalidItemException.class, () -> service.customer("XYQ").list());
    assertThrows(InvalidItemException.class, () -> service.customer("XYQ").stream().count());
  }

  @ParameterizedTest
  @MethodSource("engines")
  void aForgedMembersItemIsRefusedAndAForeignOneSkippedWhereverTheyAreInThePage(SampleEngine engine) {
    Table table = table(engine);
    // Forged: an order whose orderId is not the one its key holds. Foreign: no member's type value.
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 7)), "SK", s("ORDER#00003")));
    putRaw(table, with(OrderEntity.toItem(new Order("XYQ", 4)), "__entity", s("note")));
    putRaw(table, with(CustomerEntity.toItem(new Customer("XYQ", "Tom")), "SK", s("CUSTOMER#XYQ2")));
    RelationshipsService service = RelationshipsService.of(table);

    RelationshipsService.CustomerCollection read = service.skipInvalid().customer("XYQ").list();

    assertEquals(Optional.of(TOM), read.customer());
    assertEquals(List.of(FIRST, SECOND), read.orders());
    assertEquals(List.of("customer", "order"), entities(read.invalidItems()));
    assertEquals(4, service.skipInvalid().customer("XYQ").stream().count());
  }

  // ----- stream changes and images: no database, records as a stream delivers them

  private static RelationshipsService.Change change(Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    return RelationshipsService.change(ChangeRecords.of(oldImage, newImage, "PK", "SK"));
  }

  @Test
  void anOldImageNamingAnotherMemberOrVersionIsNoOldValueEvenWithThisMembersKeysAndAttributes() {
    Map<String, AttributeValue> order = OrderEntity.toItem(FIRST);
    for (Map<String, AttributeValue> old : List.of(with(order, "__entity", s("customer")),
        with(order, "__version", AttributeValue.fromN("2")), with(order, "__entity", s("note")))) {
      RelationshipsService.OrderChange changed = assertInstanceOf(RelationshipsService.OrderChange.class,
          change(old, order), old::toString);
      assertEquals(Optional.empty(), changed.oldValue(), old::toString);
      assertEquals(Optional.of(FIRST), changed.newValue());
    }
    RelationshipsService.OrderChange same = assertInstanceOf(RelationshipsService.OrderChange.class,
        change(OrderEntity.toItem(SECOND), order));
    assertEquals(Optional.of(SECOND), same.oldValue(), "an old image of the same member is asked and read");
  }

  @Test
  void anImageNamingOneMemberWithAnothersKeysIsAnUnknownChangeWhicheverImageItIs() {
    Map<String, AttributeValue> orderAsCustomer = with(OrderEntity.toItem(FIRST), "__entity", s("customer"));
    Map<String, AttributeValue> questionAsOrder = with(QuestionEntity.toItem(QUESTION), "__entity", s("order"));
    assertInstanceOf(RelationshipsService.UnknownChange.class, change(orderAsCustomer, null), "removed");
    assertInstanceOf(RelationshipsService.UnknownChange.class, change(null, orderAsCustomer), "inserted");
    assertInstanceOf(RelationshipsService.UnknownChange.class, change(null, questionAsOrder));
    assertInstanceOf(RelationshipsService.UnknownChange.class,
        change(QuestionEntity.toItem(QUESTION), questionAsOrder), "modified");
    RelationshipsService.QuestionChange removed = assertInstanceOf(RelationshipsService.QuestionChange.class,
        change(QuestionEntity.toItem(QUESTION), null));
    assertEquals(Optional.of(QUESTION), removed.oldValue());
  }

  @Test
  void parseReadsAnImageAsTheMemberItsIdentityNamesAndOnlyThatOne() {
    Map<String, AttributeValue> order = OrderEntity.toItem(FIRST);
    assertEquals(new RelationshipsService.OrderItem(FIRST), RelationshipsService.parse(order));
    assertEquals(new RelationshipsService.CustomerItem(TOM), RelationshipsService.parse(CustomerEntity.toItem(TOM)));
    assertEquals(new RelationshipsService.QuestionItem(QUESTION),
        RelationshipsService.parse(QuestionEntity.toItem(QUESTION)));
    for (Map<String, AttributeValue> other : List.of(with(order, "__version", AttributeValue.fromN("2")),
        with(order, "__version", s("1")), with(order, "__entity", s("note")), with(order, "__entity", s("Order")))) {
      assertEquals(new RelationshipsService.Unknown(other), RelationshipsService.parse(other), other::toString);
    }
    assertThrows(InvalidItemException.class, () -> RelationshipsService.parse(with(order, "__entity", s("customer"))));
    assertThrows(InvalidItemException.class,
        () -> RelationshipsService.parse(with(QuestionEntity.toItem(QUESTION), "__entity", s("order"))));
    assertThrows(InvalidItemException.class, () -> RelationshipsService.parse(with(order, "SK", s("ORDER#00002"))));
  }
}
