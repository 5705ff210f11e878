package dev.singletable.runtime.internal.read;

import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a read built on entity queries (a sharded query reads one per shard) reaches each query's
 * page source without a public member that names the engine: the query's class hands over the
 * opener once, when it is initialised.
 */
public final class QueryReads {
  /**
   * An entity query as the engine reads it: its pages, and the key it starts after (null: the
   * first page).
   *
   * @param source the query's page source
   * @param start its start key
   * @param <T> the entity's record type
   */
  public record Opened<T>(PageSource<T> source, Map<String, AttributeValue> start) {}

  private static volatile Function<Object, Opened<?>> opener;

  private QueryReads() {}

  /**
   * Sets what opens a query; called once by the query's class.
   *
   * @param open from a query to its source and start
   * @throws IllegalStateException when an opener is set already
   */
  public static synchronized void install(Function<Object, Opened<?>> open) {
    if (opener != null) {
      throw new IllegalStateException("the query opener is set already");
    }
    opener = Objects.requireNonNull(open, "open");
  }

  /**
   * Opens an entity query.
   *
   * @param query a query of the entity {@code T}
   * @param <T> the entity's record type
   * @return its source and start key
   */
  @SuppressWarnings("unchecked") // the opener returns the source of the query's own entity
  public static <T> Opened<T> open(Object query) {
    return (Opened<T>) opener.apply(query);
  }
}
