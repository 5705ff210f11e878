package dev.singletable.samples.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * An order, stored in its customer's partition; GSI1 groups the order with its logs under
 * {@code CUSTOMER#<customerId>#ORDER#<orderId>}.
 */
@Entity(service = "shop", name = "order")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "ORDER#${orderId}", field = "SK")
@Gsi(index = "GSI1", name = "orderWithLogs",
    pk = "CUSTOMER#${customerId}#ORDER#${orderId}", sk = "ORDER#${orderId}",
    pkField = "GSI1PK", skField = "GSI1SK", collection = "orderWithLogs")
public record Order(
    String customerId, @Padded(5) int orderId, String status, BigDecimal total, Instant placedAt) {}
