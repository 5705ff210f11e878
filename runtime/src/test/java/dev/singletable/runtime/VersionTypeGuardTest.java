package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.operation.DeleteOperation;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A put or delete never replaces an item that a get refuses to read as the entity's, whatever type
 * the stored version attribute has: the write guards require the attribute's own type ({@code N} for
 * a numeric version, a non-empty {@code S} for one stored as a string), and a stored version too
 * large to compare is a newer version, not an unexplained failed condition.
 */
class VersionTypeGuardTest {
  record Tag(String id, String label) {}

  /** A tag entity whose identity is given: numeric {@code __version}, or ElectroDB's string {@code __edb_v__}. */
  static final class TagSchema implements EntitySchema<Tag>, Identity.Owner {
    private final Identity identity;

    TagSchema(Identity identity) {
      this.identity = identity;
    }

    @Override
    public Identity identity() {
      return identity;
    }

    @Override
    public String service() {
      return "tags";
    }

    @Override
    public String entityName() {
      return identity.entity();
    }

    @Override
    public int entityVersion() {
      return identity.version();
    }

    @Override
    public String partitionKeyField() {
      return "pk";
    }

    @Override
    public String sortKeyField() {
      return "sk";
    }

    @Override
    public List<IndexDefinition> indexes() {
      return List.of();
    }

    @Override
    public Map<String, AttributeValue> toItem(Tag value) {
      Map<String, AttributeValue> item = new LinkedHashMap<>(keyOf(value));
      Items.putString(item, "id", value.id());
      Items.putString(item, "label", value.label());
      identity.stamp(item);
      return item;
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return identity.matches(item);
    }

    @Override
    public Tag fromItem(Map<String, AttributeValue> item) {
      identity.require(item);
      return new Tag(Items.get(item, "tag", "id", Codecs.ofString()), Items.get(item, "tag", "label", Codecs.ofString()));
    }

    @Override
    public Key<Tag> keyOf(Tag value) {
      return Key.of(Map.of("pk", AttributeValue.fromS("TAG#" + value.id()), "sk", AttributeValue.fromS("#TAG")));
    }
  }

  static final TagSchema NUMERIC = new TagSchema(Identity.of("tag", 2));
  static final TagSchema TEXT = new TagSchema(Identity.of("tag", 9, "__edb_e__", "tag", "__edb_v__").versionAsString());

  static final Tag TAG = new Tag("t1", "mine");

  static Stream<Arguments> disowned() {
    return Stream.of(
        Arguments.of(Named.of("numeric", NUMERIC), Named.of("the string \"2\"", AttributeValue.fromS("2"))),
        Arguments.of(Named.of("numeric", NUMERIC), Named.of("the string \"abc\"", AttributeValue.fromS("abc"))),
        Arguments.of(Named.of("numeric", NUMERIC), Named.of("a BOOL", AttributeValue.fromBool(true))),
        Arguments.of(Named.of("numeric", NUMERIC), Named.of("nothing", null)),
        Arguments.of(Named.of("string", TEXT), Named.of("the string \"\"", AttributeValue.fromS(""))),
        Arguments.of(Named.of("string", TEXT), Named.of("the number 9", AttributeValue.fromN("9"))),
        Arguments.of(Named.of("string", TEXT), Named.of("a BOOL", AttributeValue.fromBool(false))),
        Arguments.of(Named.of("string", TEXT), Named.of("nothing", null)));
  }

  /** The other writer's item at the tag's key: the entity's type, the version attribute as given. */
  private static Map<String, AttributeValue> foreign(TagSchema schema, AttributeValue version) {
    Map<String, AttributeValue> item = new HashMap<>(schema.toItem(TAG));
    item.put("label", AttributeValue.fromS("theirs"));
    String attribute = schema.identity().versionAttribute();
    if (version == null) {
      item.remove(attribute);
    } else {
      item.put(attribute, version);
    }
    return item;
  }

  private static Table seeded(TagSchema schema, Map<String, AttributeValue> item) {
    DynamoDbClient client = LocalEngines.http();
    Table table = LocalEngines.newTable(client, "version-type", schema);
    client.putItem(b -> b.tableName(table.name()).item(item));
    return table;
  }

  private static Map<String, AttributeValue> stored(Table table, TagSchema schema) {
    return table.client().getItem(b -> b.tableName(table.name()).key(schema.keyOf(TAG))).item();
  }

  @ParameterizedTest(name = "{0} version, stored as {1}")
  @MethodSource("disowned")
  void aPutNeverReplacesAnItemAGetRefuses(TagSchema schema, AttributeValue version) {
    Map<String, AttributeValue> theirs = foreign(schema, version);
    Table table = seeded(schema, theirs);
    assertGetRefuses(table, schema);

    assertThrows(ConditionFailedException.class, () -> PutOperation.put(table, schema, TAG).execute());

    assertEquals(theirs, stored(table, schema));
  }

  @ParameterizedTest(name = "{0} version, stored as {1}")
  @MethodSource("disowned")
  void aDeleteNeverDeletesAnItemAGetRefuses(TagSchema schema, AttributeValue version) {
    Map<String, AttributeValue> theirs = foreign(schema, version);
    Table table = seeded(schema, theirs);

    assertThrows(ConditionFailedException.class, () -> DeleteOperation.of(table, schema, schema.keyOf(TAG)).execute());

    assertEquals(theirs, stored(table, schema));
  }

  private static void assertGetRefuses(Table table, TagSchema schema) {
    try {
      Optional<Tag> read = GetOperation.of(table, schema, schema.keyOf(TAG)).execute();
      assertEquals(Optional.empty(), read, "a get reads the item as the entity's");
    } catch (InvalidItemException refused) {
      // refused as not the entity's: what the write must respect too
    }
  }

  @ParameterizedTest(name = "{0} version")
  @MethodSource("versioned")
  void aStoredVersionTooLargeToCompareIsANewerVersion(TagSchema schema) {
    String huge = "12345678901234567890123";
    AttributeValue version = schema.identity().storesVersionAsString() ? AttributeValue.fromS(huge) : AttributeValue.fromN(huge);
    Map<String, AttributeValue> theirs = foreign(schema, version);
    Table table = seeded(schema, theirs);

    NewerVersionException put = assertThrows(NewerVersionException.class, () -> PutOperation.put(table, schema, TAG).execute());
    NewerVersionException delete = assertThrows(NewerVersionException.class,
        () -> DeleteOperation.of(table, schema, schema.keyOf(TAG)).execute());

    assertEquals(huge, put.storedVersionText());
    assertEquals(Integer.MAX_VALUE, put.storedVersion());
    assertTrue(put.getMessage().contains("version " + huge + ", newer than the writer's version " + schema.entityVersion()),
        put.getMessage());
    assertInstanceOf(NewerVersionException.class, delete);
    assertEquals(theirs, stored(table, schema));
  }

  static Stream<Named<TagSchema>> versioned() {
    return Stream.of(Named.of("numeric", NUMERIC), Named.of("string", TEXT));
  }

  @Test
  void aPutStillReplacesTheEntitysOwnItemOfEitherVersionType() {
    for (TagSchema schema : List.of(NUMERIC, TEXT)) {
      Table table = seeded(schema, foreign(schema, schema.identity().stored(schema.entityVersion())));

      PutOperation.put(table, schema, TAG).execute();

      assertEquals(Optional.of(TAG), GetOperation.of(table, schema, schema.keyOf(TAG)).execute());
    }
  }
}
