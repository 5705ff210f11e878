package dev.singletable.samples.streams;

import dev.singletable.runtime.stream.ChangeHandler;
import dev.singletable.runtime.stream.ChangeKind;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventsService;
import dev.singletable.samples.events.Snapshot;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Seed 000: "take a snapshot every N events (a Lambda triggered off the Stream is a clean way to do
 * this)". On every N-th event of an aggregate it folds the previous snapshot and the events after it
 * (one query, {@code seqNumBetween}) into the aggregate's state and stores it at the fixed {@code
 * #SNAPSHOT} key. A snapshot is never replaced by an older one, so a redelivered event is harmless.
 * {@link #replay} then reads only the events after the snapshot.
 */
public final class SnapshotTaker implements ChangeHandler<EventsService.Change> {
  private final EventsService service;
  private final int every;

  /**
   * A snapshot taker.
   *
   * @param service the events service, bound to its table
   * @param every how many events apart snapshots are taken, at least 1
   */
  public SnapshotTaker(EventsService service, int every) {
    if (every < 1) {
      throw new IllegalArgumentException("every must be at least 1, was " + every);
    }
    this.service = service;
    this.every = every;
  }

  @Override
  public void handle(EventsService.Change change) {
    if (!(change instanceof EventsService.EventChange eventChange) || change.kind() != ChangeKind.INSERT) {
      return;
    }
    Event event = eventChange.newValue().orElseThrow();
    if (event.seqNum() % every != 0) {
      return;
    }
    Optional<Snapshot> previous = service.snapshots().get(event.aggregateType(), event.aggregateId())
        .consistent().execute();
    long from = previous.map(Snapshot::lastSeqNum).orElse(0L);
    if (from >= event.seqNum()) {
      return;
    }
    Map<String, Object> state = previous.map(Snapshot::state).orElse(Map.of());
    List<Event> since = service.events().query().primary(event.aggregateType(), event.aggregateId())
        .seqNumBetween(from + 1, event.seqNum()).consistent().list();
    for (Event e : since) {
      state = fold(state, e);
    }
    service.snapshots().put(new Snapshot(event.aggregateType(), event.aggregateId(), state, event.seqNum())).execute();
  }

  /**
   * The aggregate's state: from the snapshot, if any, and the events after it, read with one query
   * from the snapshot's sequence number on.
   *
   * @param service the events service
   * @param aggregateType e.g. {@code order}
   * @param aggregateId e.g. {@code 1234}
   * @return the state and how many events the replay read
   */
  public static Replayed replay(EventsService service, String aggregateType, String aggregateId) {
    Optional<Snapshot> snapshot = service.snapshots().get(aggregateType, aggregateId).consistent().execute();
    Map<String, Object> state = snapshot.map(Snapshot::state).orElse(Map.of());
    List<Event> events = service.events().query().primary(aggregateType, aggregateId)
        .seqNumGt(snapshot.map(Snapshot::lastSeqNum).orElse(0L)).consistent().list();
    for (Event event : events) {
      state = fold(state, event);
    }
    return new Replayed(state, snapshot.map(Snapshot::lastSeqNum).orElse(0L), events.size());
  }

  /**
   * An order's state after one more event: its status, the placed total and how many other events it had.
   *
   * @param state the state so far
   * @param event the next event
   * @return the new state
   */
  public static Map<String, Object> fold(Map<String, Object> state, Event event) {
    Map<String, Object> next = new LinkedHashMap<>(state);
    switch (event.eventType()) {
      case "OrderPlaced" -> {
        next.put("status", "placed");
        next.put("total", event.payload().get("total"));
      }
      case "OrderShipped" -> next.put("status", "shipped");
      case "OrderDelivered" -> next.put("status", "delivered");
      default -> next.put("otherEvents", ((java.math.BigDecimal) next.getOrDefault("otherEvents", java.math.BigDecimal.ZERO))
          .add(java.math.BigDecimal.ONE));
    }
    return next;
  }

  /**
   * An aggregate as replay read it.
   *
   * @param state the folded state
   * @param fromSnapshot the snapshot's sequence number, 0 without one
   * @param eventsRead how many events the replay query returned
   */
  public record Replayed(Map<String, Object> state, long fromSnapshot, int eventsRead) {}
}
