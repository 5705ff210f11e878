package dev.singletable.samples.relationships;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code RelationshipsService.change} finds a record's entity by its image's type value, asking one
 * identity, and decodes the images with every check: crafted images at the edges of that shortcut.
 * No database: the records are built as a stream would deliver them.
 */
class ChangeDispatchTest {
  private static final Order ORDER = new Order("XYQ", 7);
  private static final Customer CUSTOMER = new Customer("XYQ", "Tom");

  private static ChangeRecord record(Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
    Map<String, AttributeValue> keys = image == null ? Map.of("PK", AttributeValue.fromS("CUSTOMER#XYQ"))
        : Map.of("PK", image.get("PK"), "SK", image.get("SK"));
    return new ChangeRecord(oldImage == null ? ChangeKind.INSERT : newImage == null ? ChangeKind.REMOVE
        : ChangeKind.MODIFY, keys, oldImage, newImage, "100", null, false);
  }

  private static Map<String, AttributeValue> with(Map<String, AttributeValue> item, String name, AttributeValue value) {
    Map<String, AttributeValue> changed = new HashMap<>(item);
    changed.put(name, value);
    return changed;
  }

  @Test
  void theNewImageNamesTheEntityAndAnOldImageOfAnotherEntityIsNoValue() {
    RelationshipsService.Change change = RelationshipsService.change(
        record(CustomerEntity.toItem(CUSTOMER), OrderEntity.toItem(ORDER)));
    RelationshipsService.OrderChange order = assertInstanceOf(RelationshipsService.OrderChange.class, change);
    assertEquals(Optional.of(ORDER), order.newValue());
    assertEquals(Optional.empty(), order.oldValue(), "the old image is a customer's");
  }

  @Test
  void aRemovedItemIsReadFromItsOldImage() {
    RelationshipsService.Change change = RelationshipsService.change(record(OrderEntity.toItem(ORDER), null));
    RelationshipsService.OrderChange order = assertInstanceOf(RelationshipsService.OrderChange.class, change);
    assertEquals(Optional.of(ORDER), order.oldValue());
    assertEquals(Optional.empty(), order.newValue());
  }

  @Test
  void theTypeValueOfAMemberAtAVersionItDoesNotReadIsAnUnknownChange() {
    Map<String, AttributeValue> order = OrderEntity.toItem(ORDER);
    for (AttributeValue version : new AttributeValue[] {AttributeValue.fromN("2"), AttributeValue.fromN("0"),
        AttributeValue.fromS("1"), AttributeValue.fromN("01")}) {
      assertInstanceOf(RelationshipsService.UnknownChange.class,
          RelationshipsService.change(record(null, with(order, "__version", version))), version::toString);
    }
    Map<String, AttributeValue> unversioned = new HashMap<>(order);
    unversioned.remove("__version");
    assertInstanceOf(RelationshipsService.UnknownChange.class, RelationshipsService.change(record(null, unversioned)));
  }

  @Test
  void aNewImageOfNoMemberIsAnUnknownChangeEvenWhenTheOldImageIsAMembers() {
    Map<String, AttributeValue> note = Map.of("PK", AttributeValue.fromS("CUSTOMER#XYQ"),
        "SK", AttributeValue.fromS("ORDER#00007"), "__entity", AttributeValue.fromS("note"),
        "__version", AttributeValue.fromN("1"));
    assertInstanceOf(RelationshipsService.UnknownChange.class,
        RelationshipsService.change(record(OrderEntity.toItem(ORDER), note)));
    assertInstanceOf(RelationshipsService.UnknownChange.class, RelationshipsService.change(
        record(null, with(OrderEntity.toItem(ORDER), "__entity", AttributeValue.fromN("1")))));
  }

  @Test
  void anImageOfTheRightTypeWithAForgedKeyIsAnUnknownChange() {
    RelationshipsService.Change change = RelationshipsService.change(
        record(null, with(OrderEntity.toItem(ORDER), "SK", AttributeValue.fromS("ORDER#00008"))));
    RelationshipsService.UnknownChange unknown = assertInstanceOf(RelationshipsService.UnknownChange.class, change);
    assertTrue(unknown.reason().contains("SK"), unknown.reason());
  }
}
