package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.WrongEntityException;
import java.math.BigInteger;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runs the generated code of the good entities against the real runtime: the items it writes (key
 * layouts letter for letter as in the seed documents, sparse indexes, identity) and that every value
 * type reads back as written.
 */
class GeneratedEntityBehaviourTest {
  private static CompiledClasses classes;

  @BeforeAll
  static void compileGoodEntities() {
    Compilation compilation = Sources.compile(Sources.good(
        "Event", "Customer", "Order", "Address", "User", "Session", "AllTypes", "AllTypesSamples", "Money",
        "MoneyCodec", "Table", "Settings"));
    assertThat(compilation).succeededWithoutWarnings();
    classes = new CompiledClasses(compilation);
  }

  private static final String EVENT = "com.example.events.Event";
  private static final String EVENT_ENTITY = "com.example.events.EventEntity";

  private static Object event(String aggregateId, long seqNum, String eventType, String eventId) {
    return classes.record(EVENT, "order", aggregateId, seqNum, eventType, eventId,
        Map.of("amount", new java.math.BigDecimal("12.5")), Instant.parse("2024-01-31T12:00:00Z"));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> toItem(String entity, Object value) {
    return (Map<String, AttributeValue>) classes.call(entity, "toItem", value);
  }

  @Test
  void eventItemCarriesTheKeysOfTheSeedDocument() {
    Map<String, AttributeValue> item = toItem(EVENT_ENTITY, event("1234", 42, "OrderPlaced", "e-1"));
    assertEquals("AGGREGATE#order#1234", item.get("pk").s());
    assertEquals("EVENT#000000000042", item.get("sk").s());
    assertEquals("EVENT_TYPE#OrderPlaced", item.get("gsi1pk").s());
    assertEquals("EVENT#e-1", item.get("gsi1sk").s());
    assertEquals("42", item.get("seqNum").n());
    assertEquals("event", item.get(EntitySchema.ENTITY_ATTRIBUTE).s());
    assertEquals("1", item.get(EntitySchema.VERSION_ATTRIBUTE).n());
  }

  @Test
  void eventReadsBackAsWritten() {
    Object event = event("1234", 42, "OrderPlaced", "e-1");
    assertEquals(event, classes.call(EVENT_ENTITY, "fromItem", toItem(EVENT_ENTITY, event)));
  }

  @Test
  void indexKeysAreLeftOutWhenAnIndexComponentIsNull() {
    Map<String, AttributeValue> item = toItem(EVENT_ENTITY, event("1234", 42, "OrderPlaced", null));
    assertFalse(item.containsKey("gsi1pk"));
    assertFalse(item.containsKey("gsi1sk"));
    assertFalse(item.containsKey("eventId"));
    assertEquals("EVENT#000000000042", item.get("sk").s());
  }

  @Test
  void nullPrimaryKeyComponentIsRefusedNamingIt() {
    InvalidValueException refused =
        assertThrows(InvalidValueException.class, () -> toItem(EVENT_ENTITY, event(null, 42, "OrderPlaced", "e-1")));
    assertEquals("aggregateId", refused.field());
  }

  @Test
  void itemOfAnotherEntityIsNotDecoded() {
    Map<String, AttributeValue> item = new HashMap<>(toItem(EVENT_ENTITY, event("1234", 42, "OrderPlaced", "e-1")));
    item.put(EntitySchema.ENTITY_ATTRIBUTE, AttributeValue.fromS("snapshot"));
    assertThrows(WrongEntityException.class, () -> classes.call(EVENT_ENTITY, "fromItem", item));
  }

  @Test
  void keyBuildersRenderTheSameKeysAsToItem() {
    assertEquals("AGGREGATE#order#1234", classes.call(EVENT_ENTITY, "pk", "order", "1234"));
    assertEquals("EVENT#000000000042", classes.call(EVENT_ENTITY, "sk", 42L));
    assertEquals("EVENT_TYPE#OrderPlaced", classes.call(EVENT_ENTITY, "byTypePk", "OrderPlaced"));
    assertEquals(Map.of("pk", AttributeValue.fromS("AGGREGATE#order#1234"), "sk", AttributeValue.fromS("EVENT#000000000042")),
        classes.call(EVENT_ENTITY, "key", "order", "1234", 42L));
  }

  @Test
  void customerAndItsOrdersShareThePartitionOfTheSeedLayout() {
    Map<String, AttributeValue> customer = toItem("com.example.shop.CustomerEntity",
        classes.record("com.example.shop.Customer", "XYQ", "Ada", "ada@example.com", null));
    assertEquals("CUSTOMER#XYQ", customer.get("pk").s());
    assertEquals("CUSTOMER#XYQ", customer.get("sk").s());
    assertEquals("EMAIL#ada@example.com", customer.get("gsi1pk").s());
    assertEquals("#CUSTOMER", customer.get("gsi1sk").s());
    assertEquals("ada@example.com", customer.get("mail").s());
    assertFalse(customer.containsKey("tags"));

    Object status = classes.load("com.example.shop.Order$Status").getEnumConstants()[0];
    Map<String, AttributeValue> order = toItem("com.example.shop.OrderEntity", classes.record(
        "com.example.shop.Order", "XYQ", 1, status, java.time.LocalDate.of(2024, 1, 31), null, null, null));
    assertEquals("CUSTOMER#XYQ", order.get("pk").s());
    assertEquals("ORDER#00001", order.get("sk").s());
    assertEquals("STATUS#PLACED", order.get("gsi2pk").s());
    assertEquals("DATE#2024-01-31#ORDER#00001", order.get("gsi2sk").s());
  }

  @Test
  void userKeysFollowTheSeedLayout() {
    Map<String, AttributeValue> user = toItem("com.example.accounts.UserEntity", classes.record(
        "com.example.accounts.User", "test@example.com", "Test", true, null));
    assertEquals("user/test@example.com", user.get("pk").s());
    assertEquals("#METADATA", user.get("sk").s());
    assertEquals("3", user.get(EntitySchema.VERSION_ATTRIBUTE).n());
    assertTrue(user.get("admin").bool());
  }

  @Test
  void everyTypedKeyEncodingRendersAsTheRuntimeDefines() {
    UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    Map<String, AttributeValue> session = toItem("com.example.accounts.SessionEntity", classes.record(
        "com.example.accounts.Session", id, 7, BigInteger.valueOf(5), true, Instant.parse("2024-01-31T12:00:00Z"),
        (short) 4, (byte) -3));
    assertEquals("SESSION#123e4567-e89b-12d3-a456-426614174000", session.get("pk").s());
    assertFalse(session.containsKey("sk"));
    assertEquals("SHARD#7#" + "0".repeat(29) + "5#true#2024-01-31T12:00:00.000000000Z|END", session.get("GSI1PK").s());
    assertEquals("N#004#-3", session.get("GSI1SK").s());
  }

  @Test
  void nullBoxedIntegerLeavesItsIndexOutInsteadOfFailing() {
    Map<String, AttributeValue> session = toItem("com.example.accounts.SessionEntity", classes.record(
        "com.example.accounts.Session", UUID.randomUUID(), null, BigInteger.ONE, true, Instant.EPOCH, (short) 1,
        (byte) 1));
    assertFalse(session.containsKey("GSI1PK"));
    assertFalse(session.containsKey("GSI1SK"));
    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> classes.call("com.example.accounts.SessionEntity", "byShardPk", null, BigInteger.ONE, true, Instant.EPOCH));
    assertEquals("shard", refused.field());
  }

