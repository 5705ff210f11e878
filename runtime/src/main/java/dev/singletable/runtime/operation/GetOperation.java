package dev.singletable.runtime.operation;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.Identity;
import dev.singletable.runtime.internal.upcast.UpcastWrite;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * Reads one item by its primary key. Built by generated {@code get(components...)}; nothing is sent
 * before {@link #execute()}.
 *
 * @param <T> the entity's record type
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/modelling.md#what-gets-generated">Modelling entities and keys: what gets generated</a>
 */
public final class GetOperation<T> {
  private final Table table;
  private final EntitySchema<T> schema;
  private final Map<String, AttributeValue> key;
  private boolean consistent;
  private boolean writeBack;

  private GetOperation(Table table, EntitySchema<T> schema, Map<String, AttributeValue> key) {
    this.table = Objects.requireNonNull(table, "table");
    this.schema = Objects.requireNonNull(schema, "schema");
    this.key = Objects.requireNonNull(key, "key");
  }

  /**
   * A read of the item with the given key.
   *
   * @param table the table
   * @param schema the entity
   * @param key the primary key attributes
   * @param <T> the entity's record type
   * @return the operation, not yet sent
   */
  public static <T> GetOperation<T> of(Table table, EntitySchema<T> schema, Key<T> key) {
    return new GetOperation<>(table, schema, key);
  }

  /**
   * Asks for a strongly consistent read (twice the read cost), which sees every write acknowledged
   * before it.
   *
   * @return this operation
   */
  public GetOperation<T> consistent() {
    this.consistent = true;
    return this;
  }

  /**
   * Rewrites an item found at an earlier version of the entity as its current version once it is
   * read and upcast, on the condition that the item is still what was read (the same version and
   * write token): a write made in between is never overwritten, and the read returns the upcast
   * value either way. The rewrite keeps the item's {@code @Version}, {@code @CreatedAt} and
   * {@code @UpdatedAt} values; an upcast that moves the item to another key creates it there and
   * deletes the old one in one transaction. Only {@link #execute()} writes back, with the table's
   * sync client; a failed write-back leaves the item as it was and does not fail the read.
   *
   * @return this operation
   */
  public GetOperation<T> writeBack() {
    this.writeBack = true;
    return this;
  }

  /**
   * The request {@link #execute()} sends, for inspection.
   *
   * @return a new request
   */
  public GetItemRequest request() {
    GetItemRequest.Builder request = GetItemRequest.builder().tableName(table.name()).key(key);
    if (consistent) {
      request.consistentRead(Boolean.TRUE);
    }
    return request.build();
  }

  /**
   * Sends the read.
   *
   * @return the value; empty when no item has the key, or when the item there belongs to another
   *     entity or version
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute of the item cannot
   *     be read, naming the item's key
   * @throws dev.singletable.runtime.exception.KeyMismatchException when the item's attributes do not
   *     render to its stored key
   */
  public Optional<T> execute() {
    if (!writeBack) {
      return Dispatch.send(table, Call.GET_ITEM, "get", schema.entityName(), request(), this::decode);
    }
    GetItemResponse response = Dispatch.send(table, Call.GET_ITEM, "get", schema.entityName(), request(), read -> read);
    Optional<T> value = decode(response);
    if (value.isPresent() && Identity.of(schema).versionOf(response.item()) < schema.entityVersion()) {
      try {
        UpcastWrite.rewrite(table, schema, response.item(), value.get());
      } catch (RuntimeException e) {
        System.getLogger(GetOperation.class.getName()).log(System.Logger.Level.WARNING,
            () -> schema.entityName() + ": the write-back of an upcast item failed; it stays at its version", e);
      }
    }
    return value;
  }

  /**
   * Sends the read with the table's async client. Never throws: every failure {@link #execute()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the value, as {@link #execute()} returns it
   */
  public CompletableFuture<Optional<T>> executeAsync() {
    return Dispatch.startOne(table, Call.GET_ITEM, "get", schema.entityName(), this::request, this::decode,
        Dispatch.rethrow());
  }

  private Optional<T> decode(GetItemResponse response) {
    if (!response.hasItem() || response.item().isEmpty() || !schema.owns(response.item())) {
      return Optional.empty();
    }
    return Optional.of(schema.fromItem(response.item()));
  }
}
