package dev.singletable.samples.events;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * The current sequence number of an aggregate, checked on every append. The library keeps its
 * timestamps: {@code createdAt} from the first write on, {@code updatedAt} at every write.
 */
@Entity(service = "events", name = "aggregateMeta")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#METADATA")
public record AggregateMeta(
    String aggregateType,
    String aggregateId,
    long currentSeqNum,
    @CreatedAt Instant createdAt,
    @UpdatedAt Instant updatedAt) {}
