package dev.singletable.samples.buildingblocks;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.time.Instant;

/**
 * A status report of a device in the field, seed 003's sparse index: keyed by device and time;
 * only a report that needs a repair technician has the attribute {@code EscalatedTo}, so only
 * those reports are copied to the index {@code EscalatedTo}, partitioned by that attribute and
 * sorted by the report's time (stored fixed-width, so text order is time order): "escalated to me
 * in the last five minutes" is one query of the index, newest first.
 */
@Entity(service = "devices", name = "report")
@Pk(template = "${deviceId}", field = "DeviceID")
@Sk(template = "${reportedAt}", field = "Timestamp")
@Gsi(index = "EscalatedTo", name = "escalatedTo", pkAttributes = "escalatedTo", skAttributes = "reportedAt")
public record DeviceReport(String deviceId, Instant reportedAt, String status,
    @Attribute(name = "EscalatedTo") String escalatedTo) {}
