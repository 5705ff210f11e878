package dev.singletable.samples;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.test.DynamoDbEngine;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;

/**
 * What tests that run their writes with both terminals, sync and async, share: the two modes, a
 * fresh table bound to the engine's sync and async clients, and awaiting a future.
 */
public final class ClientModes {
  private static final AtomicInteger TABLES = new AtomicInteger();

  private ClientModes() {}

  /** Whether the writes use the sync or the async terminals. */
  public record Mode(boolean async) {}

  /** Sync and async. */
  public static Stream<Named<Mode>> modes() {
    return Stream.of(Named.of("sync", new Mode(false)), Named.of("async", new Mode(true)));
  }

  /**
   * A fresh table of {@code schemas} on the engine, bound to its sync and async clients;
   * {@code requests} sees every request.
   */
  public static Table table(Mode mode, String prefix, RequestRecorder requests, EntitySchema<?>... schemas) {
    DynamoDbEngine local = DynamoDbEngine.shared();
    String name = local.tableName(prefix + "-" + TABLES.incrementAndGet());
    local.client().createTable(TableDefinitions.createTableRequest(name, schemas));
    return Table.of(local.client(), local.asyncClient(), name).withListener(requests);
  }

  /** The value of a future; a runtime failure is rethrown as it is, so that a test asserts on it as on a sync one. */
  public static <V> V await(CompletableFuture<V> future) {
    try {
      return future.get(30, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException failure) {
        throw failure;
      }
      throw new AssertionError(e.getCause());
    } catch (InterruptedException | TimeoutException e) {
      throw new AssertionError(e);
    }
  }
}
