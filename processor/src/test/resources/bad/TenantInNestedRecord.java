package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;

@Entity(service = "tasks")
@Pk(template = "TENANT#${tenantId}#TASK#${taskId}")
@Sk(template = "#TASK")
public record TenantInNestedRecord(@Tenant String tenantId, String taskId, Owner owner) {
  public record Owner(@Tenant String tenantId, String userId) {}
}
