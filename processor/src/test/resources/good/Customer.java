package com.example.shop;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Set;

/** One-to-many: a customer and its orders share a partition; the same placeholder in pk and sk. */
@Entity(service = "shop")
@Pk(template = "CUSTOMER#${id}", collection = "customer")
@Sk(template = "CUSTOMER#${id}")
@Gsi(index = "gsi1", name = "byEmail", pk = "EMAIL#${email}", sk = "#CUSTOMER")
public record Customer(String id, String name, @Attribute(name = "mail") String email, Set<String> tags) {}
