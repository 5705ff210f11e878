package dev.singletable.samples.required;

import dev.singletable.annotation.Default;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Lsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A task of a project: every task is on its assignee's list (a required index) and in the project's
 * by-due list (a required local index, its due day defaulting), while only labelled tasks are on a
 * label's list (a sparse index).
 */
@Entity(service = "tracker", name = "task")
@Pk(template = "PROJECT#${project}")
@Sk(template = "TASK#${taskId}")
@Gsi(index = "gsi1", name = "byAssignee", pk = "USER#${assignee}", sk = "TASK#${taskId}", required = true)
@Gsi(index = "gsi2", name = "byLabel", pk = "LABEL#${label}", sk = "TASK#${taskId}")
@Lsi(index = "lsi1", name = "byDue", sk = "DUE#${due}#${taskId}", required = true)
public record Task(String project, String taskId, String assignee, String label, @Default("9999-12-31") String due,
    String title) {}
