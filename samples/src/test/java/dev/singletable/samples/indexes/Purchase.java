package dev.singletable.samples.indexes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * A customer's purchase, read by order id from the table, and from two local secondary indexes of
 * the same partition by time placed and by amount; a purchase not yet placed is in neither.
 */
@Entity(service = "purchases")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "ORDER#${orderId}")
@Lsi(index = "lsi1", name = "byPlacedAt", sk = "PLACED#${placedAt}")
@Lsi(index = "lsi2", name = "byAmount", sk = "AMOUNT#${amount}#${orderId}")
public record Purchase(String customerId, String orderId, Instant placedAt, BigDecimal amount, String status) {}
