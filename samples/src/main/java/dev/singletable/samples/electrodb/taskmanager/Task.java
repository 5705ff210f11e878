package dev.singletable.samples.electrodb.taskmanager;

import dev.singletable.annotation.CreatedAt;
import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.InstantForm;
import dev.singletable.annotation.InstantFormat;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.UpdatedAt;
import java.time.Instant;

/**
 * ElectroDB's {@code task} entity, model version {@code "1"}: by name, project and assignee, by project
 * on {@code gsi1}, by assignee on {@code gsi3} (collection {@code assignments}, with the employee),
 * and by status on {@code gsi4}. Its timestamps are the ones ElectroDB's documentation adds to a
 * model, stored as ElectroDB writes them: the creation time as ISO-8601 text ({@code
 * 2021-02-01T00:00:00Z}), the last change as epoch milliseconds.
 *
 * @param taskName its name
 * @param project the project it belongs to
 * @param employee the id of the employee it is assigned to
 * @param description what it is about
 * @param status its status, {@code open} when a write gives none
 * @param points its estimate
 * @param comments ElectroDB's {@code any} attribute: a free-form document
 * @param createdAt when it was created
 * @param updatedAt when it last changed
 */
@Entity(service = "taskManager", name = "task", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$task-manager#taskname_${taskName}", field = "pk")
@Sk(template = "$task_1#project_${project}#employee_${employee}", field = "sk")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "project", pk = "$task-manager#project_${project}",
    sk = "$task_1#employee_${employee}#status_${status}", pkField = "gsi1pk", skField = "gsi1sk")
@Gsi(index = "gsi3pk-gsi3sk-index", name = "assigned", pk = "$task-manager#employee_${employee}",
    sk = "$assignments#task_1#project_${project}#status_${status}", pkField = "gsi3pk", skField = "gsi3sk",
    collection = "assignments")
@Gsi(index = "gsi4pk-gsi4sk-index", name = "statuses", pk = "$task-manager#status_${status}",
    sk = "$task_1#project_${project}#employee_${employee}", pkField = "gsi4pk", skField = "gsi4sk")
public record Task(
    String taskName,
    String project,
    String employee,
    String description,
    @Default("OPEN") Status status,
    int points,
    Object comments,
    @CreatedAt @InstantFormat(InstantForm.ISO_8601) Instant createdAt,
    @UpdatedAt @InstantFormat(InstantForm.EPOCH_MILLIS) Instant updatedAt) {}
