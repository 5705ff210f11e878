package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Map;

/** A tenant's document: the tenant alone is the partition key, so tenants must never share keys. */
@Entity(service = "hardening", name = "doc")
@Pk(template = "${tenant}")
@Sk(template = "DOC#${id}")
public record Doc(String tenant, String id, Map<String, Object> payload) {}
