package dev.singletable.samples.streams;

import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventsService;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Seed 000, AP7: keeps {@link OrderSummary} in step with the order events (placed -> shipped ->
 * delivered) as a stream handler. Each event is applied once: the summary remembers the sequence
 * number of the last event it holds, so a change the stream delivers again changes nothing.
 */
public final class OrderSummaryProjection implements ChangeHandler<EventsService.Change> {
  /** The aggregate type whose events are projected. */
  public static final String ORDER = "order";

  private final OrderSummaryEntity summaries;

  /**
   * A projection writing to a read-model table.
   *
   * @param summaries the read models' entity, bound to their table
   */
  public OrderSummaryProjection(OrderSummaryEntity summaries) {
    this.summaries = summaries;
  }

  @Override
  public void handle(EventsService.Change change) {
    if (!(change instanceof EventsService.EventChange eventChange) || change.kind() != ChangeKind.INSERT) {
      return;
    }
    Event event = eventChange.newValue().orElseThrow();
    if (!ORDER.equals(event.aggregateType())) {
      return;
    }
    Optional<OrderSummary> current = summaries.get(event.aggregateId()).consistent().execute();
    OrderSummary next = apply(current.orElse(null), event);
    if (next != null && !next.equals(current.orElse(null))) {
      summaries.put(next).execute();
    }
  }

  /**
   * The summary after one more event: what both the stream handler and a full recomputation from
   * the event log fold with.
   *
   * @param summary the summary so far, null before the order was placed
   * @param event the next event of the order
   * @return the new summary; {@code summary} itself when the event was applied already
   */
  public static OrderSummary apply(OrderSummary summary, Event event) {
    if (summary != null && summary.lastSeqNum() >= event.seqNum()) {
      return summary;
    }
    switch (event.eventType()) {
      case "OrderPlaced":
        return new OrderSummary(event.aggregateId(), "placed", (BigDecimal) event.payload().get("total"),
            event.occurredAt(), null, null, event.seqNum());
      case "OrderShipped":
        return summary == null ? null : new OrderSummary(summary.orderId(), "shipped", summary.total(),
            summary.placedAt(), event.occurredAt(), null, event.seqNum());
      case "OrderDelivered":
        return summary == null ? null : new OrderSummary(summary.orderId(), "delivered", summary.total(),
            summary.placedAt(), summary.shippedAt(), event.occurredAt(), event.seqNum());
      default:
        return summary == null ? null : new OrderSummary(summary.orderId(), summary.status(), summary.total(),
            summary.placedAt(), summary.shippedAt(), summary.deliveredAt(), event.seqNum());
    }
  }
}
