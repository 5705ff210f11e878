package dev.singletable.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.TransactWrite;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link TransactWrite#claimUnique} writes the guard item an entity's own {@code @Unique} claim
 * writes, and {@link TransactWrite#releaseUnique} deletes only a guard of that entity, as the
 * entity's own release does: never another entity's guard, nor an item that is not a guard.
 */
class TransactUniqueGuardsTest {
  record Member(String id, String email) {}

  /** A member whose e-mail is {@code @Unique}, written the way the processor generates one. */
  static final class MemberSchema implements EntitySchema<Member> {
    private static final Identity IDENTITY = Identity.of("member", 1);

    @Override
    public String service() {
      return "club";
    }

    @Override
    public String entityName() {
      return "member";
    }

    @Override
    public int entityVersion() {
      return 1;
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
    public List<String> uniqueAttributes() {
      return List.of("email");
    }

    @Override
    public Map<String, AttributeValue> toItem(Member value) {
      Map<String, AttributeValue> item = new LinkedHashMap<>(keyOf(value));
      Items.putString(item, "id", value.id());
      Items.putString(item, "email", value.email());
      IDENTITY.stamp(item);
      return item;
    }

    @Override
    public boolean owns(Map<String, AttributeValue> item) {
      return IDENTITY.matches(item);
    }

    @Override
    public Member fromItem(Map<String, AttributeValue> item) {
      IDENTITY.require(item);
      return new Member(Items.get(item, "member", "id", Codecs.ofString()), Items.get(item, "member", "email", Codecs.ofString()));
    }

    @Override
    public Key<Member> keyOf(Member value) {
      return Key.of(Map.of("pk", AttributeValue.fromS("MEMBER#" + value.id()), "sk", AttributeValue.fromS("#MEMBER")));
    }
  }

  static final MemberSchema MEMBERS = new MemberSchema();

  /** The key of the guard a member's {@code @Unique} e-mail claims. */
  static Map<String, AttributeValue> guardKey(String email) {
    AttributeValue key = AttributeValue.fromS("_unique#member#email#" + email);
    return Map.of("pk", key, "sk", key);
  }

  private static Table table() {
    DynamoDbClient client = LocalEngines.http();
    return LocalEngines.newTable(client, "tx-guards", MEMBERS);
  }

  private static Map<String, AttributeValue> at(Table table, Map<String, AttributeValue> key) {
    return table.client().getItem(b -> b.tableName(table.name()).key(key).consistentRead(true)).item();
  }

  @Test
  void aValueClaimedInATransactionIsRefusedToALaterCreateAsAUniqueValue() {
    Table table = table();
    TransactWrite.of(table).claimUnique(MEMBERS, guardKey("ada@example.com")).execute();

    UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
        () -> PutOperation.create(table, MEMBERS, new Member("m2", "ada@example.com")).execute());

    assertEquals("email", taken.attribute());
    assertEquals(Optional.empty(), GetOperation.of(table, MEMBERS, MEMBERS.keyOf(new Member("m2", null))).execute());
  }

  @Test
  void aClaimInATransactionWritesTheGuardItemTheEntitysOwnClaimWrites() {
    Table table = table();
    PutOperation.create(table, MEMBERS, new Member("m1", "ada@example.com")).execute();
    TransactWrite.of(table).claimUnique(MEMBERS, guardKey("grace@example.com")).execute();

    Map<String, AttributeValue> own = new HashMap<>(at(table, guardKey("ada@example.com")));
    Map<String, AttributeValue> claimed = new HashMap<>(at(table, guardKey("grace@example.com")));
    own.keySet().removeAll(List.of("pk", "sk"));
    claimed.keySet().removeAll(List.of("pk", "sk"));
    assertEquals(own, claimed);
  }

  @Test
  void aReleaseNeverDeletesAnItemThatIsNotAGuard() {
    Table table = table();
    Map<String, AttributeValue> account = new HashMap<>(guardKey("ada@example.com"));
    account.put("__entity", AttributeValue.fromS("account"));
    account.put("__version", AttributeValue.fromN("1"));
    account.put("owner", AttributeValue.fromS("someone else's account"));
    table.client().putItem(b -> b.tableName(table.name()).item(account));

    assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).releaseUnique(MEMBERS, guardKey("ada@example.com")).execute());

    assertEquals(account, at(table, guardKey("ada@example.com")));
  }

  @Test
  void aReleaseNeverDeletesTheGuardOfAnotherEntity() {
    Table table = table();
    Map<String, AttributeValue> guard = new HashMap<>(guardKey("ada@example.com"));
    guard.put("__entity", AttributeValue.fromS("__unique"));
    guard.put("__reserved", AttributeValue.fromS("account.email"));
    table.client().putItem(b -> b.tableName(table.name()).item(guard));

    assertThrows(TransactionCanceledException.class,
        () -> TransactWrite.of(table).releaseUnique(MEMBERS, guardKey("ada@example.com")).execute());

    assertEquals(guard, at(table, guardKey("ada@example.com")));
  }

  @Test
  void aReleaseDeletesTheEntitysOwnGuardSoThatTheValueCanBeClaimedAgain() {
    Table table = table();
    PutOperation.create(table, MEMBERS, new Member("m1", "ada@example.com")).execute();
    TransactWrite.of(table).claimUnique(MEMBERS, guardKey("grace@example.com")).execute();

    TransactWrite.of(table).releaseUnique(MEMBERS, guardKey("ada@example.com"))
        .releaseUnique(MEMBERS, guardKey("grace@example.com")).execute();

    assertEquals(Map.of(), at(table, guardKey("ada@example.com")));
    assertEquals(Map.of(), at(table, guardKey("grace@example.com")));
    PutOperation.create(table, MEMBERS, new Member("m2", "grace@example.com")).execute();
  }
}
