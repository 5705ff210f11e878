package dev.singletable.samples.events;

import dev.singletable.annotation.EarlierVersion;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;
import java.util.Map;

/**
 * An event as version 1 of the event store stored it, before it took seed 000's layout: the time it
 * happened in {@code recordedAt}, and no actor. Kept so that the events appended before version 2
 * replay with the new ones; {@link Event#from(EventV1)} upcasts it.
 */
@EarlierVersion(version = 1)
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "EVENT#${seqNum}")
@Gsi(index = "gsi1", name = "byType", pk = "EVENT_TYPE#${eventType}", sk = "EVENT#${eventId}")
public record EventV1(
    String aggregateType,
    String aggregateId,
    @Padded(12) long seqNum,
    String eventType,
    String eventId,
    Map<String, Object> payload,
    Instant recordedAt) {}
