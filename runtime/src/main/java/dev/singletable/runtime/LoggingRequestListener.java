package dev.singletable.runtime;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A {@link RequestListener} that logs through {@link System.Logger}, so through whatever logging the
 * application has bound to it (java.util.logging by default; SLF4J and Log4j ship bridges), with no
 * dependency of its own. The logger is named {@value #LOGGER_NAME} unless one is given.
 *
 * <ul>
 *   <li>{@code DEBUG}: each request (operation, entity, call, table, index, and the key of single-item
 *       reads, updates and deletes) and each response with its duration and, while {@code DEBUG} is
 *       on, the capacity it consumed; a failed condition or a cancelled transaction, which are
 *       outcomes the operation reports, not faults; an item that fails to read and fails the read.
 *   <li>{@code INFO}: a pause before a retry, and throttling.
 *   <li>{@code WARNING}: any other failure of a request, and an item left out by {@code
 *       skipInvalid()}, which would otherwise pass unnoticed.
 * </ul>
 *
 * <p>Lines look like {@code get Customer: GetItem on app key {pk=CUSTOMER#42, sk=CUSTOMER#42}} and
 * {@code get Customer: GetItem on app took 3.1 ms, consumed 0.5 capacity units}. Attribute values
 * of keys are logged; a table whose keys hold secrets should log above {@code DEBUG}.
 */
public final class LoggingRequestListener implements RequestListener {
  /** The name of the default logger. */
  public static final String LOGGER_NAME = "dev.singletable.requests";

  private final Logger logger;

  /** Logs to the logger named {@value #LOGGER_NAME}. */
  public LoggingRequestListener() {
    this(System.getLogger(LOGGER_NAME));
  }

  /**
   * Logs to {@code logger}.
   *
   * @param logger where the lines go
   */
  public LoggingRequestListener(Logger logger) {
    this.logger = Objects.requireNonNull(logger, "logger");
  }

  /**
   * Asks for consumed capacity while responses are logged, that is while {@code DEBUG} is on.
   *
   * @return whether the logger logs {@code DEBUG}
   */
  @Override
  public boolean wantsConsumedCapacity() {
    return logger.isLoggable(Level.DEBUG);
  }

  @Override
  public void onRequest(RequestEvent request) {
    if (logger.isLoggable(Level.DEBUG)) {
      StringBuilder line = head(request);
      Map<String, AttributeValue> key = key(request.request());
      if (key != null) {
        line.append(" key ").append(text(key));
      }
      logger.log(Level.DEBUG, line.toString());
    }
  }

  @Override
  public void onResponse(ResponseEvent response) {
    if (logger.isLoggable(Level.DEBUG)) {
      StringBuilder line = head(response.request()).append(" took ").append(millis(response.duration()));
      if (!response.consumedCapacity().isEmpty()) {
        line.append(", consumed ").append(units(response.consumedCapacity())).append(" capacity units");
      }
      logger.log(Level.DEBUG, line.toString());
    }
  }

  @Override
  public void onFailure(ResponseEvent failure) {
    String kind = failure.failure().getClass().getSimpleName();
    Level level = switch (kind) {
      case "ConditionalCheckFailedException", "TransactionCanceledException" -> Level.DEBUG;
      case "ProvisionedThroughputExceededException", "RequestLimitExceededException", "ThrottlingException" ->
          Level.INFO;
      default -> Level.WARNING;
    };
    if (logger.isLoggable(level)) {
      logger.log(level, head(failure.request()).append(" failed after ").append(millis(failure.duration()))
          .append(": ").append(kind).append(": ").append(failure.failure().getMessage()).toString());
    }
  }

  @Override
  public void onRetry(RetryEvent retry) {
    if (logger.isLoggable(Level.INFO)) {
      logger.log(Level.INFO, retry.operation() + (retry.entity() == null ? "" : " " + retry.entity()) + " on "
          + retry.table() + ": retry " + retry.retry() + " in " + millis(retry.delay()) + " (" + retry.reason() + ")");
    }
  }

  @Override
  public void onInvalidItem(InvalidItemEvent invalid) {
    Level level = invalid.skipped() ? Level.WARNING : Level.DEBUG;
    if (logger.isLoggable(level)) {
      logger.log(level, invalid.operation() + " " + invalid.entity() + " on " + invalid.table() + ": "
          + (invalid.skipped() ? "skipped" : "cannot read") + " item " + text(invalid.key()) + ": "
          + invalid.error().getMessage());
    }
  }

  private static StringBuilder head(RequestEvent request) {
    StringBuilder line = new StringBuilder(96).append(request.operation());
    if (request.entity() != null) {
      line.append(' ').append(request.entity());
    }
    line.append(": ").append(request.call()).append(" on ").append(request.table());
    if (request.index() != null) {
      line.append(" index ").append(request.index());
    }
    return line;
  }

  /** The key of a single-item request that names one; puts are left out, their key is in a whole item. */
  private static Map<String, AttributeValue> key(DynamoDbRequest request) {
    if (request instanceof GetItemRequest get) {
      return get.key();
    }
    if (request instanceof UpdateItemRequest update) {
      return update.key();
    }
    if (request instanceof DeleteItemRequest delete) {
      return delete.key();
    }
    return null;
  }

  private static String text(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder("{");
    // Sorted by name: a key map's own order is whatever its builder's hash order was.
    for (Map.Entry<String, AttributeValue> entry : new TreeMap<>(key).entrySet()) {
      if (text.length() > 1) {
        text.append(", ");
      }
      AttributeValue value = entry.getValue();
      text.append(entry.getKey()).append('=')
          .append(value == null ? null : value.s() != null ? value.s() : value.n() != null ? value.n() : value);
    }
    return text.append('}').toString();
  }

  private static String millis(Duration duration) {
    return String.format(Locale.ROOT, "%.1f ms", duration.toNanos() / 1e6);
  }

  private static String units(List<ConsumedCapacity> capacities) {
    double total = 0;
    for (ConsumedCapacity capacity : capacities) {
      if (capacity.capacityUnits() != null) {
        total += capacity.capacityUnits();
      }
    }
    return String.format(Locale.ROOT, "%.1f", total);
  }
}
