package dev.singletable.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.WrongEntityException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An entity that declares its earlier versions reads their items in their own layout and upcasts
 * them, step by step, in generated code.
 */
class UpcastTest {
  private static final String ENTITY = "com.example.tickets.TicketEntity";
  private static CompiledClasses classes;

  @BeforeAll
  static void compile() {
    Compilation compilation = Sources.compile(Sources.good("Ticket", "TicketV2", "TicketV1"));
    assertThat(compilation).succeededWithoutWarnings();
    classes = new CompiledClasses(compilation);
  }

  private static Map<String, AttributeValue> item(int version, String sk) {
    Map<String, AttributeValue> item = new HashMap<>();
    item.put("pk", AttributeValue.createS("TICKET#t1"));
    item.put("sk", AttributeValue.createS(sk));
    item.put("__entity", AttributeValue.createS("ticket"));
    item.put("__version", AttributeValue.createN(Integer.toString(version)));
    item.put("id", AttributeValue.createS("t1"));
    item.put("priority", AttributeValue.createN("7"));
    return item;
  }

  private static Object ticket(Object id, Object priority, Object subject, Object status, Object tags, Object note) {
    return classes.record("com.example.tickets.Ticket", id, priority, subject, status, tags, note);
  }

  @Test
  void anItemOfVersion1IsDecodedInItsLayoutAndUpcastTwice() {
    Map<String, AttributeValue> v1 = item(1, "PRIO#7");
    v1.put("title", AttributeValue.createS("printer on fire"));
    v1.put("tags", AttributeValue.createL(List.of(AttributeValue.createS("hw"), AttributeValue.createS("hw"))));

    Object read = classes.call(ENTITY, "fromItem", v1);

    assertEquals(ticket("t1", 7, "printer on fire", "OPEN", Set.of("hw"), null), read);
  }

  @Test
  void anItemOfVersion2KeepsItsNestedRecord() {
    Map<String, AttributeValue> v2 = item(2, "PRIO#007");
    v2.put("subject", AttributeValue.createS("paper jam"));
    v2.put("note", AttributeValue.createM(Map.of("author", AttributeValue.createS("ann"),
        "text", AttributeValue.createS("tray 2"))));

    Object read = classes.call(ENTITY, "fromItem", v2);

    Object note = classes.record("com.example.tickets.TicketV2$Note", "ann", "tray 2");
    assertEquals(ticket("t1", 7, "paper jam", "OPEN", null, note), read);
  }

  @Test
  void anItemOfVersion1IsCheckedAgainstVersion1Keys() {
    // Version 1 rendered the priority unpadded: a padded key is not what it stored.
    Map<String, AttributeValue> v1 = item(1, "PRIO#007");

    InvalidItemException e = assertThrows(InvalidItemException.class, () -> classes.call(ENTITY, "fromItem", v1));

    assertThat(e).hasMessageThat().contains("sk");
  }

  @Test
  void anItemOfTheCurrentVersionIsReadWithoutUpcast() {
    Object ticket = ticket("t2", 12, "boom", "CLOSED", Set.of("a"), null);
    @SuppressWarnings("unchecked")
    Map<String, AttributeValue> stored = (Map<String, AttributeValue>) classes.call(ENTITY, "toItem", ticket);

    assertEquals("PRIO#012", stored.get("sk").s());
    assertEquals("3", stored.get("__version").n());
    assertEquals(ticket, classes.call(ENTITY, "fromItem", stored));
  }

  @Test
  void aFailingUpcastNamesTheVersionsAndTheKey() {
    Map<String, AttributeValue> v2 = item(2, "PRIO#007");
    v2.put("subject", AttributeValue.createS("boom"));

    InvalidItemException e = assertThrows(InvalidItemException.class, () -> classes.call(ENTITY, "fromItem", v2));

    assertThat(e).hasMessageThat().contains("version 2 could not be upcast to version 3");
    assertThat(e).hasMessageThat().contains("cannot upcast a boom");
    assertThat(e).hasMessageThat().contains("TICKET#t1");
  }

  @Test
  void versionsOutsideTheChainAreNotOwned() throws ReflectiveOperationException {
    EntitySchema<?> schema = (EntitySchema<?>) classes.load(ENTITY).getField("SCHEMA").get(null);
    assertEquals(1, schema.oldestVersion());
    assertEquals(3, schema.entityVersion());
    for (int version : new int[] {1, 2, 3}) {
      assertThat(schema.owns(item(version, "PRIO#7"))).isTrue();
    }
    for (int version : new int[] {0, 4}) {
      Map<String, AttributeValue> item = item(version, "PRIO#7");
      assertThat(schema.owns(item)).isFalse();
      assertThrows(WrongEntityException.class, () -> classes.call(ENTITY, "fromItem", item));
    }
    Map<String, AttributeValue> other = item(1, "PRIO#7");
    other.put("__entity", AttributeValue.createS("ticketArchive"));
    assertThat(schema.owns(other)).isFalse();
  }
}
