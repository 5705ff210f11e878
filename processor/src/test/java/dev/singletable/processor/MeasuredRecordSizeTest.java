package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The codec of a nested record sums the record's size while it builds its map, so that {@code
 * toItem} does not walk the record again: the sum must never fall below what DynamoDB counts (an
 * item of exactly 400 KB is written, one byte more refused with its exact size, where the bytes sit
 * in a nested record's field, a record inside a record or a record inside a list), and a value
 * DynamoDB would refuse anywhere inside a record is refused as the walk of the finished value refuses
 * it, with the same message and path.
 */
class MeasuredRecordSizeTest {
  private static final String ENTITY = "com.example.delivery.DeliveryEntity";
  private static final String DELIVERY = "com.example.delivery.Delivery";

  private static CompiledClasses classes;

  @BeforeAll
  static void compileDelivery() {
    Compilation compilation = Sources.compile(Sources.good("Delivery"));
    assertThat(compilation).succeededWithoutWarnings();
    classes = new CompiledClasses(compilation);
  }

  private static Object address(String street, String city) {
    return classes.record(DELIVERY + "$Address", street, city);
  }

  private static Object parcel(String sku, int quantity, double weightKg) {
    return classes.record(DELIVERY + "$Parcel", sku, quantity, weightKg);
  }

  private static Object route(String name, List<Object> stops, Object depot) {
    return classes.record(DELIVERY + "$Route", name, stops, depot);
  }

  private static Object stop(String place, double minutes) {
    return classes.record(DELIVERY + "$Stop", place, minutes);
  }

  private static Object delivery(Object address, List<Object> parcels, Object route) {
    return classes.record(DELIVERY, "d-1", address, parcels, route);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> toItem(Object value) {
    return (Map<String, AttributeValue>) classes.call(ENTITY, "toItem", value);
  }

  /** Fills {@code filler(n)} to exactly 400 KB, which is written, and one byte beyond, which is refused. */
  private static void fillsTheItemToExactly400Kb(IntFunction<Object> filler) {
    int room = Limits.MAX_ITEM_BYTES - Limits.item("delivery", toItem(filler.apply(0)));
    Map<String, AttributeValue> at = toItem(filler.apply(room));
    assertEquals(Limits.MAX_ITEM_BYTES, Limits.item("delivery", at));

    InvalidValueException beyond = assertThrows(InvalidValueException.class, () -> toItem(filler.apply(room + 1)));
    assertEquals("(item)", beyond.field());
    assertTrue(beyond.getMessage().contains((Limits.MAX_ITEM_BYTES + 1) + " bytes"), beyond::getMessage);
  }

  @Test
  void textInANestedRecordsFieldFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb(n -> delivery(address("x".repeat(n), "é"), null, null));
    fillsTheItemToExactly400Kb(n -> delivery(address("s", "é" + "x".repeat(n)), null, null));
  }

  @Test
  void textInARecordInsideARecordFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb(n -> delivery(null, null, route("north", List.of(), address("x".repeat(n), "c"))));
  }

  @Test
  void textInARecordInsideAListFillsTheItemToExactly400KbAndNotAByteMore() {
    fillsTheItemToExactly400Kb(n -> delivery(null, List.of(parcel("a", 1, 0.5), parcel("x".repeat(n), 2, 1)), null));
    fillsTheItemToExactly400Kb(n -> delivery(null, null, route("r", List.of(stop("x".repeat(n), 1.5)), null)));
  }

  /** The same record stored by hand and walked, as toItem walked it before it measured. */
  private static InvalidValueException walkRefuses(String attribute, AttributeValue stored) {
    return assertThrows(InvalidValueException.class, () -> Limits.value("delivery", attribute, stored));
  }

  private static AttributeValue map(String k1, String v1, String k2, String v2) {
    return AttributeValue.createM(Map.of(k1, AttributeValue.createS(v1), k2, AttributeValue.createS(v2)));
  }

  @Test
  void aLoneSurrogateInsideARecordIsRefusedAsTheWalkRefusesIt() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(address("Main St", "Spring\uD800field"), null, null)));
    InvalidValueException walked = walkRefuses("address", map("street", "Main St", "city", "Spring\uD800field"));
    assertEquals(walked.getMessage(), refused.getMessage());
    assertEquals("address[\"city\"]", refused.field());

    InvalidValueException inList = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(null, List.of(parcel("ok", 1, 1), parcel("\uDC00", 1, 1)), null)));
    assertEquals("parcels[1][\"sku\"]", inList.field());
    assertTrue(inList.getMessage().contains("not valid Unicode"), inList::getMessage);

    InvalidValueException deep = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(null, null, route("r", List.of(), address("\uD83D", "c")))));
    AttributeValue route = AttributeValue.createM(Map.of("name", AttributeValue.createS("r"),
        "stops", AttributeValue.createL(List.of()), "depot", map("street", "\uD83D", "city", "c")));
    assertEquals(walkRefuses("route", route).getMessage(), deep.getMessage());
    assertEquals("route[\"depot\"][\"street\"]", deep.field());
  }

  @Test
  void aRecordWithinTheLimitsIsStoredAsBefore() {
    Object full = delivery(address("Main St", "Springfield"),
        java.util.Arrays.asList(parcel("p-1", 2, 0.5), null, parcel("p-2", 1, 12.25)),
        route("north", java.util.Arrays.asList(stop("depot", 0), null, stop("Main St", 17.5)), address("Dock", "é")));
    Map<String, AttributeValue> item = toItem(full);
    assertEquals(AttributeValue.createS("Springfield"), item.get("address").m().get("city"));
    assertEquals(3, item.get("parcels").l().size());
    assertEquals(AttributeValue.createS("é"), item.get("route").m().get("depot").m().get("city"));
  }
}