  @Test
  void schemaDescribesKeysAndIndexes() throws ReflectiveOperationException {
    EntitySchema<?> session = (EntitySchema<?>) classes.load("com.example.accounts.SessionEntity").getField("SCHEMA").get(null);
    assertEquals("sessions", session.service());
    assertEquals("session", session.entityName());
    assertEquals("pk", session.partitionKeyField());
    assertNull(session.sortKeyField());
    assertEquals(List.of(new IndexDefinition("gsi1", "GSI1PK", "GSI1SK")), session.indexes());
  }

  @Test
  void everyValueTypeReadsBackAsWritten() {
    Object full = classes.call("com.example.kitchen.AllTypesSamples", "full");
    Map<String, AttributeValue> item = toItem("com.example.kitchen.AllTypesEntity", full);
    Object back = classes.call("com.example.kitchen.AllTypesEntity", "fromItem", item);
    // byte[] compares by identity inside a record, so compare what the two values store.
    assertEquals(item, toItem("com.example.kitchen.AllTypesEntity", back));
    assertEquals(full.toString().replaceAll("\\[B@\\w+", ""), back.toString().replaceAll("\\[B@\\w+", ""));

    assertEquals("1250 EUR", item.get("money").s());
    assertEquals(List.of("b", "a"), item.get("labels").ss());
    assertEquals("GREEN", item.get("colour").s());
    assertEquals("2024-01-31T12:00:00.123456789Z", item.get("instant").s());
    assertEquals("origin", item.get("point").m().get("label").s());
    assertEquals("leaf", item.get("tree").m().get("children").l().get(0).m().get("name").s());
  }

