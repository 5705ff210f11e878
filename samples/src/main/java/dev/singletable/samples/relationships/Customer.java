package dev.singletable.samples.relationships;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A customer, {@code CUSTOMER#XYQ / CUSTOMER#XYQ}: its questions sort before it, its orders after it. */
@Entity(service = "relationships", name = "customer")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "CUSTOMER#${customerId}", field = "SK")
public record Customer(String customerId, String name) {}
