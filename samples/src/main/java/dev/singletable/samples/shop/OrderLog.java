package dev.singletable.samples.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A processing log of an order. Its own partition is {@code LOG#<logId>}; GSI1 places it beside
 * its order, so an order and its logs come back from one query of the index.
 */
@Entity(service = "shop", name = "orderLog")
@Pk(template = "LOG#${logId}", field = "PK")
@Sk(template = "LOG#${logId}", field = "SK")
@Gsi(index = "GSI1", name = "orderWithLogs",
    pk = "CUSTOMER#${customerId}#ORDER#${orderId}", sk = "LOG#${logId}",
    pkField = "GSI1PK", skField = "GSI1SK", collection = "orderWithLogs")
public record OrderLog(
    @Padded(5) int logId, String customerId, @Padded(5) int orderId, String message) {}
