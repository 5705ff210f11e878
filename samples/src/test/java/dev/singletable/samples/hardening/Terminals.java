package dev.singletable.samples.hardening;

import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.IndexQuery;
import dev.singletable.runtime.operation.Page;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.QueryOperation;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * The terminals a hardening test sends its operations through, so that one test body checks both
 * paths: {@code execute()}, {@code list()} and {@code page()}, or their async twins awaited, a
 * failed future rethrowing the very exception the sync terminal throws.
 */
public enum Terminals {
  SYNC,
  ASYNC;

  private static final long SECONDS = 60;

  <T> List<T> list(IndexQuery<T, ?> query) {
    return this == SYNC ? query.list() : await(query::listAsync);
  }

  <T> List<T> list(QueryOperation<T> query) {
    return this == SYNC ? query.list() : await(query::listAsync);
  }

  <T> Page<T> page(QueryOperation<T> query) {
    return this == SYNC ? query.page() : await(query::pageAsync);
  }

  <T> Optional<T> get(GetOperation<T> get) {
    return this == SYNC ? get.execute() : await(get::executeAsync);
  }

  <T> T put(PutOperation<T> put) {
    return this == SYNC ? put.execute() : await(put::executeAsync);
  }

  BatchWriteResult write(BatchWrite batch) {
    return this == SYNC ? batch.execute() : await(batch::executeAsync);
  }

  /**
   * The value of the terminal's future; its failure rethrown as it is when unchecked, as the sync
   * terminal throws it. An async terminal never throws: it fails its future.
   */
  private static <V> V await(Supplier<CompletableFuture<V>> terminal) {
    CompletableFuture<V> future;
    try {
      future = terminal.get();
    } catch (RuntimeException e) {
      throw new AssertionError("the async terminal threw instead of failing its future", e);
    }
    try {
      return future.get(SECONDS, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException unchecked) {
        throw unchecked;
      }
      throw new AssertionError("the future failed", e.getCause());
    } catch (InterruptedException | TimeoutException e) {
      throw new AssertionError("the future did not complete in " + SECONDS + " s", e);
    }
  }
}
