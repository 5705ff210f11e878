package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The medium item: twenty attributes of most scalar types, a list and a map, with one GSI. Also the
 * item of the client benchmarks (GetItem, PutItem, a Query page of 25).
 */
@Entity(service = "bench", name = "order")
@Pk(template = "TENANT#${tenantId}")
@Sk(template = "ORDER#${orderId}")
@Gsi(index = "gsi1", name = "byCustomer", pk = "CUSTOMER#${customerId}", sk = "ORDER#${orderId}")
public record Order(
    String tenantId,
    String orderId,
    String customerId,
    OrderStatus status,
    Instant placedAt,
    BigDecimal total,
    String currency,
    int itemCount,
    long weightGrams,
    boolean giftWrapped,
    double discountRate,
    String channel,
    String shippingMethod,
    String shippingCity,
    String shippingCountry,
    String couponCode,
    String notes,
    int priority,
    List<String> tags,
    Map<String, String> attributes) {}
