package com.example.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;
import java.time.Instant;
import java.util.Map;

/** The latest snapshot at a fixed key; it expires with DynamoDB's time to live. */
@Entity(service = "events", name = "snapshot")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#SNAPSHOT")
public record Snapshot(String aggregateType, String aggregateId, Map<String, Object> state, long lastSeqNum,
                       @Ttl Instant expiresAt) {}
