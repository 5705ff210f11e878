package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidItem;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item found to be a schema's is decoded by the schema's {@code fromOwnedItem} when it has one,
 * which does not ask the identity again, else by its {@code fromItem}; a failure of either is
 * reported as an invalid item the same way.
 */
class ReadOwnedTest {
  private static final Identity ORDER = Identity.of("order", 1);
  private static final Map<String, AttributeValue> ITEM = Map.of("PK", AttributeValue.fromS("ORDER#1"),
      "__entity", AttributeValue.fromS("order"), "__version", AttributeValue.fromN("1"));
  private static final Map<String, AttributeValue> BROKEN = Map.of("PK", AttributeValue.fromS("ORDER#2"),
      "__entity", AttributeValue.fromS("order"), "__version", AttributeValue.fromN("1"));

  @Test
  void aDecoderDecodesWithoutTheIdentityAndAnyOtherSchemaWithFromItem() {
    assertEquals("owned ORDER#1", Identity.readOwned(new Decoding(), ITEM));
    assertEquals("checked ORDER#1", Identity.readOwned(new Plain(), ITEM));
  }

  @Test
  void aFailureOfEitherDecodingIsReportedAsAnInvalidItem() {
    Table table = Table.of(new UnusedClient(), "orders");
    for (EntitySchema<String> schema : List.of(new Decoding(), new Plain())) {
      List<InvalidItem> reported = new ArrayList<>();
      assertNull(InvalidItems.readOwned(table, "collectionQuery", schema, BROKEN, reported::add));
      assertEquals(1, reported.size());
      assertEquals("order", reported.get(0).entity());
      assertEquals(BROKEN, reported.get(0).item());
      assertThrows(InvalidItemException.class, () -> InvalidItems.readOwned(table, "collectionQuery", schema, BROKEN, null));
    }
  }

  /** A schema that checks the identity in {@code fromItem} only, as generated schemas do. */
  private static class Plain implements EntitySchema<String> {
    @Override public String service() { return "shop"; }
    @Override public String entityName() { return "order"; }
    @Override public int entityVersion() { return 1; }
    @Override public String partitionKeyField() { return "PK"; }
    @Override public String sortKeyField() { return null; }
    @Override public List<IndexDefinition> indexes() { return List.of(); }
    @Override public Map<String, AttributeValue> toItem(String value) { throw new UnsupportedOperationException(); }
    @Override public Key<String> keyOf(String value) { throw new UnsupportedOperationException(); }
    @Override public boolean owns(Map<String, AttributeValue> item) { return ORDER.matches(item); }

    @Override
    public String fromItem(Map<String, AttributeValue> item) {
      ORDER.require(item);
      return "checked " + decode(item);
    }

    static String decode(Map<String, AttributeValue> item) {
      String key = item.get("PK").s();
      if (!key.equals("ORDER#1")) {
        throw new InvalidValueException("order", "PK", key, "is no order of ours");
      }
      return key;
    }
  }

  private static final class Decoding extends Plain implements Identity.Decoder<String> {
    @Override
    public String fromOwnedItem(Map<String, AttributeValue> item) {
      return "owned " + decode(item);
    }
  }

  /** The table's client: nothing is sent. */
  private static final class UnusedClient implements DynamoDbClient {
    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }
}