  @Test
  void nullComponentsAreLeftOutAndReadBackAsNull() {
    Object empty = classes.call("com.example.kitchen.AllTypesSamples", "empty");
    Map<String, AttributeValue> item = toItem("com.example.kitchen.AllTypesEntity", empty);
    assertFalse(item.containsKey("boxedI"));
    assertFalse(item.containsKey("money"));
    assertEquals("0", item.get("i").n());
    assertEquals(empty, classes.call("com.example.kitchen.AllTypesEntity", "fromItem", item));
  }

  @Test
  void missingPrimitiveIsAnErrorNotAZero() {
    Map<String, AttributeValue> item = new HashMap<>(toItem(EVENT_ENTITY, event("1234", 42, "OrderPlaced", "e-1")));
    item.remove("seqNum");
    item.remove("sk");
    assertThrows(InvalidValueException.class, () -> classes.call(EVENT_ENTITY, "fromItem", item));
  }

  @Test
  void missingKeyComponentIsDecodedFromTheStoredKey() {
    Object event = event("1234", 42, "OrderPlaced", "e-1");
    Map<String, AttributeValue> item = new HashMap<>(toItem(EVENT_ENTITY, event));
    item.remove("seqNum");
    item.remove("aggregateId");
    item.remove("eventType");

    assertEquals(event, classes.call(EVENT_ENTITY, "fromItem", item));
  }

  @Test
  void componentThatDisagreesWithTheStoredKeyIsRefused() {
    Map<String, AttributeValue> item = new HashMap<>(toItem(EVENT_ENTITY, event("1234", 42, "OrderPlaced", "e-1")));
    item.put("eventType", AttributeValue.fromS("OrderShipped"));

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> classes.call(EVENT_ENTITY, "fromItem", item));
    assertEquals("eventType", refused.field());
    assertTrue(refused.getMessage().contains("gsi1pk = \"EVENT_TYPE#OrderPlaced\""), refused.getMessage());
  }

  @Test
  void namesThatCollideWithGeneratedNamesStillWork() {
    Object schema = classes.record("com.example.clash.Table$Schema", "s", 1);
    Object value = classes.record("com.example.clash.Table", "p", "s", 3, "i", "v", "k", "n", schema);
    Map<String, AttributeValue> item = toItem("com.example.clash.TableEntity", value);
    assertEquals("T#p#s", item.get("pk").s());
    assertEquals("I#3#i#v#k#n", item.get("sk").s());
    assertEquals(value, classes.call("com.example.clash.TableEntity", "fromItem", item));
  }

  @Test
  void constantKeysNeedNoComponents() {
    assertEquals(Map.of("pk", AttributeValue.fromS("#SETTINGS"), "sk", AttributeValue.fromS("#GLOBAL")),
        classes.call("com.example.accounts.SettingsEntity", "key"));
    Map<String, AttributeValue> item =
        toItem("com.example.accounts.SettingsEntity", classes.record("com.example.accounts.Settings", "dark"));
    assertEquals("#SETTINGS", item.get("pk").s());
    assertEquals("dark", item.get("theme").s());
  }
}
