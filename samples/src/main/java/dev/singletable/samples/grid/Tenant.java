package dev.singletable.samples.grid;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A tenant: {@code tenant-0807} / {@code *}; tenants are only ever read by key. */
@Entity(service = "grid", name = "tenant")
@Pk(template = "tenant-${tenantId}", field = "entityId")
@Sk(template = "*", field = "relatedId")
public record Tenant(String tenantId, String name) {}
