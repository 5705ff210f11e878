package dev.singletable.runtime.internal.write;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Operand;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.key.UpdateAction;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Write tokens: how a single-item write tells its own earlier attempt from another writer's change
 * when the SDK resends it after a lost response (see {@link Table#withWriteTokens}).
 *
 * <p>A token is drawn once per {@code execute()}, so every attempt the SDK sends for that call carries
 * the same one. The item keeps the tokens of its last {@link Table#writeTokensKept()} updates: the
 * newest in {@link EntitySchema#TOKEN_ATTRIBUTE}, the older ones in {@code __token1}, {@code
 * __token2}, ..., each update shifting them by one in the same request ({@code SET __token1 =
 * if_not_exists(__token, :t), ...}, which DynamoDB evaluates on the item before the update). A write
 * that is not idempotent (an update) is conditional on the item holding its token in none of them; a
 * write whose condition failed on an item holding its token was applied by an earlier attempt. So a
 * resend recognises itself while fewer other updates of the item than the tokens kept came in
 * between, not only when none did. A put replaces the whole item and keeps only its own token.
 */
public final class WriteTokens {
  /** 128 bits: unique among every write of every client without coordination. */
  private static final int BYTES = 16;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Base64.Encoder TEXT = Base64.getUrlEncoder().withoutPadding();
  private WriteTokens() {}

  /** The attribute holding the token of the item's {@code n}th last update: {@code __token}, {@code __token1}, ... */
  public static String slot(int n) {
    return n == 0 ? EntitySchema.TOKEN_ATTRIBUTE : EntitySchema.TOKEN_ATTRIBUTE + n;
  }

  /** A new token, or null when the table's writes carry none. */
  public static String draw(Table table) {
    if (!table.writeTokens()) {
      return null;
    }
    byte[] bytes = new byte[BYTES];
    RANDOM.nextBytes(bytes);
    return TEXT.encodeToString(bytes);
  }

  /** Stores the token in the item a put or create writes; nothing when there is no token. */
  public static Map<String, AttributeValue> stamp(Map<String, AttributeValue> item, String token) {
    if (token != null) {
      item.put(EntitySchema.TOKEN_ATTRIBUTE, AttributeValue.createS(token));
    }
    return item;
  }

  /**
   * {@code NOT (__token = :t OR __token1 = :t OR ...)}: the item holds the token in none of its
   * slots, so that a resent update fails instead of applying twice (a comparison with an attribute
   * the item lacks is false). Null when there is no token.
   */
  public static Condition<?> notApplied(Table table, EntitySchema<?> schema, String token) {
    if (token == null) {
      return null;
    }
    int kept = table.writeTokensKept();
    List<Condition<Object>> held = new ArrayList<>(kept);
    for (int n = 0; n < kept; n++) {
      held.add(AttributePath.of(schema.entityName(), slot(n), Codecs.ofString()).eq(token));
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    Condition<Object>[] any = held.toArray(new Condition[0]);
    return Condition.anyOf(any).not();
  }

  /**
   * {@code SET __token = :t, __token1 = if_not_exists(__token, :t), ...}: the token stored newest,
   * the older ones moved down a slot and the oldest dropped, for updates; empty when there is no
   * token. A slot the item does not fill yet takes the new token, which is no other writer's.
   */
  public static List<UpdateAction> set(Table table, EntitySchema<?> schema, String token) {
    if (token == null) {
      return List.of();
    }
    int kept = Math.max(1, table.writeTokensKept());
    List<UpdateAction> actions = new ArrayList<>(kept);
    actions.add(new UpdateAction(UpdateAction.Kind.SET, slot(0), AttributeValue.createS(token)));
    for (int n = 1; n < kept; n++) {
      Operand<Object, String> before = AttributePath.of(schema.entityName(), slot(n - 1), Codecs.ofString()).orElse(token);
      actions.add(new UpdateAction(UpdateAction.Kind.SET_VALUE, slot(n), null, before, null));
    }
    return actions;
  }

  /** Whether {@code name} is one of the attributes that hold write tokens: {@code __token} and {@code __token} with a number. */
  public static boolean isSlot(String name) {
    if (!name.startsWith(EntitySchema.TOKEN_ATTRIBUTE)) {
      return false;
    }
    for (int i = EntitySchema.TOKEN_ATTRIBUTE.length(); i < name.length(); i++) {
      if (name.charAt(i) < '0' || name.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a failed condition failed on this write's own earlier attempt: the item DynamoDB
   * returned with the failure holds the token.
   */
  public static boolean applied(ConditionalCheckFailedException e, String token) {
    return e.hasItem() && holds(e.item(), token);
  }

  /**
   * Whether {@code item} holds {@code token} as its last write: in {@link EntitySchema#TOKEN_ATTRIBUTE},
   * so that no other write changed it since this call's. A token in an older slot means another
   * writer's update came in between.
   */
  public static boolean holdsLast(Map<String, AttributeValue> item, String token) {
    if (token == null || item == null) {
      return false;
    }
    AttributeValue last = item.get(EntitySchema.TOKEN_ATTRIBUTE);
    return last != null && token.equals(last.s());
  }

  /**
   * The refusal of a write that an earlier attempt of this call applied, when the item DynamoDB
   * returned no longer holds it as its last write: another writer changed the item since.
   *
   * @return the exception, null when the item still holds this write
   */
  public static SupersededWriteException superseded(EntitySchema<?> schema, Map<String, AttributeValue> key,
      String operation, ConditionalCheckFailedException e, String token) {
    return holdsLast(e.item(), token) ? null
        : new SupersededWriteException(schema, PrimaryKey.of(schema, key), operation, e.item(), e);
  }

  /** Whether {@code item} holds {@code token}: a write of this call stored it. */
  public static boolean holds(Map<String, AttributeValue> item, String token) {
    if (token == null || item == null) {
      return false;
    }
    for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
      if (isSlot(attribute.getKey()) && token.equals(attribute.getValue().s())) {
        return true;
      }
    }
    return false;
  }
}
