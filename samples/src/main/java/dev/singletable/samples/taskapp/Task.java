package dev.singletable.samples.taskapp;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A task of a project, assigned to an employee: on {@code gsi3} in that employee's assignments, by status. */
@Entity(service = "taskapp", name = "task")
@Pk(template = "TASK#${task}")
@Sk(template = "PROJECT#${project}#EMPLOYEE#${employee}")
@Gsi(index = "gsi3", name = "byEmployee", pk = "EMPLOYEE#${employee}", sk = "TASK#${status}#${task}",
    collection = "assignments")
public record Task(String task, String project, String employee, String description, String status, int points) {}
