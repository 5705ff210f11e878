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
 * {@code CUSTOMER#<customerId>#ORDER#<orderId>}. A shipped order is also in the sparse index
 * {@code SPARSE_SHIPPED} (customer, then ship date); an order not shipped ({@code shippedAt} null)
 * carries none of its keys, so a scan of that index reads the shipped orders only.
 */
@Entity(service = "shop", name = "order")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "ORDER#${orderId}", field = "SK")
@Gsi(index = "GSI1", name = "orderWithLogs",
    pk = "CUSTOMER#${customerId}#ORDER#${orderId}", sk = "ORDER#${orderId}",
    pkField = "GSI1PK", skField = "GSI1SK", collection = "orderWithLogs")
@Gsi(index = "SPARSE_SHIPPED", name = "shipped",
    pk = "CUSTOMER#${customerId}", sk = "${shippedAt}",
    pkField = "SPARSE_SHIPPED_PK", skField = "SPARSE_SHIPPED_SK")
public record Order(String customerId, @Padded(5) int orderId, String status, BigDecimal total, Instant placedAt,
    Instant shippedAt) {

  /**
   * An order not shipped yet.
   *
   * @param customerId the customer
   * @param orderId the order number
   * @param status the order's status
   * @param total the amount
   * @param placedAt when it was placed
   */
  public Order(String customerId, int orderId, String status, BigDecimal total, Instant placedAt) {
    this(customerId, orderId, status, total, placedAt, null);
  }
}
