package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.InvalidValueException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @AbsentAs}: the misuses the processor refuses, each at the annotation's value, and the code
 * it generates for a {@code String} component in a primary sort key and in an index key: the
 * placeholder stored for null in the attribute and the keys, read back as null, and refused as a
 * value.
 */
class AbsentAsTest {
  private static final String INBOX = "com.example.inbox.Inbox";
  private static final String INBOX_ENTITY = "com.example.inbox.InboxEntity";

  @Test
  void aNumberComponentIsRefused() {
    Compilation compilation = Sources.assertErrorAt("AbsentAsOnNumber",
        "[SingleTableAbsentAsType] @AbsentAs on component quantity of type java.lang.Integer; the placeholder stands"
            + " in the component's place, so the component must be a String without @Converter",
        "@AbsentAs(\"#\") Integer quantity");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void anEnumComponentIsRefused() {
    Sources.assertErrorAt("AbsentAsOnEnum",
        "[SingleTableAbsentAsType] @AbsentAs on component status of type bad.AbsentAsOnEnum.Status;",
        "@AbsentAs(\"#\") Status status");
  }

  @Test
  void anOptionalComponentIsRefused() {
    Sources.assertErrorAt("AbsentAsOnOptional",
        "[SingleTableAbsentAsType] @AbsentAs on component owner of type java.util.Optional<java.lang.String>;",
        "@AbsentAs(\"#\") Optional<String> owner");
  }

  @Test
  void aPrimitiveComponentIsRefused() {
    Sources.assertErrorAt("AbsentAsOnPrimitive",
        "[SingleTableAbsentAsType] @AbsentAs on component gift of type boolean; a primitive is never absent",
        "@AbsentAs(\"#\") boolean gift");
  }

  @Test
  void aDefaultContradictsThePlaceholder() {
    Compilation compilation = Sources.assertErrorAt("AbsentAsWithDefault",
        "[SingleTableAbsentAsConflict] @AbsentAs on component status, which has @Default; a write that lacks the value"
            + " stores the default, so the placeholder would never be stored; keep one of them",
        "@AbsentAs(\"#\") @Default(\"open\") String status");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aRequiredComponentHasNoPlaceholder() {
    Sources.assertErrorAt("AbsentAsRequired",
        "[SingleTableAbsentAsConflict] @AbsentAs on component owner, which has @Required; a required value is never"
            + " absent, so it has no placeholder; keep one of them",
        "@Required @AbsentAs(\"#\") String owner");
  }

  @Test
  void aTimestampTheLibrarySetsIsRefused() {
    Sources.assertErrorAt("AbsentAsOnUpdatedAt",
        "[SingleTableAbsentAsConflict] @AbsentAs on component updatedAt, which has @UpdatedAt; the library stores that"
            + " component's value itself",
        "@AbsentAs(\"#\") Instant updatedAt");
  }

  @Test
  void aVersionIsRefused() {
    Sources.assertErrorAt("AbsentAsOnVersion",
        "[SingleTableAbsentAsConflict] @AbsentAs on component version, which has @Version;",
        "@Version @AbsentAs(\"0\") Long version");
  }

  @Test
  void anEmptyPlaceholderIsRefused() {
    Compilation compilation = Sources.assertErrorAt("AbsentAsEmpty",
        "[SingleTableAbsentAsEmpty] @AbsentAs(\"\") on component owner; an empty text cannot stand for an absent value",
        "@AbsentAs(\"\") String owner");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aComponentOfANestedRecordIsRefused() {
    Sources.assertErrorAt("AbsentAsInNestedRecord",
        "[SingleTableLifecycleInNestedRecord] @AbsentAs on component city of nested record Address",
        "@AbsentAs(\"#\") String city");
  }

  @Test
  void absentComponentsAreStoredAsTheirPlaceholdersInAttributesAndKeysAndReadBackAsNull() {
    CompiledClasses classes = inbox();
    Object unread = classes.record(INBOX, "t1", "r1", null, "bob", null, "hi");

    Map<String, AttributeValue> item = toItem(classes, unread);

    assertEquals(AttributeValue.fromS("#"), item.get("replyViewed"));
    assertEquals(AttributeValue.fromS("-"), item.get("label"));
    assertEquals("REPLY#r1#LABEL#-", item.get("sk").s());
    assertEquals("USER#bob", item.get("gsi1pk").s(), "the index is not left out: its component has a stored text");
    assertEquals("VIEWED#\\##REPLY#r1", item.get("gsi1sk").s(), "escaped like any text holding the delimiter");
    assertEquals(item.get("gsi1sk").s(), classes.call(INBOX_ENTITY, "inboxSk", null, "r1"));
    assertEquals(item.get("sk").s(), classes.call(INBOX_ENTITY, "sk", "r1", null));
    assertEquals(unread, classes.call(INBOX_ENTITY, "fromItem", item));

    Object read = classes.record(INBOX, "t1", "r1", "work", "bob", "2024-05-01", "hi");
    Map<String, AttributeValue> readItem = toItem(classes, read);
    assertEquals("REPLY#r1#LABEL#work", readItem.get("sk").s());
    assertEquals(AttributeValue.fromS("2024-05-01"), readItem.get("replyViewed"));
    assertEquals(read, classes.call(INBOX_ENTITY, "fromItem", readItem));
  }

  @Test
  void aProjectionReadsThePlaceholderAsAbsent() throws ReflectiveOperationException {
    CompiledClasses classes = inbox();
    Map<String, AttributeValue> item = toItem(classes, classes.record(INBOX, "t1", "r1", null, "bob", null, "hi"));
    Field field = classes.load(INBOX_ENTITY + "$AttributeConstants").getDeclaredField("LABELS_PROJECTION");
    field.setAccessible(true);
    Object schema = field.get(null);
    Method fromItem = schema.getClass().getMethod("fromItem", Map.class);
    fromItem.setAccessible(true);

    Object projected = fromItem.invoke(schema, item);

    assertEquals("LabelsProjection[thread=t1, replyId=r1, label=null, replyViewed=null]", projected.toString());
  }

  @Test
  void anEarlierVersionReadsItsPlaceholdersAsAbsent() {
    CompiledClasses classes = inbox();
    Map<String, AttributeValue> item = new HashMap<>(toItem(classes,
        classes.record(INBOX, "t1", "r1", null, "bob", null, null)));
    item.put(EntitySchema.VERSION_ATTRIBUTE, AttributeValue.fromN("1"));

    assertEquals(classes.record(INBOX, "t1", "r1", null, "bob", null, null),
        classes.call(INBOX_ENTITY, "fromItem", item));
  }

  @Test
  void aValueThatIsThePlaceholderIsRefused() {
    CompiledClasses classes = inbox();

    InvalidValueException refused = assertThrows(InvalidValueException.class,
        () -> toItem(classes, classes.record(INBOX, "t1", "r1", null, "bob", "#", "hi")));

    assertEquals("replyViewed", refused.field());
    assertEquals("#", refused.value());
  }

  private static CompiledClasses inbox() {
    Compilation compilation = Sources.compile(Sources.good("Inbox", "InboxV1"));
    assertThat(compilation).succeededWithoutWarnings();
    return new CompiledClasses(compilation);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, AttributeValue> toItem(CompiledClasses classes, Object value) {
    return (Map<String, AttributeValue>) classes.call(INBOX_ENTITY, "toItem", value);
  }
}
