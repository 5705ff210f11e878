package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;
import dev.singletable.annotation.Unique;

@Entity(service = "accounts")
@Pk(template = "TENANT#${tenantId}#USER#${userId}")
@Sk(template = "#USER")
public record TenantUnique(@Tenant String tenantId, String userId, @Unique String email) {}
