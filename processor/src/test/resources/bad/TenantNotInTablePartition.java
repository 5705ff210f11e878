package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;

@Entity(service = "tasks")
@Pk(template = "PROJECT#${projectId}")
@Sk(template = "TENANT#${tenantId}#TASK#${taskId}")
public record TenantNotInTablePartition(@Tenant String tenantId, String projectId, String taskId) {}
