package dev.singletable.samples.grid;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A project of a tenant: {@code project-35e9} / {@code tenant-0807}, and in the overloaded index
 * under its tenant, sorted by name.
 */
@Entity(service = "grid", name = "project")
@Pk(template = "project-${projectId}", field = "entityId", collection = "project")
@Sk(template = "tenant-${tenantId}", field = "relatedId")
@Gsi(index = "gsi1", name = "byTenant", pk = "tenant-${tenantId}", sk = "${name}", pkField = "gsi1pk",
    skField = "sortString")
public record Project(String projectId, String tenantId, String name) {}
