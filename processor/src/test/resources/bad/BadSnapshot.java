package com.example.events;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Ttl;

/** A snapshot of the events service whose time to live is not an Instant. */
@Entity(service = "events", name = "snapshot")
@Pk(template = "AGGREGATE#${aggregateType}#${aggregateId}", collection = "aggregate")
@Sk(template = "#SNAPSHOT")
public record BadSnapshot(String aggregateType, String aggregateId, @Ttl long expiresAt) {}
