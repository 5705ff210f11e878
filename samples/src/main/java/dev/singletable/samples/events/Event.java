package dev.singletable.samples.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;
import java.time.Instant;
import java.util.Map;

/**
 * One immutable change of an aggregate. Events of an aggregate live in its partition, ordered by
 * their zero-padded sequence number; GSI1 lists events of one type across aggregates.
 *
 * <p>Version 2: {@code occurredAt} is stored as {@code recordedAt}, and {@code correlationId} ties
 * together the events one request caused (an event that names none is its own correlation).
 * Events stored by version 1 ({@link EventV1}) are read and upcast by {@link #from(EventV1)}.
 */
@Entity(service = "events", name = "event", version = 2, previous = EventV1.class)
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "EVENT#${seqNum}")
@Gsi(index = "gsi1", name = "byType", pk = "EVENT_TYPE#${eventType}", sk = "EVENT#${eventId}")
public record Event(
    String aggregateType,
    String aggregateId,
    @Padded(12) long seqNum,
    String eventType,
    String eventId,
    Map<String, Object> payload,
    String actor,
    Instant recordedAt,
    String correlationId) {

  /** An event that starts its own correlation: {@code correlationId} is its {@code eventId}. */
  public Event(String aggregateType, String aggregateId, long seqNum, String eventType, String eventId,
      Map<String, Object> payload, String actor, Instant recordedAt) {
    this(aggregateType, aggregateId, seqNum, eventType, eventId, payload, actor, recordedAt, eventId);
  }

  /**
   * A version 1 event as version 2 reads it: {@code occurredAt} becomes {@code recordedAt}, and the
   * correlation id defaults to the event's own id.
   *
   * @param v1 the event as stored by version 1
   * @return the same event in version 2
   */
  @Upcast
  static Event from(EventV1 v1) {
    return new Event(v1.aggregateType(), v1.aggregateId(), v1.seqNum(), v1.eventType(), v1.eventId(), v1.payload(),
        v1.actor(), v1.occurredAt(), v1.eventId());
  }
}
