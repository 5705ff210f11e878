package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.codec.Codecs;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Write tokens: how a single-item write tells its own earlier attempt from another writer's change
 * when the SDK resends it after a lost response (see {@link Table#withWriteTokens}).
 *
 * <p>A token is drawn once per {@code execute()}, so every attempt the SDK sends for that call carries
 * the same one, and stored in {@link EntitySchema#TOKEN_ATTRIBUTE}. A write that is not idempotent
 * (an update) is conditional on the item not holding its token; a write whose condition failed on
 * an item holding its token was applied by an earlier attempt. A later write replaces the token and
 * nothing ever removes one, so a token left on an item is still evidence of the write that stored it.
 */
final class WriteTokens {
  /** 128 bits: unique among every write of every client without coordination. */
  private static final int BYTES = 16;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Base64.Encoder TEXT = Base64.getUrlEncoder().withoutPadding();

  private WriteTokens() {}

  /** A new token, or null when the table's writes carry none. */
  static String draw(Table table) {
    if (!table.writeTokens()) {
      return null;
    }
    byte[] bytes = new byte[BYTES];
    RANDOM.nextBytes(bytes);
    return TEXT.encodeToString(bytes);
  }

  /** Stores the token in the item a put or create writes; nothing when there is no token. */
  static Map<String, AttributeValue> stamp(Map<String, AttributeValue> item, String token) {
    if (token != null) {
      item.put(EntitySchema.TOKEN_ATTRIBUTE, AttributeValue.createS(token));
    }
    return item;
  }

  /**
   * {@code attribute_not_exists(__token) OR __token <> token}: the item does not hold the token yet,
   * so that a resent update fails instead of applying twice. Null when there is no token.
   */
  static Condition<?> notApplied(EntitySchema<?> schema, String token) {
    if (token == null) {
      return null;
    }
    AttributePath<Object, String> attribute = AttributePath.of(schema.entityName(), EntitySchema.TOKEN_ATTRIBUTE, Codecs.ofString());
    return attribute.notExists().or(attribute.ne(token));
  }

  /** {@code SET __token = token}, for updates; null when there is no token. */
  static UpdateOperation.Action set(String token) {
    return token == null ? null : new UpdateOperation.Action(UpdateOperation.Kind.SET, EntitySchema.TOKEN_ATTRIBUTE,
        AttributeValue.createS(token));
  }

  /**
   * Whether a failed condition failed on this write's own earlier attempt: the item DynamoDB
   * returned with the failure holds the token.
   */
  static boolean applied(ConditionalCheckFailedException e, String token) {
    return e.hasItem() && holds(e.item(), token);
  }

  /** Whether {@code item} holds {@code token}: a write of this call stored it. */
  static boolean holds(Map<String, AttributeValue> item, String token) {
    if (token == null || item == null) {
      return false;
    }
    AttributeValue stored = item.get(EntitySchema.TOKEN_ATTRIBUTE);
    return stored != null && token.equals(stored.s());
  }
}
