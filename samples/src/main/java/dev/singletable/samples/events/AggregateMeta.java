package dev.singletable.samples.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/** The current sequence number of an aggregate, checked on every append. */
@Entity(service = "events", name = "aggregateMeta")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#METADATA")
public record AggregateMeta(
    String aggregateType,
    String aggregateId,
    long currentSeqNum,
    Instant createdAt,
    Instant updatedAt) {}
