package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** An order in its customer's partition, {@code CUSTOMER#XYQ / ORDER#00001}. */
@Entity(service = "relationships", name = "order")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "ORDER#${orderId}", field = "SK")
public record Order(String customerId, @Padded(5) int orderId) {}
