package dev.singletable.samples.recipes.tenancy;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.Tenant;

/**
 * A task of a project. The tenant id is the first component of every partition key: a query names
 * one partition exactly, so it reaches one tenant's items and no other's. {@code @Tenant} has the
 * processor hold every index to it.
 */
@Entity(service = "projects", name = "task")
@Pk(template = "TENANT#${tenantId}#PROJECT#${projectId}")
@Sk(template = "TASK#${taskId}")
@Gsi(index = "gsi1", name = "byAssignee", pk = "TENANT#${tenantId}#USER#${assignee}", sk = "TASK#${taskId}")
public record Task(@Tenant String tenantId, String projectId, String taskId, String title, String assignee) {}
