package dev.singletable.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ChangeRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A Lambda function's DynamoDB stream batch read as a service's typed changes:
 *
 * <pre>{@code
 * public class Projector implements RequestHandler<DynamodbEvent, StreamsEventResponse> {
 *   private final StreamEventHandler<ShopService.Change> changes = StreamEventHandler.of(ShopService::change);
 *
 *   public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
 *     return changes.handle(event, change -> project(change));
 *   }
 * }
 * }</pre>
 *
 * <p>Changes are handed over in the batch's order. When the handler throws (or a record cannot be
 * read at all), the remaining records are not handled and the response names the failed record's
 * sequence number as its only batch item failure (the exception is logged, at {@code WARNING}, to
 * {@code System.Logger} {@code dev.singletable.lambda.StreamEventHandler}): with {@code ReportBatchItemFailures} enabled on
 * the event source mapping, Lambda then retries the batch from that record, so every record before
 * it is handled once and nothing after it is skipped. Delivery stays at least once (a retried
 * invocation may repeat records): handlers should be idempotent, e.g. with the runtime's {@code
 * ProcessedSequences}.
 *
 * <p>Immutable and thread-safe when the decoder is.
 *
 * @param <C> the change type, usually a service's sealed {@code Change}
 * @see <a href="https://github.com/singletable/singletable/blob/main/docs/guides/streams.md#change-data-capture-dynamodb-streams">Change data capture (DynamoDB Streams)</a>
 */
public final class StreamEventHandler<C> {
  private static final System.Logger LOG = System.getLogger(StreamEventHandler.class.getName());
  private final Function<ChangeRecord, ? extends C> decoder;

  private StreamEventHandler(Function<ChangeRecord, ? extends C> decoder) {
    this.decoder = decoder;
  }

  /**
   * A handler of stream events decoding records with a service's {@code change(record)}.
   *
   * @param decoder e.g. {@code ShopService::change}
   * @param <C> the change type
   * @return the handler
   */
  public static <C> StreamEventHandler<C> of(Function<ChangeRecord, ? extends C> decoder) {
    return new StreamEventHandler<>(Objects.requireNonNull(decoder, "decoder"));
  }

  /**
   * The event's records as typed changes, in order.
   *
   * @param event the Lambda event
   * @return one change per record
   * @throws IllegalArgumentException when the event or its list of records is missing, or a record
   *     cannot be read (see {@link LambdaStreamRecords})
   */
  public List<C> changes(DynamodbEvent event) {
    List<DynamodbEvent.DynamodbStreamRecord> records = records(event);
    List<C> changes = new ArrayList<>(records.size());
    for (DynamodbEvent.DynamodbStreamRecord record : records) {
      changes.add(decoder.apply(LambdaStreamRecords.toChangeRecord(record)));
    }
    return changes;
  }

  /**
   * Hands every record of the event, as a typed change, to {@code handler} until one fails. A record
   * that cannot be read (no {@code dynamodb} part, no keys, an unknown event name, a value of no
   * type, a null record) fails like a handler that threw: it is the response's batch item failure,
   * never an exception of this method.
   *
   * @param event the Lambda event
   * @param handler what each change goes to
   * @return no batch item failures when every change was handled; otherwise the sequence number of
   *     the first record that failed (a record without one is named by its event id, else by an
   *     empty identifier, which makes Lambda retry the whole batch), from which Lambda retries
   * @throws IllegalArgumentException when the event or its list of records is missing
   */
  public StreamsEventResponse handle(DynamodbEvent event, ChangeHandler<? super C> handler) {
    Objects.requireNonNull(handler, "handler");
    for (DynamodbEvent.DynamodbStreamRecord record : records(event)) {
      try {
        handler.handle(decoder.apply(LambdaStreamRecords.toChangeRecord(record)));
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "stream record " + sequenceNumber(record)
            + " failed; Lambda retries the batch from it", e);
        return new StreamsEventResponse(List.of(new StreamsEventResponse.BatchItemFailure(sequenceNumber(record))));
      }
    }
    return new StreamsEventResponse(new ArrayList<>());
  }

  private static List<DynamodbEvent.DynamodbStreamRecord> records(DynamodbEvent event) {
    if (event == null) {
      throw new IllegalArgumentException("no DynamodbEvent (null)");
    }
    if (event.getRecords() == null) {
      throw new IllegalArgumentException("a DynamodbEvent without records (its Records list is null)");
    }
    return event.getRecords();
  }

  /** What names a record in the batch response: its sequence number, else its event id, else "". */
  private static String sequenceNumber(DynamodbEvent.DynamodbStreamRecord record) {
    String id = record == null ? null
        : record.getDynamodb() != null && record.getDynamodb().getSequenceNumber() != null
            ? record.getDynamodb().getSequenceNumber() : record.getEventID();
    return id == null ? "" : id;
  }
}
