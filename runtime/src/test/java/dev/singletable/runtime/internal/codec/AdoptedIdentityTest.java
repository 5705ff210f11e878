package dev.singletable.runtime.internal.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.exception.WrongEntityException;
import dev.singletable.runtime.expression.ExpressionBuilder;
import dev.singletable.runtime.internal.key.IdentityFilters;
import dev.singletable.runtime.internal.key.KeyOwnership;
import dev.singletable.runtime.internal.key.KeyTemplate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Identities of entities adopting existing tables: a type attribute of their own, or none at all. */
class AdoptedIdentityTest {
  private static final Identity ORDER = Identity.of("order", 1, "TYPE", "ORDER", null);
  private static final Identity USER = Identity.of("user", 1, null, null, null).ownedByKeys(KeyOwnership.of(
      KeyTemplate.parse("user", "PK", "USER#${username}"), KeyTemplate.parseSortKey("user", "SK", "USER#${username}")));

  private static Map<String, AttributeValue> item(String... pairs) {
    Map<String, AttributeValue> item = new HashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      item.put(pairs[i], AttributeValue.fromS(pairs[i + 1]));
    }
    return item;
  }

  @Test
  void aNamedTypeIsStampedAndCheckedWithoutVersion() {
    Map<String, AttributeValue> stamped = item("PK", "CUSTOMER#XYQ", "SK", "ORDER#00001");
    ORDER.stamp(stamped);
    assertEquals(item("PK", "CUSTOMER#XYQ", "SK", "ORDER#00001", "TYPE", "ORDER"), stamped);
    assertTrue(ORDER.matches(stamped));
    assertFalse(ORDER.matches(item("PK", "CUSTOMER#XYQ", "SK", "ORDER#00009", "TYPE", "INVOICE")));
    assertFalse(ORDER.matches(item("PK", "CUSTOMER#XYQ", "SK", "ORDER#00010", "__entity", "order")));
    WrongEntityException wrong = assertThrows(WrongEntityException.class,
        () -> ORDER.require(item("TYPE", "INVOICE")));
    assertEquals("INVOICE", wrong.actualEntity());
    assertEquals(List.of("TYPE"), ORDER.attributes());
  }

  @Test
  void withoutTypeTheKeysDecideAndNothingIsStamped() {
    Map<String, AttributeValue> stamped = item("PK", "USER#johndoe", "SK", "USER#johndoe");
    USER.stamp(stamped);
    assertEquals(item("PK", "USER#johndoe", "SK", "USER#johndoe"), stamped);
    assertTrue(USER.matches(stamped));
    assertFalse(USER.matches(item("PK", "USEREMAIL#johndoe@gmail.com", "SK", "USEREMAIL#johndoe@gmail.com")));
    assertFalse(USER.matches(item("PK", "USER#johndoe")), "a key without its sort key is no user's");
    assertFalse(USER.matches(Map.of("PK", AttributeValue.fromN("1"), "SK", AttributeValue.fromS("USER#x"))));
    assertEquals(List.of(), USER.attributes());
    WrongEntityException wrong = assertThrows(WrongEntityException.class,
        () -> USER.require(item("PK", "USEREMAIL#a", "SK", "USEREMAIL#a")));
    assertEquals("PK USEREMAIL#a, SK USEREMAIL#a", wrong.actualEntity());
  }

  @Test
  void aVersionStoredAsAStringIsReadAndComparedAsANumber() {
    Identity repositories = Identity.of("repositories", 10, "__edb_e__", "repositories", "__edb_v__").versionAsString()
        .readingFrom(8);
    Map<String, AttributeValue> stamped = item("pk", "p", "sk", "s");
    repositories.stamp(stamped);
    assertEquals(AttributeValue.fromS("10"), stamped.get("__edb_v__"));
    for (String read : List.of("8", "9", "10")) {
      assertTrue(repositories.matches(item("__edb_e__", "repositories", "__edb_v__", read)), read);
    }
    for (String other : List.of("7", "11", "010", "09", "1.0", "")) {
      assertFalse(repositories.matches(item("__edb_e__", "repositories", "__edb_v__", other)), other);
    }
    Map<String, AttributeValue> numbered = item("__edb_e__", "repositories");
    numbered.put("__edb_v__", AttributeValue.fromN("10"));
    assertFalse(repositories.matches(numbered), "a number is not how this identity stores its version");
    assertEquals(9, repositories.versionOf(item("__edb_v__", "9")));
    assertEquals(-1, repositories.versionOf(item("__edb_v__", "09")));

    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("(#n0 = :v0 AND ((size(#n1) > :v1 OR (size(#n1) = :v2 AND #n1 >= :v3))"
        + " AND (size(#n1) < :v4 OR (size(#n1) = :v5 AND #n1 <= :v6))))",
        expressions.render(IdentityFilters.<Object>current(repositories)));
    assertEquals(AttributeValue.fromN("1"), expressions.values().get(":v1"), "longer than \"8\"");
    assertEquals(AttributeValue.fromS("8"), expressions.values().get(":v3"));
    assertEquals(AttributeValue.fromN("2"), expressions.values().get(":v4"), "shorter than \"10\"");
    assertEquals(AttributeValue.fromS("10"), expressions.values().get(":v6"));
  }

  @Test
  void filtersNarrowByTypeOrByKeyPrefixes() {
    ExpressionBuilder expressions = new ExpressionBuilder();
    assertEquals("#n0 = :v0", expressions.render(IdentityFilters.<Object>current(ORDER)));
    assertEquals(Map.of("#n0", "TYPE"), expressions.names());

    expressions = new ExpressionBuilder();
    assertEquals("(begins_with(#n0, :v0) AND begins_with(#n1, :v1))",
        expressions.render(IdentityFilters.<Object>current(USER)));
    assertNull(IdentityFilters.type(USER), "a write finds nothing to check at a key the templates render");

    Identity unprefixed = Identity.of("purchase", 1, null, null, null).ownedByKeys(KeyOwnership.of(
        KeyTemplate.parse("purchase", "customer", "${buyer}"), null));
    assertNull(IdentityFilters.current(unprefixed), "no filter can tell an entity keyed by a bare placeholder");
    assertTrue(unprefixed.matches(item("customer", "alice")));
  }

  /** A schema of an entity owned by its keys, with an index: what a projection of an index read needs. */
  private static final class KeyedSchema implements EntitySchema<String>, Identity.Owner {
    @Override public String service() { return "users"; }
    @Override public String entityName() { return "user"; }
    @Override public int entityVersion() { return 1; }
    @Override public String partitionKeyField() { return "PK"; }
    @Override public String sortKeyField() { return "SK"; }
    @Override public List<IndexDefinition> indexes() { return List.of(new IndexDefinition("GSI1", "GSI1PK", "GSI1SK")); }
    @Override public Map<String, AttributeValue> toItem(String value) { throw new UnsupportedOperationException(); }
    @Override public String fromItem(Map<String, AttributeValue> item) { throw new UnsupportedOperationException(); }
    @Override public Key<String> keyOf(String value) { throw new UnsupportedOperationException(); }
    @Override public boolean owns(Map<String, AttributeValue> item) { return USER.matches(item); }
    @Override public Identity identity() { return USER; }
  }

  @Test
  void aProjectionOfAnIndexReadKeepsThePrimaryKeyThatTellsTheItems() {
    assertEquals(List.of("GSI1PK", "GSI1SK", "PK", "SK"), List.copyOf(
        dev.singletable.runtime.operation.Projection.of(new KeyedSchema(), List.of("GSI1PK", "GSI1SK"),
            new dev.singletable.runtime.expression.AttributePath<?, ?>[0])));
  }

  @Test
  void aTypeNeedsAValueAndOwnershipByKeysNeedsTemplates() {
    assertThrows(IllegalArgumentException.class, () -> Identity.of("order", 1, "TYPE", "", null));
    assertThrows(IllegalArgumentException.class, () -> Identity.of("order", 1, "", "ORDER", null));
    assertThrows(IllegalArgumentException.class, () -> Identity.of("order", 1, null, null, null).ownedByKeys(null));
    assertFalse(Identity.of("order", 1, null, null, null).matches(item("PK", "x")),
        "without type attribute nor templates, nothing is the entity's");
  }
}
