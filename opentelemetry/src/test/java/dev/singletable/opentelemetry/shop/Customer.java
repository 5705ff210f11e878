package dev.singletable.opentelemetry.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A customer, read with its orders as the {@code customer} collection. */
@Entity(service = "shop", name = "customer")
@Pk(template = "CUSTOMER#${customerId}", collection = "customer")
@Sk(template = "CUSTOMER#${customerId}")
public record Customer(String customerId, String name) {}
