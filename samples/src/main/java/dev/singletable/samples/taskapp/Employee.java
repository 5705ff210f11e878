package dev.singletable.samples.taskapp;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An employee: in its office's workplace partition on {@code gsi1}, sorted by team and title, and
 * heading its own assignments partition on {@code gsi3}.
 */
@Entity(service = "taskapp", name = "employee")
@Pk(template = "EMPLOYEE#${employee}")
@Sk(template = "EMPLOYEE")
@Gsi(index = "gsi1", name = "coworkers", pk = "OFFICE#${office}", sk = "EMPLOYEE#${team}#${title}#${employee}",
    collection = "workplaces")
@Gsi(index = "gsi3", name = "assignments", pk = "EMPLOYEE#${employee}", sk = "#EMPLOYEE", collection = "assignments")
public record Employee(
    String employee, String firstName, String lastName, String office, String title, String team, String manager) {}
