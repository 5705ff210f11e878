package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;

@Entity(service = "tasks")
@Pk(template = "TENANT#${tenantId}#ORG#${orgId}")
@Sk(template = "#ORG")
public record TenantTwice(@Tenant String tenantId, @Tenant String orgId) {}
