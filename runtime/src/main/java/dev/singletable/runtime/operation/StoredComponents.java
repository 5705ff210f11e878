package dev.singletable.runtime.operation;

import dev.singletable.runtime.AttributeCodec;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.exception.StaleReadException;
import dev.singletable.runtime.expression.AttributePath;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.codec.Codecs;
import dev.singletable.runtime.internal.write.WriteFailures;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.internal.write.WriteTokens;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * The update that completes its index keys from the stored item ({@link
 * UpdateOperation#readingMissingComponents()}): read the item, render the keys from what the update
 * sets and what the item holds, write on condition that the item is still as read, and read again
 * when another writer changed it in between.
 */
final class StoredComponents {
  /** Tries of read and write before the update gives up with a {@link StaleReadException}. */
  static final int ATTEMPTS = 5;

  /** Compares an attribute with the value read, whatever its type. */
  private static final AttributeCodec<AttributeValue> AS_STORED = Codecs.asStored();

  private StoredComponents() {}

  /** What a try asks DynamoDB to return and makes of the answer. */
  record Terminal<R>(ReturnValue returned, Function<Map<String, AttributeValue>, R> decode,
      Function<Map<String, AttributeValue>, R> recovered) {}

  /** The update as a plan: read the item, then send the update built from it, up to {@link #ATTEMPTS} times. */
  static <R> WritePlan<R> plan(UpdateOperation<?, ?> update, Terminal<R> terminal) {
    return new WritePlan.Named<>("update", update.changes().schema().entityName(), attempt(update, terminal, 1));
  }

  private static <R> WritePlan<R> attempt(UpdateOperation<?, ?> update, Terminal<R> terminal, int attempt) {
    return UniqueGuards.readPlan(update.changes().table(), update.changes().key()).then(read -> {
      Try<R> sent = new Try<>(update, terminal, read);
      return WritePlan.send(Call.UPDATE_ITEM, "update", update.changes().schema().entityName(), sent.request(), sent::answered,
          sent::failed);
    }).then(outcome -> {
      if (!outcome.stale()) {
        return WritePlan.done(outcome.result());
      }
      if (attempt == ATTEMPTS) {
        throw stale(update, outcome.cause());
      }
      return attempt(update, terminal, attempt + 1);
    });
  }

  private static StaleReadException stale(UpdateOperation<?, ?> update, ConditionalCheckFailedException cause) {
    List<String> names = new ArrayList<>();
    for (AttributePath<?, ?> component : update.changes().missingComponents()) {
      names.add(component.name());
    }
    return new StaleReadException(update.changes().schema().entityName(), PrimaryKey.of(update.changes().schema(), update.changes().key()), names,
        ATTEMPTS, cause);
  }

  /** What one try came to: a result, or the item changed since it was read. */
  private record Outcome<R>(R result, ConditionalCheckFailedException cause) {
    boolean stale() {
      return cause != null;
    }
  }

  /** One read and write. */
  private static final class Try<R> {
    private final UpdateOperation<?, ?> update;
    private final Terminal<R> terminal;
    private final Map<String, AttributeValue> read;
    private final String token;

    Try(UpdateOperation<?, ?> update, Terminal<R> terminal, Map<String, AttributeValue> read) {
      this.update = update;
      this.terminal = terminal;
      this.read = read;
      this.token = WriteTokens.draw(update.changes().table());
    }

    software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest request() {
      EntitySchema<?> schema = update.changes().schema();
      if (read != null && !schema.owns(read)) {
        throw WriteFailures.failed(schema, update.changes().key(), read, null, "the " + schema.entityName() + " item there does not meet the condition");
      }
      if (read == null && !update.changes().upsert()) {
        throw WriteFailures.failed(schema, update.changes().key(), null, null, "");
      }
      update.changes().useStored(values(read, update.changes().missingComponents()));
      update.changes().assumeAsRead(read);
      try {
        return update.changes().request(asRead(schema, read, update.changes().missingComponents()), token, terminal.returned());
      } finally {
        update.changes().useStored(Map.of());
      }
    }

    Outcome<R> answered(software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse response) {
      return new Outcome<>(terminal.decode().apply(response.attributes()), null);
    }

    Outcome<R> failed(RuntimeException failure) {
      // An upsert that found other values than it assumed (creation time, ids, defaults) tries again with those.
      if (failure instanceof ConditionalCheckFailedException e && !WriteTokens.applied(e, token)
          && (update.changes().keepsStoredValues(failure) || changed(e))) {
        return new Outcome<>(null, e);
      }
      return new Outcome<>(update.changes().failed(failure, token, terminal.recovered()), null);
    }

    /** Whether the item DynamoDB found is another than the one read: a writer came in between. */
    private boolean changed(ConditionalCheckFailedException e) {
      Map<String, AttributeValue> found = e.hasItem() && !e.item().isEmpty() ? e.item() : null;
      if (found == null || read == null) {
        return found != read;
      }
      // Another entity's item there is no race: the guard reports it.
      return update.changes().schema().owns(found) && !Objects.equals(found, read);
    }
  }

  /** The values of {@code components} in the item read (null when absent), decoded by their codecs. */
  static Map<String, Object> values(Map<String, AttributeValue> read, List<AttributePath<?, ?>> components) {
    Map<String, Object> values = new HashMap<>();
    for (AttributePath<?, ?> component : components) {
      AttributeValue value = read == null ? null : read.get(component.name());
      values.put(component.name(), value == null || Boolean.TRUE.equals(value.nul()) ? null : component.codec().decode(value));
    }
    return values;
  }

  /**
   * The condition that the item is as read: its {@code @Version} when the entity has one, else every
   * attribute read equal and none of the entity's others there; nothing there when nothing was read.
   */
  static Condition<?> asRead(EntitySchema<?> schema, Map<String, AttributeValue> read, List<AttributePath<?, ?>> components) {
    String entity = schema.entityName();
    if (read == null) {
      return AttributePath.of(entity, schema.partitionKeyField(), AS_STORED).notExists();
    }
    String version = schema.versionAttribute();
    if (version != null) {
      AttributePath<Object, AttributeValue> stored = AttributePath.of(entity, version, AS_STORED);
      AttributeValue value = read.get(version);
      return value == null ? stored.notExists() : stored.eq(value);
    }
    List<Condition<Object>> same = new ArrayList<>();
    for (Map.Entry<String, AttributeValue> attribute : read.entrySet()) {
      String name = attribute.getKey();
      if (!name.equals(schema.partitionKeyField()) && !name.equals(schema.sortKeyField())) {
        same.add(AttributePath.of(entity, name, AS_STORED).eq(attribute.getValue()));
      }
    }
    Set<String> others = new LinkedHashSet<>(schema.attributeNames());
    for (AttributePath<?, ?> component : components) {
      others.add(component.name());
    }
    for (String name : others) {
      if (!read.containsKey(name)) {
        same.add(AttributePath.of(entity, name, AS_STORED).notExists());
      }
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    Condition<Object>[] all = same.toArray(new Condition[0]);
    return Condition.allOf(all);
  }
}
