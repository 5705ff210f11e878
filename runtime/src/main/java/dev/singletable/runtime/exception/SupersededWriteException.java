package dev.singletable.runtime.exception;

import dev.singletable.runtime.EntitySchema;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write that was applied, but whose item no longer holds it: its first attempt was applied and its
 * response lost, and before the SDK's resend another writer changed the item, so the resend found
 * the item holding this write's token among its older ones, not as its last write. The write is
 * not sent again (it was applied once) and nothing of it is undone; what the item holds now is the
 * other writer's, kept as {@link #item()} and {@link #found(Class)}, never returned as this write's
 * value. A lock taken with {@code create(...)} is then not held by the caller. Thrown by {@code
 * execute()}; {@code outcome()} returns it as a {@code Rejected} whose {@code found()} is the other
 * writer's record.
 */
public class SupersededWriteException extends ConditionFailedException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param schema the entity that wrote
   * @param key the primary key of the item
   * @param operation the write ({@code put}, {@code create}, {@code update}, ...)
   * @param item the item as DynamoDB returned it with the resend's failed condition
   * @param cause the SDK exception that reported the failed condition
   */
  public SupersededWriteException(EntitySchema<?> schema, Map<String, AttributeValue> key, String operation,
      Map<String, AttributeValue> item, Throwable cause) {
    super(schema, key, "the " + operation + " was applied by an earlier attempt whose response was lost, and another"
        + " writer changed the item before the resend: the item no longer holds this " + operation + ", and what it"
        + " holds is the other writer's (see item()); read it before acting on it", item, cause);
  }
}
