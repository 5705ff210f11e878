package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;

@Entity(service = "tasks")
@Pk(template = "TENANT#${tenantId}#PROJECT#${projectId}")
@Sk(template = "TASK#${taskId}")
@Gsi(index = "byAssignee", pkAttributes = {"assignee"}, skAttributes = {"taskId"})
public record TenantNotInAttributePartition(@Tenant String tenantId, String projectId, String taskId,
    String assignee) {}
