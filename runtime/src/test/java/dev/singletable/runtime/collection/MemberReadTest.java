package dev.singletable.runtime.collection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.internal.codec.Identity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A member's item is read by that member's own decoder at every position of a collection, the
 * positions that each have a call of their own and those past them alike; a member whose schema
 * decodes no owned items reads through its {@code fromItem}, which asks the identity again.
 */
class MemberReadTest {
  @Test
  void everyPositionReadsItsItemsWithItsOwnMembersDecoder() {
    List<EntitySchema<String>> schemas = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      schemas.add(new Decoding(Identity.of("entity" + i, 1)));
    }
    CollectionDefinition<Object, Object> definition = definition(schemas);

    for (int i = 0; i < schemas.size(); i++) {
      Map<String, AttributeValue> item = item("entity" + i);
      CollectionDefinition.Member<?, Object> member = definition.memberOf(item);
      assertNotNull(member, "entity" + i);
      assertEquals(i, member.position);
      assertEquals("owned entity" + i, member.read(item), "position " + i);
    }
  }

  @Test
  void aMemberWithoutAnOwnedDecodeReadsThroughFromItemAtAnyPosition() {
    for (int plain = 0; plain < 10; plain++) {
      List<EntitySchema<String>> schemas = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        Identity identity = Identity.of("entity" + i, 1);
        schemas.add(i == plain ? new Plain(identity) : new Decoding(identity));
      }
      CollectionDefinition<Object, Object> definition = definition(schemas);
      for (int i = 0; i < schemas.size(); i++) {
        Map<String, AttributeValue> item = item("entity" + i);
        assertEquals((i == plain ? "checked entity" : "owned entity") + i, definition.memberOf(item).read(item),
            "plain member at " + plain + ", position " + i);
      }
    }
  }

  private static CollectionDefinition<Object, Object> definition(List<EntitySchema<String>> schemas) {
    CollectionDefinition.Builder<Object, Object> builder = CollectionDefinition.builder("all", null, "PK", "SK");
    for (EntitySchema<String> schema : schemas) {
      builder.member(schema, value -> value);
    }
    return builder.build(result -> result);
  }

  private static Map<String, AttributeValue> item(String entity) {
    return Map.of("PK", AttributeValue.fromS("P"), "SK", AttributeValue.fromS(entity),
        "__entity", AttributeValue.fromS(entity), "__version", AttributeValue.fromN("1"));
  }

  /** A generated schema as a collection sees it: it decodes an owned item without asking again. */
  private static final class Decoding extends Plain implements Identity.Decoder<String> {
    Decoding(Identity identity) {
      super(identity);
    }

    @Override
    public String fromOwnedItem(Map<String, AttributeValue> item) {
      return "owned " + item.get("__entity").s();
    }
  }

  /** A schema that decodes through {@code fromItem} alone, which asks the item's identity. */
  private static class Plain implements EntitySchema<String>, Identity.Owner {
    final Identity identity;

    Plain(Identity identity) {
      this.identity = identity;
    }

    @Override public Identity identity() { return identity; }
    @Override public String service() { return "shop"; }
    @Override public String entityName() { return identity.entity(); }
    @Override public int entityVersion() { return identity.version(); }
    @Override public String partitionKeyField() { return "PK"; }
    @Override public String sortKeyField() { return "SK"; }
    @Override public List<IndexDefinition> indexes() { return List.of(); }
    @Override public Map<String, AttributeValue> toItem(String value) { throw new UnsupportedOperationException(); }
    @Override public Key<String> keyOf(String value) { throw new UnsupportedOperationException(); }
    @Override public boolean owns(Map<String, AttributeValue> item) { return identity.matches(item); }

    @Override
    public String fromItem(Map<String, AttributeValue> item) {
      identity.require(item);
      return "checked " + item.get("__entity").s();
    }
  }
}
