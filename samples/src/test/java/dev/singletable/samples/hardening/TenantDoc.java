package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A document of a tenant, filed in a folder and optionally owned: every key component is free text
 * that may hold the templates' delimiter {@code #}, the escape character, or anything else a caller
 * types. Tenants must never see each other's documents, whatever their ids hold.
 */
@Entity(service = "tenancy", name = "tenantDoc")
@Pk(template = "TENANT#${tenantId}")
@Sk(template = "FOLDER#${folder}#DOC#${docId}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${tenantId}#${owner}", sk = "${folder}#${docId}")
public record TenantDoc(String tenantId, String folder, String docId, String owner, int serial) {}
