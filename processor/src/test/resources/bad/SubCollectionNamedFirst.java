package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SubCollectionNamedFirst {
  private SubCollectionNamedFirst() {}

  @Entity(service = "workspaces", name = "project")
  @Pk(template = "WS#${workspaceId}", collection = "workspace", subCollection = "first")
  @Sk(template = "PROJECT#${projectId}#HEAD")
  record Project(String workspaceId, String projectId) {}

  @Entity(service = "workspaces", name = "task")
  @Pk(template = "WS#${workspaceId}", collection = "workspace")
  @Sk(template = "PROJECT#${projectId}#TASK#${taskId}")
  record Task(String workspaceId, String projectId, String taskId) {}
}
