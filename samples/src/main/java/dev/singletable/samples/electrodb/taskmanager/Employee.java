package dev.singletable.samples.electrodb.taskmanager;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.ReadOnly;
import dev.singletable.annotation.Required;
import dev.singletable.annotation.Sk;
import java.time.LocalDate;

/**
 * ElectroDB's {@code employee} entity, model version {@code "1"}: by id, by office and team on {@code
 * gsi1} (collection {@code workplaces}, with the offices), by team and hiring date on {@code gsi2}, by
 * id on {@code gsi3} (collection {@code assignments}, with the tasks), by title and salary on {@code
 * gsi4}, and by manager on {@code gsi5}. ElectroDB's {@code required: true} attributes are {@code
 * @Required}; the birthday, given when the employee is created, is {@code @ReadOnly}.
 *
 * @param employee its id
 * @param firstName the first name
 * @param lastName the last name
 * @param officeName the office it works at
 * @param title its job title
 * @param team its team
 * @param salary its salary, as ElectroDB's string attribute holds it
 * @param manager the id of its manager, if any
 * @param dateHired when it was hired
 * @param birthday its birthday, never changed
 */
@Entity(service = "taskManager", name = "employee", typeAttribute = "__edb_e__", versionAttribute = "__edb_v__",
    versionAsString = true, unescapedKeys = true)
@Pk(template = "$task-manager#employee_${employee}", field = "pk")
@Sk(template = "$employee_1", field = "sk")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "coworkers", pk = "$task-manager#officename_${officeName}",
    sk = "$workplaces#employee_1#team_${team}#title_${title}#employee_${employee}", pkField = "gsi1pk",
    skField = "gsi1sk", collection = "workplaces")
@Gsi(index = "gsi2pk-gsi2sk-index", name = "teams", pk = "$task-manager#team_${team}",
    sk = "$employee_1#datehired_${dateHired}#title_${title}", pkField = "gsi2pk", skField = "gsi2sk")
@Gsi(index = "gsi3pk-gsi3sk-index", name = "employeeLookup", pk = "$task-manager#employee_${employee}",
    sk = "$assignments#employee_1", pkField = "gsi3pk", skField = "gsi3sk", collection = "assignments")
@Gsi(index = "gsi4pk-gsi4sk-index", name = "roles", pk = "$task-manager#title_${title}",
    sk = "$employee_1#salary_${salary}", pkField = "gsi4pk", skField = "gsi4sk")
@Gsi(index = "gsi5pk-gsi5sk-index", name = "directReports", pk = "$task-manager#manager_${manager}",
    sk = "$employee_1#team_${team}#officename_${officeName}", pkField = "gsi5pk", skField = "gsi5sk")
public record Employee(
    String employee,
    @Required String firstName,
    @Required String lastName,
    @Required String officeName,
    @Required String title,
    @Required Team team,
    @Required String salary,
    String manager,
    LocalDate dateHired,
    @ReadOnly LocalDate birthday) {}
