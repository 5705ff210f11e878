package dev.singletable.samples.adopted;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An order of seed 001's one-to-many table, in its customer's partition: {@code SK = ORDER#<id>},
 * {@code TYPE = ORDER}, the column {@code Order ID} ({@code 00001}, a string). The seed's rows hold
 * no {@code Customer ID} for orders: reads take it from {@code PK}, and writes store it.
 *
 * @param customerId the customer's id
 * @param orderId the order's id, as the table holds it
 */
@Entity(service = "legacyShop", name = "order", typeAttribute = "TYPE", typeValue = "ORDER", versionAttribute = "")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "ORDER#${orderId}", field = "SK")
public record LegacyOrder(@Attribute(name = "Customer ID") String customerId, @Attribute(name = "Order ID") String orderId) {}
