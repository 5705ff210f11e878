package dev.singletable.samples.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A customer; the parent item of its partition, whose sort key repeats the partition key. */
@Entity(service = "shop", name = "customer")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "CUSTOMER#${customerId}", field = "SK")
public record Customer(String customerId, String name) {}
