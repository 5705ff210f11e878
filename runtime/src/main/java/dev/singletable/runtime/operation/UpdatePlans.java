package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.write.UpdateChanges;
import dev.singletable.runtime.internal.write.WriteFailures;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.internal.write.WriteTokens;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * An {@link UpdateOperation} as a plan, one for its sync and async terminals alike: a transaction
 * with the guards of the unique values it changes (then, for the record, a read of the item), a read
 * of the stored item before an update that completes its index keys from it, or one UpdateItem.
 */
final class UpdatePlans {
  private UpdatePlans() {}

  /** What {@code execute()} returns: the record after the update, or as stored when an earlier attempt was applied. */
  static <T> StoredComponents.Terminal<T> afterUpdate(UpdateChanges<T> changes) {
    return new StoredComponents.Terminal<>(ReturnValue.ALL_NEW, changes::applied, changes::applied);
  }

  /**
   * What a {@code returning...()} terminal returns: {@code decode} of the values asked for; when an
   * earlier attempt was applied and its response lost, nothing for {@code NONE}, else a refusal.
   */
  static <T, R> StoredComponents.Terminal<R> returning(UpdateChanges<T> changes, ReturnValue returned,
      Function<Map<String, AttributeValue>, R> decode) {
    return new StoredComponents.Terminal<>(returned, decode, current -> {
      if (returned == ReturnValue.NONE) {
        return null;
      }
      EntitySchema<T> schema = changes.schema();
      throw new SingleTableException(schema.entityName() + ": the update of the item at "
          + Keys.describe(Keys.require(schema, changes.key()))
          + " was applied by an earlier attempt whose response was lost, so the values it returned (" + returned
          + ") are unknown; read the item to see it as it is now");
    });
  }

  /** The plan of an update that returns what {@code terminal} says. */
  static <T, R> WritePlan<R> of(UpdateOperation<T, ?> update, StoredComponents.Terminal<R> terminal) {
    UpdateChanges<T> changes = update.changes();
    Table table = changes.table();
    EntitySchema<T> schema = changes.schema();
    Map<String, AttributeValue> key = changes.key();
    if (!changes.uniqueChanges().isEmpty()) {
      if (terminal.returned() != ReturnValue.ALL_NEW && terminal.returned() != ReturnValue.NONE) {
        throw new IllegalStateException(schema.entityName() + ": the update changes a unique attribute, so it runs as a"
            + " transaction, which returns no values; use returningNothing() or execute()");
      }
      WritePlan<Boolean> sent = UniqueGuards.plan(table, "update", schema, key,
          "the " + schema.entityName() + " item there does not meet the condition", guards(update));
      if (terminal.returned() == ReturnValue.NONE) {
        return sent.map(applied -> null);
      }
      // The record as stored after the transaction, read back.
      return sent.then(applied -> UniqueGuards.readPlan(table, key)).map(stored -> {
        if (stored == null) {
          throw WriteFailures.failed(schema, key, null, null, "the item was deleted after the update");
        }
        return terminal.decode().apply(stored);
      });
    }
    if (!changes.missingComponents().isEmpty()) {
      return StoredComponents.plan(update, terminal);
    }
    return send(changes, terminal, true);
  }

  /**
   * One UpdateItem; an upsert whose index keys hold values it assumed for the components it does not
   * set (its own time as the creation time, a new id, a default) is sent once more when the item it
   * found holds others ({@link UpdateChanges#keepsStoredValues}).
   *
   * @param first whether this is the first request, which alone may be followed by another
   */
  private static <T, R> WritePlan<R> send(UpdateChanges<T> changes, StoredComponents.Terminal<R> terminal, boolean first) {
    String token = WriteTokens.draw(changes.table());
    return WritePlan.<UpdateItemRequest, UpdateItemResponse, Optional<R>>send(Call.UPDATE_ITEM, "update",
        changes.schema().entityName(), changes.request(null, token, terminal.returned()),
        response -> Optional.ofNullable(terminal.decode().apply(response.attributes())),
        failure -> first && changes.keepsStoredValues(failure) ? null
            : Optional.ofNullable(changes.failed(failure, token, terminal.recovered())))
        .then(sent -> sent == null ? send(changes, terminal, false) : WritePlan.done(sent.orElse(null)));
  }

  /** The update as a transaction with the guards of the unique values it changes, one try at a time. */
  private static UniqueGuards.Attempt guards(UpdateOperation<?, ?> update) {
    return new UniqueGuards.Attempt() {
      @Override
      boolean build(TransactWrite transaction) {
        UpdateChanges<?> changes = update.changes();
        EntityWrites.update(transaction.items(), changes.table(), changes.schema(), update,
            read(changes.table(), changes.key()));
        return true;
      }
    };
  }
}
