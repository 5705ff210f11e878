package dev.singletable.micrometer.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An order in its customer's partition, found by status through GSI1. */
@Entity(service = "shop", name = "order")
@Pk(template = "CUSTOMER#${customerId}", collection = "customer")
@Sk(template = "ORDER#${orderId}")
@Gsi(index = "gsi1", name = "byStatus", pk = "STATUS#${status}", sk = "ORDER#${orderId}")
public record Order(String customerId, String orderId, String status) {}
