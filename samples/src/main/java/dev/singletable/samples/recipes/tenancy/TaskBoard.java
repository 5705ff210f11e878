package dev.singletable.samples.recipes.tenancy;

import java.util.List;
import java.util.Optional;

/**
 * The tasks of a tenant's projects. Every method takes the {@link Caller} first and builds every key
 * from {@code caller.tenantId()}; the other arguments come from the request and may hold anything.
 * Thread-safe.
 */
public final class TaskBoard {
  private final TaskEntity tasks;

  /**
   * A task board on the service's table.
   *
   * @param service the projects service, bound to its table
   */
  public TaskBoard(ProjectsService service) {
    this.tasks = service.tasks();
  }

  /**
   * Adds a task to one of the caller's projects.
   *
   * @param caller who asks, and so the tenant
   * @param projectId the project, from the request
   * @param taskId the task, from the request
   * @param title the task's title
   * @param assignee the user it is assigned to, null for nobody
   * @return the task as stored
   * @throws dev.singletable.runtime.exception.ConditionFailedException when the project has that task
   *     already
   */
  public Task add(Caller caller, String projectId, String taskId, String title, String assignee) {
    return tasks.create(new Task(caller.tenantId(), projectId, taskId, title, assignee)).execute();
  }

  /**
   * One task of one of the caller's projects.
   *
   * @param caller who asks, and so the tenant
   * @param projectId the project, from the request
   * @param taskId the task, from the request
   * @return the task, empty when the caller's tenant has none at that key
   */
  public Optional<Task> task(Caller caller, String projectId, String taskId) {
    return tasks.get(caller.tenantId(), projectId, taskId).execute();
  }

  /**
   * The tasks of one of the caller's projects, in task-id order.
   *
   * @param caller who asks, and so the tenant
   * @param projectId the project, from the request
   * @return the tasks
   */
  public List<Task> tasksOfProject(Caller caller, String projectId) {
    return tasks.query().primary(caller.tenantId(), projectId).list();
  }

  /**
   * The tasks assigned to a user of the caller's tenant, across its projects (GSI1).
   *
   * @param caller who asks, and so the tenant
   * @param userId the user, from the request
   * @return the tasks; eventually consistent, as every read of a global secondary index
   */
  public List<Task> assignedTo(Caller caller, String userId) {
    return tasks.query().byAssignee(caller.tenantId(), userId).list();
  }
}
