package dev.singletable.runtime.batch;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Key;
import dev.singletable.runtime.Projected;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Reads the full records of projection records (what a query of an index that stores less than
 * every attribute returns) by batch get: the generated entity's {@code hydrate(...)} calls it.
 * Keys are read in chunks of {@value BatchGet#MAX_CHUNK}, unprocessed keys and throttled requests
 * retried with the {@link BatchGet}'s backoff.
 */
public final class Hydration {
  private Hydration() {}

  /**
   * The full records of projection records, in their order. An item deleted since the query read the
   * index (or replaced by another entity's) is left out; nothing else is.
   *
   * @param table the table
   * @param schema the entity
   * @param projections projection records of that entity
   * @param <T> the entity's record type
   * @return the records, in the order of {@code projections}
   * @throws dev.singletable.runtime.exception.SingleTableException when keys remain unread after
   *     every retry ({@link BatchGetResult#requireComplete()}), naming them
   */
  public static <T> List<T> list(Table table, EntitySchema<T> schema, List<? extends Projected<T>> projections) {
    List<Key<T>> keys = keys(table, schema, projections);
    if (keys.isEmpty()) {
      return List.of();
    }
    return records(schema, keys, BatchGet.of(table).getAll(schema, keys).execute());
  }

  /**
   * {@link #list} with the table's async client. Never throws: every failure {@link #list} throws
   * completes the future exceptionally with the same exception.
   *
   * @param table the table
   * @param schema the entity
   * @param projections projection records of that entity
   * @param <T> the entity's record type
   * @return the records, in the order of {@code projections}
   */
  public static <T> CompletableFuture<List<T>> listAsync(Table table, EntitySchema<T> schema,
      List<? extends Projected<T>> projections) {
    List<Key<T>> keys;
    try {
      keys = keys(table, schema, projections);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
    if (keys.isEmpty()) {
      return CompletableFuture.completedFuture(List.of());
    }
    return BatchGet.of(table).getAll(schema, keys).executeAsync().thenApply(result -> records(schema, keys, result));
  }

  /**
   * {@link #page} with the table's async client. Never throws: every failure {@link #page} throws
   * completes the future exceptionally with the same exception.
   *
   * @param table the table
   * @param schema the entity
   * @param page a page of projection records of that entity
   * @param <T> the entity's record type
   * @return the page of records
   */
  public static <T> CompletableFuture<Page<T>> pageAsync(Table table, EntitySchema<T> schema,
      Page<? extends Projected<T>> page) {
    return listAsync(table, schema, page.items())
        .thenApply(records -> new Page<>(records, page.cursor(), page.invalidItems()));
  }

  private static <T> List<Key<T>> keys(Table table, EntitySchema<T> schema, List<? extends Projected<T>> projections) {
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(schema, "schema");
    List<Key<T>> keys = new ArrayList<>(projections.size());
    for (Projected<T> projection : projections) {
      keys.add(Objects.requireNonNull(projection, "projection").primaryKey());
    }
    return keys;
  }

  private static <T> List<T> records(EntitySchema<T> schema, List<Key<T>> keys, BatchGetResult read) {
    BatchGetResult result = read.requireComplete();
    List<T> records = new ArrayList<>(keys.size());
    for (Key<T> key : keys) {
      Optional<T> record = result.item(schema, key);
      record.ifPresent(records::add);
    }
    return records;
  }

  /**
   * A page of full records: those of the page's projection records, with its cursor and skipped
   * items.
   *
   * @param table the table
   * @param schema the entity
   * @param page a page of projection records of that entity
   * @param <T> the entity's record type
   * @return the page of records
   * @throws dev.singletable.runtime.exception.SingleTableException as {@link #list}
   */
  public static <T> Page<T> page(Table table, EntitySchema<T> schema, Page<? extends Projected<T>> page) {
    return new Page<>(list(table, schema, page.items()), page.cursor(), page.invalidItems());
  }
}
