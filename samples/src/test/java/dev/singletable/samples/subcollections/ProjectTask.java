package dev.singletable.samples.subcollections;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A task of a project, {@code WS#w / PROJECT#p1#TASK#0001}. */
@Entity(service = "workspaces", name = "task")
@Pk(template = "WS#${workspaceId}", collection = "workspace", subCollection = "project")
@Sk(template = "PROJECT#${projectId}#TASK#${taskId}")
public record ProjectTask(String workspaceId, String projectId, @Padded(4) int taskId, String status) {}
