package com.example.events;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import dev.singletable.annotation.Version;
import java.time.Instant;

/** The aggregate's metadata: one per partition, versioned, with library-kept timestamps. */
@Entity(service = "events", name = "aggregateMeta")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#METADATA")
public record AggregateMeta(String aggregateType, String aggregateId, long currentSeqNum,
                            @Version long version, @CreatedAt Instant createdAt, @UpdatedAt Instant updatedAt) {}
