package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.codec.Limits;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Nested records, lists of them and a nested record holding a list of another, through the
 * generated {@code toItem} and {@code fromItem}: what the item holds, how null reads back, and that
 * a value that cannot be stored or read fails naming the entity, the top-level attribute and the
 * value, with a message that says where inside it the fault is. The codec of a nested record sums
 * the record's size while it builds the map, so that {@code toItem} does not walk it again: an item
 * of exactly 400 KB is written and one byte more refused where the bytes sit inside records, and a
 * lone surrogate inside one is refused as the walk of the finished value refuses it.
 */
class NestedRecordMarshallingTest {
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

  private static Object stop(String place, double minutes) {
    return classes.record(DELIVERY + "$Stop", place, minutes);
  }

  private static Object route(String name, List<Object> stops, Object depot) {
    return classes.record(DELIVERY + "$Route", name, stops, depot);
  }

  private static Object delivery(Object address, List<Object> parcels, Object route) {
    return classes.record(DELIVERY, "d-1", address, parcels, route);
  }

  private static Object full() {
    return delivery(
        address("Main St", "Springfield"),
        Arrays.asList(parcel("p-1", 2, 0.5), null, parcel("p-2", 1, 12.25)),
        route("north", Arrays.asList(stop("depot", 0), null, stop("Main St", 17.5)), address("Dock 4", "Shelbyville")));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> toItem(Object value) {
    return (Map<String, AttributeValue>) classes.call(ENTITY, "toItem", value);
  }

  private static Object fromItem(Map<String, AttributeValue> item) {
    return classes.call(ENTITY, "fromItem", item);
  }

  /** The item of {@link #full()} with one attribute replaced. */
  private static Map<String, AttributeValue> fullWith(String attribute, AttributeValue stored) {
    Map<String, AttributeValue> item = new HashMap<>(toItem(full()));
    item.put(attribute, stored);
    return item;
  }

  private static InvalidValueException refusedOnRead(Map<String, AttributeValue> item, String attribute) {
    InvalidValueException refused = assertThrows(InvalidValueException.class, () -> fromItem(item));
    assertEquals("delivery", refused.entity());
    assertEquals(attribute, refused.field());
    assertSame(item.get(attribute), refused.value());
    return refused;
  }

  private static AttributeValue map(String key, AttributeValue value, String otherKey, AttributeValue other) {
    Map<String, AttributeValue> map = new HashMap<>();
    map.put(key, value);
    map.put(otherKey, other);
    return AttributeValue.fromM(map);
  }

  @Test
  void nestedRecordsAndListsOfThemReadBackAsWritten() {
    Object full = full();

    Map<String, AttributeValue> item = toItem(full);

    assertEquals("Springfield", item.get("address").m().get("city").s());
    List<AttributeValue> parcels = item.get("parcels").l();
    assertEquals(3, parcels.size());
    assertEquals("p-1", parcels.get(0).m().get("sku").s());
    assertTrue(parcels.get(1).nul(), "a null element is stored as NUL");
    assertEquals("12.25", parcels.get(2).m().get("weightKg").n());
    Map<String, AttributeValue> route = item.get("route").m();
    assertEquals("17.5", route.get("stops").l().get(2).m().get("minutes").n());
    assertTrue(route.get("stops").l().get(1).nul());
    assertEquals("Dock 4", route.get("depot").m().get("street").s());
    assertEquals(full, fromItem(item));
  }

  @Test
  void nullNestedComponentsAreLeftOutAndReadBackAsNull() {
    Object sparse = delivery(null, null, route("south", null, null));

    Map<String, AttributeValue> item = toItem(sparse);

    assertFalse(item.containsKey("address"));
    assertFalse(item.containsKey("parcels"));
    assertEquals(Map.of("name", AttributeValue.fromS("south")), item.get("route").m());
    assertEquals(sparse, fromItem(item));
  }

  @Test
  void nulNestedAttributesReadBackAsNull() {
    Map<String, AttributeValue> item = fullWith("address", AttributeValue.fromNul(true));
    item.put("parcels", AttributeValue.fromNul(true));
    item.put("route", map("name", AttributeValue.fromS("west"), "stops", AttributeValue.fromNul(true)));

    assertEquals(delivery(null, null, route("west", null, null)), fromItem(item));
  }

  @Test
  void emptyListsReadBackEmpty() {
    Object empty = delivery(null, List.of(), route("east", List.of(), null));

    Map<String, AttributeValue> item = toItem(empty);

    assertEquals(List.of(), item.get("parcels").l());
    assertEquals(empty, fromItem(item));
  }

  @Test
  void nestedRecordStoredAsAnotherTypeNamesTheAttribute() {
    InvalidValueException refused = refusedOnRead(fullWith("address", AttributeValue.fromS("Main St")), "address");

    assertEquals(
        "delivery.address = AttributeValue(S=Main St): expected a map (M) for Address, found S; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void wrongTypeInsideANestedRecordNamesTheTopLevelAttribute() {
    AttributeValue address = map("street", AttributeValue.fromS("Main St"), "city", AttributeValue.fromN("5"));

    InvalidValueException refused = refusedOnRead(fullWith("address", address), "address");

    assertEquals(
        "delivery.address = AttributeValue(M={city=AttributeValue(N=5), street=AttributeValue(S=Main St)}): "
            + "delivery.city = AttributeValue(N=5): expected a string (S), found N; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void listStoredAsAnotherTypeNamesTheAttribute() {
    InvalidValueException refused = refusedOnRead(
        fullWith("parcels", map("sku", AttributeValue.fromS("p-1"), "quantity", AttributeValue.fromN("1"))), "parcels");

    assertEquals(
        "delivery.parcels = AttributeValue(M={quantity=AttributeValue(N=1), sku=AttributeValue(S=p-1)}): "
            + "expected a list (L), found M; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void wrongListElementNamesTheTopLevelAttributeAndTheIndex() {
    AttributeValue parcels = AttributeValue.fromL(List.of(AttributeValue.fromNul(true), AttributeValue.fromS("p-2")));

    InvalidValueException refused = refusedOnRead(fullWith("parcels", parcels), "parcels");

    assertEquals(
        "delivery.parcels = AttributeValue(L=[AttributeValue(NUL=true), AttributeValue(S=p-2)]): "
            + "[1]: expected a map (M) for Parcel, found S; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void wrongTypeInsideAListInsideANestedRecordNamesTheTopLevelAttribute() {
    AttributeValue stop = map("place", AttributeValue.fromS("depot"), "minutes", AttributeValue.fromS("soon"));
    AttributeValue route = map("name", AttributeValue.fromS("north"), "stops", AttributeValue.fromL(List.of(stop)));

    InvalidValueException refused = refusedOnRead(fullWith("route", route), "route");

    assertEquals(
        "delivery.route = AttributeValue(M={name=AttributeValue(S=north), stops=AttributeValue(L=[AttributeValue(M={"
            + "minutes=AttributeValue(S=soon), place=AttributeValue(S=depot)})])}): "
            + "delivery.stops = AttributeValue(L=[AttributeValue(M={minutes=AttributeValue(S=soon), place=AttributeValue(S=depot)})]): "
            + "[0]: delivery.minutes = AttributeValue(S=soon): expected a number (N), found S; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void missingPrimitiveInAListElementNamesTheTopLevelAttribute() {
    AttributeValue parcel = AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("p-1")));

    InvalidValueException refused =
        refusedOnRead(fullWith("parcels", AttributeValue.fromL(List.of(parcel))), "parcels");

    assertEquals(
        "delivery.parcels = AttributeValue(L=[AttributeValue(M={sku=AttributeValue(S=p-1)})]): "
            + "[0]: delivery.quantity = null: required: the component is primitive; item pk = \"DELIVERY#d-1\"",
        refused.getMessage());
  }

  @Test
  void unstorableValueInAListElementNamesTheTopLevelAttributeAndTheList() {
    List<Object> parcels = Arrays.asList(parcel("p-1", 1, 1), null, parcel("p-2", 1, Double.NaN));

    InvalidValueException refused =
        assertThrows(InvalidValueException.class, () -> toItem(delivery(null, parcels, null)));

    assertEquals("delivery", refused.entity());
    assertEquals("parcels", refused.field());
    assertSame(parcels, refused.value());
    assertEquals(
        "delivery.parcels = [Parcel[sku=p-1, quantity=1, weightKg=1.0], null, Parcel[sku=p-2, quantity=1, weightKg=NaN]]: "
            + "[2]: delivery.weightKg = NaN: DynamoDB cannot store NaN",
        refused.getMessage());
  }

  @Test
  void unstorableValueInsideANestedRecordNamesTheTopLevelAttributeAndTheRecord() {
    Object route = route("north", List.of(stop("depot", Double.POSITIVE_INFINITY)), null);

    InvalidValueException refused =
        assertThrows(InvalidValueException.class, () -> toItem(delivery(null, null, route)));

    assertEquals("delivery", refused.entity());
    assertEquals("route", refused.field());
    assertSame(route, refused.value());
    assertEquals(
        "delivery.route = Route[name=north, stops=[Stop[place=depot, minutes=Infinity]], depot=null]: "
            + "delivery.stops = [Stop[place=depot, minutes=Infinity]]: [0]: delivery.minutes = Infinity: DynamoDB cannot store Infinity",
        refused.getMessage());
  }

  // The codecs of nested records sum their size while they build the map, instead of the record being
  // walked again: the sum never falls below what DynamoDB counts, and a fault is refused as the walk refuses it.

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

  @Test
  void aLoneSurrogateInsideARecordIsRefusedAsTheWalkRefusesIt() {
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(address("Main St", "Spring\uD800field"), null, null)));
    InvalidValueException walked = walkRefuses("address",
        map("street", AttributeValue.createS("Main St"), "city", AttributeValue.createS("Spring\uD800field")));
    assertEquals(walked.getMessage(), refused.getMessage());
    assertEquals("address[\"city\"]", refused.field());

    InvalidValueException inList = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(null, List.of(parcel("ok", 1, 1), parcel("\uDC00", 1, 1)), null)));
    assertEquals("parcels[1][\"sku\"]", inList.field());
    assertTrue(inList.getMessage().contains("not valid Unicode"), inList::getMessage);

    InvalidValueException deep = assertThrows(InvalidValueException.class,
        () -> toItem(delivery(null, null, route("r", List.of(), address("\uD83D", "c")))));
    AttributeValue route = AttributeValue.createM(Map.of("name", AttributeValue.createS("r"),
        "stops", AttributeValue.createL(List.of()),
        "depot", map("street", AttributeValue.createS("\uD83D"), "city", AttributeValue.createS("c"))));
    assertEquals(walkRefuses("route", route).getMessage(), deep.getMessage());
    assertEquals("route[\"depot\"][\"street\"]", deep.field());
  }
}
