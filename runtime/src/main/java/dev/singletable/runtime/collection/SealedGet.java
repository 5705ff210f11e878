package dev.singletable.runtime.collection;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.Call;
import dev.singletable.runtime.internal.Dispatch;
import dev.singletable.runtime.internal.codec.InvalidItems;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * Reads the item at one primary key of a shared key layout as the sealed type its entities' records
 * implement: whichever of them is stored there, told apart by its identity as a collection's items
 * are. Built by a generated service's {@code get(components...)} of a sealed interface; nothing is
 * sent before {@link #execute()}.
 *
 * <pre>{@code
 * Optional<Info> info = music.infos().get("T1").execute();   // an Album or a Playlist
 * }</pre>
 *
 * @param <I> the sealed type
 */
public final class SealedGet<I> {
  private final Table table;
  private final CollectionDefinition<?, I> layout;
  private final Map<String, AttributeValue> key;
  private boolean consistent;

  private SealedGet(Table table, CollectionDefinition<?, I> layout, Map<String, AttributeValue> key) {
    this.table = Objects.requireNonNull(table, "table");
    this.layout = Objects.requireNonNull(layout, "layout");
    this.key = Objects.requireNonNull(key, "key");
  }

  /**
   * A read of the item with the given key.
   *
   * @param table the table
   * @param layout the entities of the layout, each with its record as the sealed type
   * @param key the primary key attributes, as any member's key builder renders them
   * @param <I> the sealed type
   * @return the read, not yet sent
   */
  public static <I> SealedGet<I> of(Table table, CollectionDefinition<?, I> layout, Map<String, AttributeValue> key) {
    return new SealedGet<>(table, layout, key);
  }

  /**
   * Asks for a strongly consistent read (twice the read cost), which sees every write acknowledged
   * before it.
   *
   * @return this read
   */
  public SealedGet<I> consistent() {
    this.consistent = true;
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
   * @return the item as its own record; empty when no item has the key, or when the item there is
   *     of no entity of the layout (another entity's, a type value none of them has, another version),
   *     as a collection skips such an item
   * @throws dev.singletable.runtime.exception.InvalidItemException when an attribute of the item cannot
   *     be read as its entity's, naming the item's key
   * @throws dev.singletable.runtime.exception.KeyMismatchException when the item's attributes do not
   *     render to its stored key
   */
  public Optional<I> execute() {
    return Dispatch.send(table, Call.GET_ITEM, "get", null, request(), this::decode);
  }

  /**
   * Sends the read with the table's async client. Never throws: every failure {@link #execute()}
   * throws completes the future exceptionally with the same exception.
   *
   * @return the item, as {@link #execute()} returns it
   */
  public CompletableFuture<Optional<I>> executeAsync() {
    return Dispatch.startOne(table, Call.GET_ITEM, "get", null, this::request, this::decode, Dispatch.rethrow());
  }

  private Optional<I> decode(GetItemResponse response) {
    if (!response.hasItem() || response.item().isEmpty()) {
      return Optional.empty();
    }
    CollectionDefinition.Member<?, I> member = layout.memberOf(response.item());
    if (member == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(member.wrap(member.read(response.item())));
    } catch (InvalidValueException e) {
      return Optional.of(member.wrap(InvalidItems.report(table, "get", member.schema, response.item(), null, e)));
    }
  }
}
