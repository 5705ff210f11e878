package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** The one profile item of a tenant's partition, read with its documents as collection {@code tenant}. */
@Entity(service = "tenants", name = "profile")
@Pk(template = "TENANT#${tenantId}", collection = "tenant")
@Sk(template = "#PROFILE")
public record TenantProfile(String tenantId, String name) {}
