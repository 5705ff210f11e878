package com.example.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/** ORDER#00001 under its customer; a sparse status index with a date and a padded number in its sort key. */
@Entity(service = "shop")
@Pk(template = "CUSTOMER#${customerId}", collection = "customer")
@Sk(template = "ORDER#${orderId}")
@Gsi(index = "gsi2", name = "byStatus", pk = "STATUS#${status}", sk = "DATE#${placedOn}#ORDER#${orderId}")
public record Order(
    String customerId,
    @Padded(5) int orderId,
    Status status,
    LocalDate placedOn,
    BigDecimal total,
    List<LineItem> items,
    Address shipTo) {

  public enum Status { PLACED, SHIPPED, DELIVERED }

  public record LineItem(String sku, int quantity, BigDecimal price) {}
}
