package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/**
 * A document of a tenant: the tenant is the partition, so a read of one tenant must never return
 * a record of another. Also listed by owner through {@code gsi1}.
 */
@Entity(service = "tenants", name = "doc")
@Pk(template = "TENANT#${tenantId}", collection = "tenant")
@Sk(template = "DOC#${docId}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", sk = "DOC#${docId}")
public record OwnedDoc(String tenantId, String docId, String owner, BigDecimal amount) {}
