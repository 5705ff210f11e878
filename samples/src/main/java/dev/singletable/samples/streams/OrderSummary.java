package dev.singletable.samples.streams;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * The read model of seed 000's AP7: one order's summary, projected from its events into a table of
 * read models. {@code lastSeqNum} is the last event applied, which makes the projection idempotent:
 * an event delivered again is not applied twice.
 */
@Entity(service = "readModels", name = "orderSummary")
@Pk(template = "ORDER_SUMMARY#${orderId}")
@Sk(template = "#SUMMARY")
public record OrderSummary(
    String orderId,
    String status,
    BigDecimal total,
    Instant placedAt,
    Instant shippedAt,
    Instant deliveredAt,
    long lastSeqNum) {}
