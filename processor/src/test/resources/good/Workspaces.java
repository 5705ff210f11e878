package com.example.workspaces;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A workspace's partition: projects and their tasks form sub-collection {@code project}, comments
 * share their prefix but not the sub-collection; on {@code gsi1} a project's tasks by status form
 * sub-collection {@code board}, which narrows by a component of the partition key too.
 */
final class Workspaces {
  private Workspaces() {}

  @Entity(service = "workspaces", name = "project")
  @Pk(template = "WS#${workspaceId}", collection = "workspace", subCollection = "project")
  @Sk(template = "PROJECT#${projectId}#HEAD")
  @Gsi(index = "gsi1", name = "board", pk = "OWNER#${owner}", sk = "OWNER#${owner}#PROJECT#${projectId}",
      collection = "owned", subCollection = "board")
  record Project(String workspaceId, String projectId, String owner) {}

  @Entity(service = "workspaces", name = "task")
  @Pk(template = "WS#${workspaceId}", collection = "workspace", subCollection = "project")
  @Sk(template = "PROJECT#${projectId}#TASK#${taskId}")
  @Gsi(index = "gsi1", name = "assigned", pk = "OWNER#${owner}", sk = "OWNER#${owner}#TASK#${taskId}",
      collection = "owned", subCollection = "board")
  record Task(String workspaceId, String projectId, @Padded(4) int taskId, String owner) {}

  @Entity(service = "workspaces", name = "comment")
  @Pk(template = "WS#${workspaceId}", collection = "workspace")
  @Sk(template = "PROJECT#${projectId}#COMMENT#${commentId}")
  record Comment(String workspaceId, String projectId, @Padded(4) int commentId, String text) {}
}
