package dev.singletable.samples.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.GeneratedId;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IdKind;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Upcast;
import java.time.Instant;
import java.util.Map;

/**
 * One immutable change of an aggregate. Events of an aggregate live in its partition, ordered by
 * their zero-padded sequence number; GSI1 lists events of one type across aggregates, in the order
 * they occurred: the event id is a ULID the library generates, which sorts by creation.
 *
 * <p>Version 2, seed 000's layout: the time the event happened is stored as {@code occurredAt}
 * (version 1 called it {@code recordedAt}), and {@code actor} names who caused it. Events stored by
 * version 1 ({@link EventV1}) are read and upcast by {@link #from(EventV1)}.
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
    @GeneratedId(IdKind.ULID) String eventId,
    Map<String, Object> payload,
    String actor,
    Instant occurredAt) {

  /** The actor of the events version 1 stored, which recorded none. */
  public static final String UNKNOWN_ACTOR = "unknown";

  /**
   * A version 1 event as version 2 reads it: {@code recordedAt} becomes {@code occurredAt}, and the
   * actor, which version 1 did not record, is {@link #UNKNOWN_ACTOR}.
   *
   * @param v1 the event as stored by version 1
   * @return the same event in version 2
   */
  @Upcast
  static Event from(EventV1 v1) {
    return new Event(v1.aggregateType(), v1.aggregateId(), v1.seqNum(), v1.eventType(), v1.eventId(), v1.payload(),
        UNKNOWN_ACTOR, v1.recordedAt());
  }
}
