package dev.singletable.samples.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Map;

/** The state of an aggregate at a known sequence number, kept at the fixed {@code #SNAPSHOT} key. */
@Entity(service = "events", name = "snapshot")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#SNAPSHOT")
public record Snapshot(
    String aggregateType, String aggregateId, Map<String, Object> state, long lastSeqNum) {}
