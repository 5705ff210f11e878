package com.example.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;
import java.util.Map;

@Entity(service = "events", name = "event", version = 1)
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "EVENT#${seqNum}")
@Gsi(index = "gsi1", name = "byType", pk = "EVENT_TYPE#${eventType}", sk = "EVENT#${eventId}")
public record Event(String aggregateType, String aggregateId,
                    @Padded(12) long seqNum,
                    String eventType, String eventId,
                    Map<String, Object> payload, Instant occurredAt) {}
