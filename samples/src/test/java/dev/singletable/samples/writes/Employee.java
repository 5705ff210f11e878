package dev.singletable.samples.writes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * An employee as a task tracker keeps them: found by office and team, by team and title, and, while
 * they have a manager, among the manager's direct reports (a sparse index). Several indexes share the
 * {@code team} component, as people change teams, titles and managers one at a time.
 */
@Entity(service = "staff", name = "employee")
@Pk(template = "EMPLOYEE#${employeeId}")
@Sk(template = "#PROFILE")
@Gsi(index = "gsi1", name = "coworkers", pk = "OFFICE#${office}", sk = "TEAM#${team}#EMPLOYEE#${employeeId}")
@Gsi(index = "gsi2", name = "teams", pk = "TEAM#${team}", sk = "TITLE#${title}#EMPLOYEE#${employeeId}")
@Gsi(index = "gsi3", name = "directReports", pk = "MANAGER#${manager}", sk = "TEAM#${team}#EMPLOYEE#${employeeId}")
public record Employee(String employeeId, String office, String team, String title, String manager) {}
