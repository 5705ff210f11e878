package dev.singletable.samples.shipping;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;

/**
 * An order of a table without sort key, {@code ORDER#00003}. The index keys are written only when
 * the order has a ship date: {@code SPARSE_SHIPPED_PK} the customer ({@code CUSTOMER#JHD}, as the
 * seed stores it) and {@code SPARSE_SHIPPED_SK} the ship date ({@code 2020-10-26T09:39:14}).
 */
@Entity(service = "shipping", name = "order")
@Pk(template = "ORDER#${orderId}", field = "PK")
@Gsi(index = "SPARSE_SHIPPED", name = "shipped", pk = "${customer}", sk = "${shipDate}",
    pkField = "SPARSE_SHIPPED_PK", skField = "SPARSE_SHIPPED_SK")
public record ShippingOrder(
    @Padded(5) int orderId,
    @Attribute(name = "STATUS") String status,
    @Attribute(name = "CUSTOMER") String customer,
    @Attribute(name = "SHIP_DATE") String shipDate) {}
