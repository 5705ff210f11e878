package com.example.readme;

import java.time.Instant;
import java.util.Map;
import dev.singletable.annotation.*;

@Entity(service = "events", name = "event", version = 1)
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}")
@Sk(template = "EVENT#${seqNum}")
@Gsi(index = "gsi1", name = "byType", pk = "EVENT_TYPE#${eventType}", sk = "EVENT#${eventId}")
public record Event(String aggregateType, String aggregateId,
                    @Padded(12) long seqNum,
                    String eventType, String eventId,
                    Map<String, Object> payload, String actor, Instant occurredAt) {}
