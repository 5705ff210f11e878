package dev.singletable.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexDefinition;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.key.KeyOwnership;
import dev.singletable.runtime.internal.key.KeyTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's entity found by its type value, each identity asked once, gives what asking every
 * entity's {@code owns} in turn gives: crafted items at each edge of the shortcut.
 */
class MembershipTest {
  private static final Identity CUSTOMER = Identity.of("customer", 1);
  private static final Identity ORDER = Identity.of("order", 2);
  private static final Identity NOTE = Identity.of("note", 3).readingFrom(1);
  private static final Identity TAGGED = Identity.of("tagged", 1, "__entity", "tagged", "__version").versionAsString();
  private static final Identity USER = Identity.of("user", 1, null, null, null).ownedByKeys(KeyOwnership.of(
      KeyTemplate.parse("user", "PK", "USER#${username}"), KeyTemplate.parseSortKey("user", "SK", "USER#${username}")));
  private static final Identity TYPED = Identity.of("invoice", 1, "TYPE", "INVOICE", null);

  /** Every crafted item: each member's own, and each way of being almost one. */
  private static List<Map<String, AttributeValue>> items() {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (String entity : new String[] {"customer", "order", "note", "tagged", "other", "", "CUSTOMER", "order "}) {
      items.add(item("__entity", s(entity)));
      for (String version : new String[] {"0", "1", "2", "3", "01", "1.0", "-1", "+1", "", "99999999999"}) {
        items.add(item("__entity", s(entity), "__version", n(version)));
        items.add(item("__entity", s(entity), "__version", s(version)));
        items.add(item("__entity", s(entity), "__version", s(version), "TYPE", s("INVOICE")));
      }
    }
    items.add(item("__entity", n("1"), "__version", n("1")));
    items.add(item("__entity", AttributeValue.fromL(List.of()), "__version", n("1")));
    items.add(item("__version", n("1")));
    items.add(item("TYPE", s("INVOICE")));
    items.add(item("PK", s("USER#ann"), "SK", s("USER#ann")));
    items.add(item("PK", s("USER#ann"), "SK", s("USER#ann"), "__entity", s("customer"), "__version", n("1")));
    items.add(item());
    return items;
  }

  @Test
  void findingTheEntityByItsTypeValueAgreesWithAskingEachInTurn() {
    List<EntitySchema<?>> members = List.of(schema(CUSTOMER), schema(ORDER), schema(NOTE), schema(TAGGED));
    Membership membership = Membership.of(members);
    assertTrue(membership.byTypeValue(), "entities sharing __entity are told apart by its value");
    int owned = 0;
    for (Map<String, AttributeValue> item : items()) {
      int expected = askedInTurn(members, item);
      assertEquals(expected, membership.indexOf(item), () -> "item " + item);
      owned += expected >= 0 ? 1 : 0;
    }
    // customer 1 and order 2 (numbers), note 1 to 3 (numbers), tagged 1 (a string, twice), and the
    // customer's item with a user's keys.
    assertEquals(1 + 1 + 3 + 2 + 1, owned);
  }

  @Test
  void aVersionItsIdentityDoesNotReadIsNoMembersEvenWithTheTypeValue() {
    Membership membership = Membership.of(List.of(schema(CUSTOMER), schema(ORDER)));
    assertEquals(1, membership.indexOf(item("__entity", s("order"), "__version", n("2"))));
    assertEquals(-1, membership.indexOf(item("__entity", s("order"), "__version", n("1"))));
    assertEquals(-1, membership.indexOf(item("__entity", s("order"), "__version", s("2"))),
        "a version stored as a string is not the number the identity stores");
    assertEquals(-1, membership.indexOf(item("__entity", s("order"), "__version", n("02"))));
    assertEquals(-1, membership.indexOf(item("__entity", s("order"))));
  }

  @Test
  void anEntityOwnedByItsKeysOrTypedElsewhereIsAskedInTurn() {
    for (List<EntitySchema<?>> members : List.of(
        List.<EntitySchema<?>>of(schema(CUSTOMER), schema(USER), schema(ORDER)),
        List.<EntitySchema<?>>of(schema(CUSTOMER), schema(TYPED), schema(ORDER)),
        List.<EntitySchema<?>>of(schema(CUSTOMER), schema(Identity.of("client", 1, "__entity", "customer", "__version"))),
        List.<EntitySchema<?>>of(schema(CUSTOMER), foreign(ORDER)))) {
      Membership membership = Membership.of(members);
      assertFalse(membership.byTypeValue(), members::toString);
      for (Map<String, AttributeValue> item : items()) {
        assertEquals(askedInTurn(members, item), membership.indexOf(item), () -> "item " + item);
      }
    }
    Membership keyed = Membership.of(List.of(schema(CUSTOMER), schema(USER)));
    assertEquals(1, keyed.indexOf(item("PK", s("USER#ann"), "SK", s("USER#ann"))));
    assertEquals(0, keyed.indexOf(item("PK", s("USER#ann"), "SK", s("USER#ann"), "__entity", s("customer"),
        "__version", n("1"))), "the first member in order that owns the item");
  }

  private static int askedInTurn(List<EntitySchema<?>> members, Map<String, AttributeValue> item) {
    for (int i = 0; i < members.size(); i++) {
      if (members.get(i).owns(item)) {
        return i;
      }
    }
    return -1;
  }

  private static AttributeValue s(String text) {
    return AttributeValue.fromS(text);
  }

  private static AttributeValue n(String text) {
    return AttributeValue.fromN(text);
  }

  private static Map<String, AttributeValue> item(Object... pairs) {
    Map<String, AttributeValue> item = new HashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      item.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
    }
    return item;
  }

  private static EntitySchema<String> schema(Identity identity) {
    return new Owned(identity);
  }

  /** A schema that is no identity's owner: it says which items it owns itself. */
  private static EntitySchema<String> foreign(Identity identity) {
    return new Plain(identity);
  }

  /** A generated schema as membership sees it: its items are those its identity matches. */
  private static final class Owned extends Plain implements Identity.Owner {
    Owned(Identity identity) {
      super(identity);
    }

    @Override
    public Identity identity() {
      return identity;
    }
  }

  private static class Plain implements EntitySchema<String> {
    final Identity identity;

    Plain(Identity identity) {
      this.identity = identity;
    }

    @Override public String service() { return "shop"; }
    @Override public String entityName() { return identity.entity(); }
    @Override public int entityVersion() { return identity.version(); }
    @Override public String partitionKeyField() { return "PK"; }
    @Override public String sortKeyField() { return "SK"; }
    @Override public List<IndexDefinition> indexes() { return List.of(); }
    @Override public Map<String, AttributeValue> toItem(String value) { throw new UnsupportedOperationException(); }
    @Override public String fromItem(Map<String, AttributeValue> item) { throw new UnsupportedOperationException(); }
    @Override public Key<String> keyOf(String value) { throw new UnsupportedOperationException(); }
    @Override public boolean owns(Map<String, AttributeValue> item) { return identity.matches(item); }

    @Override
    public String toString() {
      return identity.entity();
    }
  }
}
