package bad;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

final class SubCollectionWithoutCollection {
  private SubCollectionWithoutCollection() {}

  @Entity(service = "workspaces", name = "task")
  @Pk(template = "TASK#${taskId}")
  @Sk(template = "TASK")
  @Gsi(index = "gsi1", pk = "PROJECT#${projectId}", sk = "TASK#${taskId}", subCollection = "open")
  record Task(String projectId, String taskId) {}
}
