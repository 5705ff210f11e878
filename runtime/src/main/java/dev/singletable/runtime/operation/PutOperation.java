package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.InvalidItemException;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.exception.NewerVersionException;
import dev.singletable.runtime.exception.SingleTableException;
import dev.singletable.runtime.exception.SupersededWriteException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.PrimaryKey;
import dev.singletable.runtime.internal.Throttling;
import dev.singletable.runtime.internal.codec.Items;
import dev.singletable.runtime.internal.write.Lifecycle;
import dev.singletable.runtime.internal.write.WriteExecutor;
import dev.singletable.runtime.internal.write.WriteFailures;
import dev.singletable.runtime.internal.write.WriteGuards;
import dev.singletable.runtime.internal.write.WritePlan;
import dev.singletable.runtime.internal.write.WriteTokens;
import dev.singletable.runtime.returned.Applied;
import dev.singletable.runtime.returned.Rejected;
import dev.singletable.runtime.returned.WriteOutcome;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * Writes one item: {@link #put} replaces the item of this entity with the same key, {@link #create}
 * writes only when no item has that key; either may carry a {@link #condition}. Built by generated
 * {@code put(value)} / {@code create(value)}; nothing is sent before {@link #execute()}.
 *
 * <p>Lifecycle components are stamped when the write is sent: {@code @UpdatedAt} with the table's
 * time, {@code @CreatedAt} with the value's or that time, {@code @Version} with the value's plus one
 * (a put then requires the stored item to be at the value's version, or absent for version 0). A
 * put of an entity with {@code @CreatedAt} is sent as an UpdateItem that writes every attribute,
 * removes those the value lacks and keeps a stored {@code createdAt} ({@code if_not_exists}). When a
 * secondary index's key holds {@code createdAt}, that put is conditional on the item being new or
 * holding the value's creation time, which the keys are rendered from; when it holds another,
 * DynamoDB returns the item with the failure and the put is sent once more with the stored time (two
 * requests, no read). A write of an entity with {@code @Unique} attributes is a transaction with its
 * guard items (see {@link TransactWrite}), which reads the item first and so sends the stored time.
 *
 * <p>Exactly once under the SDK's retries: the item carries a write token drawn per {@link
 * #execute()} (see {@link Table#withWriteTokens}). A resent put is harmless in itself (it stores the
 * same item again); a resent create or versioned put fails its condition on the item its first
 * attempt stored, and the token tells that failure from a conflict, so it returns as a success.
 *
 * @param <T> the entity's record type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/writes.md#conditional-outcomes">Writes: conditional outcomes</a>
 */
public final class PutOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final T value;
  private final boolean create;
  private Condition<?> condition;
  private boolean overwriteNewer;

  private PutOperation(Table table, EntitySchema<T> schema, T value, boolean create) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.value = Objects.requireNonNull(value, "value");
    this.create = create;
  }

  /**
   * An upsert: the item replaces any item of this entity with the same key. An item of another
   * entity at that key is never replaced: {@link #execute()} throws {@link ConditionFailedException};
   * nor is an item a newer version of this entity wrote: it throws {@link NewerVersionException},
   * unless the put {@linkplain #overwriteNewerVersion() asks for that}.
   *
   * @param table the table
   * @param schema the entity
   * @param value the value to write
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> PutOperation<T> put(Table table, EntitySchema<T> schema, T value) {
    return new PutOperation<>(table, schema, value, false);
  }

  /**
   * A create: the write happens only when no item has the same key ({@code
   * attribute_not_exists(pk)}), else {@link #execute()} throws {@link ConditionFailedException}.
   *
   * @param table the table
   * @param schema the entity
   * @param value the value to write
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> PutOperation<T> create(Table table, EntitySchema<T> schema, T value) {
    return new PutOperation<>(table, schema, value, true);
  }

  /**
   * Writes only if the item at the key meets {@code condition} as well; several calls combine with
   * AND. Comparisons with an attribute of a missing item are false, so a condition other than {@code
   * notExists()} also requires the item to exist.
   *
   * @param condition built from the entity's attribute constants
   * @return this operation
   */
  public PutOperation<T> condition(Condition<T> condition) {
    this.condition = Condition.both(this.condition, Objects.requireNonNull(condition, "condition"));
    return this;
  }

  /**
   * Lets this put replace an item written by a newer version of the entity, which it otherwise
   * refuses with {@link NewerVersionException}: for a caller that means to put the older layout back
   * over the newer data (rolling a deploy back, say). The item must still be this entity's; a create
   * never replaces anything and is not changed by this.
   *
   * @return this operation
   */
  public PutOperation<T> overwriteNewerVersion() {
    this.overwriteNewer = true;
    return this;
  }

  /**
   * The request {@link #execute()} sends, for inspection. For a put of an entity with a creation
   * time the same item and condition go into an UpdateItem, and for an entity with unique
   * attributes into a transaction.
   *
   * @return a new request holding the value's full item, lifecycle components stamped and, when the
   *     table's writes carry them, a new write token
   * @throws InvalidValueException when the value cannot be stored
   */
  public PutItemRequest request() {
    return request(WriteTokens.stamp(EntityWrites.stamped(table, schema, value), WriteTokens.draw(table)));
  }

  /**
   * Sends the write. When the SDK resends it after a lost response and the first attempt was
   * applied, this returns as if the first response had arrived.
   *
   * @return the value as stored: lifecycle components stamped, a kept {@code createdAt} read back
   * @throws ConditionFailedException when this is a create and an item with the key exists, when the
   *     item at the key belongs to another entity, when a put's version is not the stored one, or
   *     when the {@linkplain #condition condition} does not hold; its message says which
   * @throws NewerVersionException when the item at the key was written by a newer version of the
   *     entity (and the put did not {@linkplain #overwriteNewerVersion() ask to replace it})
   * @throws UniqueConstraintException when a {@code @Unique} value is taken by another item
   * @throws InvalidValueException when the value cannot be stored
   */
  public T execute() {
    return WriteExecutor.execute(table, plan());
  }

  /**
   * Sends the write with the table's async client, as {@link #execute()} does (the transaction of an
   * entity with unique attributes included, retries paused without blocking a thread). Never throws:
   * every failure {@link #execute()} throws, a value that cannot be stored included, completes the
   * future exceptionally with the same exception, and then nothing was sent.
   *
   * @return the value as stored, as {@link #execute()} returns it
   */
  public CompletableFuture<T> executeAsync() {
    return WriteExecutor.executeAsync(table, this::plan);
  }

  /**
   * Sends the write and returns what it came to instead of throwing when a condition does not hold:
   * {@link Applied} with the value as stored ({@link #execute()}'s result), or {@link Rejected} with
   * the record found at the key (a create's existing item, the stored item a versioned put is stale
   * against, the item that fails the {@linkplain #condition condition}) and the failure {@link
   * #execute()} would have thrown. One request, as {@link #execute()} sends; DynamoDB returns the
   * item found with the failed condition.
   *
   * @return {@link Applied} or {@link Rejected}; a {@link NewerVersionException} or a {@link
   *     UniqueConstraintException} is a rejection too, with the record found empty
   * @throws InvalidItemException when the item found is this entity's but cannot be read, as a get
   *     of it throws (a {@link dev.singletable.runtime.exception.KeyMismatchException} when its
   *     components disagree with its key); the write was not applied
   * @throws InvalidValueException when the value cannot be stored
   */
  public WriteOutcome<T> outcome() {
    return WriteExecutor.execute(table, Outcomes.of(schema, operation(), plan()));
  }

  /**
   * Sends the write with the table's async client and returns what it came to, as {@link #outcome()}
   * does. Never throws: what {@link #outcome()} throws completes the future exceptionally.
   *
   * @return {@link Applied} or {@link Rejected}
   */
  public CompletableFuture<WriteOutcome<T>> outcomeAsync() {
    return WriteExecutor.executeAsync(table, () -> Outcomes.of(schema, operation(), plan()));
  }

  /**
   * The write as a plan: a transaction with the guard items of its unique values (whose client request
   * token already makes a resend apply once), an UpdateItem that keeps a stored creation time, or a
   * PutItem.
   */
  private WritePlan<T> plan() {
    Write write = new Write();
    if (write.guarded()) {
      Map<String, AttributeValue> key = write.key();
      UniqueGuards.Attempt attempt = guards(write.item, key);
      return UniqueGuards.plan(table, operation(), schema, key, whenGuardFails(), attempt)
          .map(sent -> create ? write.stamped
              : UniqueGuards.asStored(schema, write.stamped, write.item, attempt.current()));
    }
    if (write.updates()) {
      return keepingCreation(write, true, Write::update, Write::updated, Write::failedUpdate);
    }
    return WritePlan.send(Call.PUT_ITEM, operation(), schema.entityName(), request(write.item), response -> write.stamped,
        write::failedPut);
  }

  /**
   * A put sent as an UpdateItem that keeps the stored creation time. When a secondary index's key holds
   * it, the put renders that key from the value's (or the table's time) on condition that the item is
   * new or holds that time; when the item holds another, DynamoDB returns it with the failure, and the
   * put is sent once more with the stored time and the keys rendered from it: a second request, and
   * no read, only when the value does not carry the stored creation time.
   *
   * @param first whether this is the first request, which alone may be followed by another
   */
  private <R> WritePlan<R> keepingCreation(Write write, boolean first, Function<Write, UpdateItemRequest> request,
      BiFunction<Write, UpdateItemResponse, R> decode, BiFunction<Write, RuntimeException, R> failed) {
    return WritePlan.<UpdateItemRequest, UpdateItemResponse, Kept<R>>send(Call.UPDATE_ITEM, operation(), schema.entityName(),
        request.apply(write), response -> new Kept<>(decode.apply(write, response), null), failure -> {
          Instant stored = first ? Lifecycle.otherCreation(schema, write.item, failure) : null;
          return stored != null ? new Kept<>(null, stored) : new Kept<>(failed.apply(write, failure), null);
        }).then(kept -> kept.storedCreation() == null ? WritePlan.done(kept.result())
            : keepingCreation(new Write(Lifecycle.withCreatedAt(schema, write.item, kept.storedCreation())), false, request,
                decode, failed));
  }

  /** What a put that keeps the creation time came to: its result, or the other creation time it found stored. */
  private record Kept<R>(R result, Instant storedCreation) {}

  /**
   * This write returning the record it replaced ({@code ReturnValues ALL_OLD}) instead of the value
   * as stored: {@code put(value).returningOld().execute()}, as an update's {@code returningOld()}.
   *
   * @return the terminal; its result is empty when no item had the key
   */
  public Returning<Optional<T>> returningOld() {
    return new Returning<>(ReturnValue.ALL_OLD);
  }

  /**
   * This write returning nothing: the response carries no item, and the value as stored is not
   * built.
   *
   * @return the terminal; its result is always null
   */
  public Returning<Void> returningNothing() {
    return new Returning<>(ReturnValue.NONE);
  }

  /**
   * The terminals of a put or create that return something else than the value as stored: what
   * {@link #returningOld()} and {@link #returningNothing()} give. The write is the same, exactly once
   * under the SDK's retries as {@link PutOperation#execute()} is.
   *
   * <p>Two cases cannot give the record replaced, and say so rather than guess. When the SDK resent
   * the write after a lost response and the first attempt had been applied, what DynamoDB returns to
   * the resend is that attempt's own item, and the record it replaced is gone: {@link
   * #returningOld()} then throws a {@link SingleTableException} saying the write was applied. A write
   * of an entity with {@code @Unique} attributes runs as a transaction, which returns no values: only
   * {@link #returningNothing()} is allowed for it; {@link #returningOld()} throws {@link
   * IllegalStateException} before sending.
   *
   * @param <R> the result
   */
  public final class Returning<R> {
    private final ReturnValue returned;

    private Returning(ReturnValue returned) {
      this.returned = returned;
    }

    /**
     * Sends the write.
     *
     * @return what was asked for
     * @throws ConditionFailedException as {@link PutOperation#execute()} throws it
     * @throws UniqueConstraintException when a {@code @Unique} value is taken by another item
     * @throws SingleTableException when an earlier attempt of this call was applied and the record
     *     it replaced is lost with its response
     * @throws IllegalStateException when the entity has unique attributes and the record replaced is
     *     asked for
     */
    public R execute() {
      return WriteExecutor.execute(table, plan());
    }

    /**
     * Sends the write with the table's async client, as {@link #execute()} does. Never throws: what
     * {@link #execute()} throws completes the future exceptionally.
     *
     * @return what was asked for
     */
    public CompletableFuture<R> executeAsync() {
      return WriteExecutor.executeAsync(table, this::plan);
    }

    private WritePlan<R> plan() {
      Write write = new Write();
      if (write.guarded()) {
        refuseInTransaction();
        Map<String, AttributeValue> key = write.key();
        return UniqueGuards.plan(table, operation(), schema, key, whenGuardFails(), guards(write.item, key))
            .map(sent -> null);
      }
      if (write.updates()) {
        return keepingCreation(write, true, sent -> sent.update(returned),
            (sent, response) -> replaced(sent, response.attributes()), this::recovered);
      }
      return WritePlan.send(Call.PUT_ITEM, operation(), schema.entityName(), write.put(returned),
          response -> replaced(write, response.attributes()), failure -> recovered(write, failure));
    }

    private void refuseInTransaction() {
      if (returned != ReturnValue.NONE) {
        throw new IllegalStateException(schema.entityName() + ": the entity has unique attributes, so a " + operation()
            + " runs as a transaction, which returns no values; use returningNothing() or execute()");
      }
    }

    /** The record DynamoDB says the write replaced, unless that is this call's own earlier attempt. */
    @SuppressWarnings("unchecked") // R is Optional<T> for ALL_OLD and Void for NONE, by construction
    private R replaced(Write write, Map<String, AttributeValue> old) {
      if (returned == ReturnValue.NONE) {
        return null;
      }
      if (old == null || old.isEmpty()) {
        return (R) Optional.empty();
      }
      if (WriteTokens.holds(old, write.token)) {
        // The resend replaced the item its own first attempt wrote.
        throw lost(write);
      }
      if (!schema.owns(old)) {
        AttributeValue version = old.get(EntitySchema.VERSION_ATTRIBUTE);
        throw new SingleTableException(schema.entityName() + ": the " + operation() + " at " + Keys.describe(write.key())
            + " was applied, but the item it replaced is of " + schema.entityName() + " version "
            + (version == null ? "?" : version.n()) + ", which this version cannot read");
      }
      return (R) Optional.of(schema.fromItem(old));
    }

    private R recovered(Write write, RuntimeException failure) {
      if (failure instanceof ConditionalCheckFailedException e && WriteTokens.applied(e, write.token)) {
        SupersededWriteException superseded = WriteTokens.superseded(schema, write.key(), operation(), e, write.token);
        if (superseded != null) {
          throw superseded;
        }
        if (returned == ReturnValue.NONE) {
          return null;
        }
        throw lost(write);
      }
      if (write.updates()) {
        write.failedUpdate(failure);
      } else {
        write.failedPut(failure);
      }
      throw new IllegalStateException("unreachable: a failed write that was not applied is thrown", failure);
    }

    private SingleTableException lost(Write write) {
      return new SingleTableException(schema.entityName() + ": the " + operation() + " at " + Keys.describe(write.key())
          + " was applied by an earlier attempt whose response was lost, so the record it replaced is unknown;"
          + " the value is stored");
    }
  }

  /** The library operation, as the table's listeners see it. */
  private String operation() {
    return create ? "create" : "put";
  }

  private final class Write {
    final T stamped;
    final Map<String, AttributeValue> item;
    final String token;

    Write() {
      this(schema.stamp(value, table.now()));
    }

    /** The write of a value stamped already. */
    Write(T stamped) {
      this.stamped = stamped;
      this.item = Items.toItem(schema, stamped);
      token = guarded() ? null : WriteTokens.draw(table);
      if (!guarded()) {
        WriteTokens.stamp(item, token);
      }
    }

    boolean guarded() {
      return !schema.uniqueAttributes().isEmpty();
    }

    /** The item's primary key: what a transaction and the messages of failures need. */
    Map<String, AttributeValue> key() {
      return PrimaryKey.of(schema, item);
    }

    /** Whether the put is sent as an UpdateItem that keeps a stored creation time. */
    boolean updates() {
      return !create && Lifecycle.keepsCreatedAt(schema);
    }

    UpdateItemRequest update() {
      return update(ReturnValue.ALL_NEW);
    }

    UpdateItemRequest update(ReturnValue returned) {
      return Lifecycle.replace(table, schema, item, WriteGuards.with(Lifecycle.putGuard(schema, item, overwriteNewer), condition), returned);
    }

    PutItemRequest put(ReturnValue returned) {
      return request(item).toBuilder().returnValues(returned).build();
    }

    T updated(UpdateItemResponse response) {
      return schema.fromItem(response.attributes());
    }

    T failedUpdate(RuntimeException failure) {
      if (!(failure instanceof ConditionalCheckFailedException e)) {
        throw failure;
      }
      if (WriteTokens.applied(e, token)) {
        // An earlier attempt of this call was applied; the item it returns is that write's, createdAt
        // kept, unless another writer changed it since.
        throwIfSuperseded(e);
        return schema.fromItem(e.item());
      }
      throw readOnlyChanged(e).orElseGet(() -> WriteFailures.failed(schema, key(), e, !overwriteNewer));
    }

    /** The failure of a put refused for changing a {@code @ReadOnly} attribute, if that is why it failed. */
    Optional<ConditionFailedException> readOnlyChanged(ConditionalCheckFailedException e) {
      Map<String, AttributeValue> found = e.hasItem() ? e.item() : null;
      return Optional.ofNullable(Lifecycle.readOnlyChange(schema, item, found))
          .map(detail -> new ConditionFailedException(schema, key(), detail, found, e));
    }

    private void throwIfSuperseded(ConditionalCheckFailedException e) {
      SupersededWriteException superseded = WriteTokens.superseded(schema, key(), operation(), e, token);
      if (superseded != null) {
        throw superseded;
      }
    }

    T failedPut(RuntimeException failure) {
      if (!(failure instanceof ConditionalCheckFailedException e)) {
        // A PutItem carries the item, not its key: a throttled put is told its key here.
        throw Throttling.at(failure, key());
      }
      if (WriteTokens.applied(e, token)) {
        // An earlier attempt of this call stored the item; the resend failed only on what that attempt
        // wrote, unless another writer changed it since.
        throwIfSuperseded(e);
        return stamped;
      }
      if (create) {
        throw WriteFailures.failed(schema, key(), e, exists());
      }
      throw readOnlyChanged(e).orElseGet(() -> WriteFailures.failed(schema, key(), e, !overwriteNewer));
    }
  }

  /** The write as a transaction with the guard items of its unique values, one try at a time. */
  private UniqueGuards.Attempt guards(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    return new UniqueGuards.Attempt() {
      @Override
      boolean reads() {
        return !create;
      }

      @Override
      boolean build(TransactWrite transaction) {
        if (create) {
          EntityWrites.create(transaction.items(), table, schema, item, condition);
        } else {
          Map<String, AttributeValue> current = read(table, key);
          EntityWrites.put(transaction.items(), table, schema, UniqueGuards.keepingCreation(schema, item, current), current,
              condition, overwriteNewer);
        }
        return true;
      }
    };
  }

  private String whenGuardFails() {
    return create ? exists() : "the " + schema.entityName() + " item there does not meet the condition";
  }

  private String exists() {
    return "an item of " + schema.entityName() + " has this key already";
  }

  private PutItemRequest request(Map<String, AttributeValue> item) {
    WriteGuards.Rendered guard;
    if (condition == null && (create || schema.versionAttribute() == null && schema.readOnlyAttributes().isEmpty())) {
      // The guard depends on the entity alone: rendered once.
      guard = create ? WriteGuards.renderedAbsent(schema) : WriteGuards.renderedAbsentOrOwned(schema, overwriteNewer);
    } else {
      guard = WriteGuards.Rendered.of(schema, WriteGuards.with(
          create ? WriteGuards.absent(schema) : Lifecycle.putGuard(schema, item, overwriteNewer), condition));
    }
    return PutItemRequest.builder()
        .tableName(table.name())
        .item(item)
        .conditionExpression(guard.expression())
        .expressionAttributeNames(guard.names())
        .expressionAttributeValues(guard.values())
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }
}
