/**
 * ElectroDB's task-manager example (its {@code examples/taskManager}: offices, employees and the tasks
 * assigned to them, service {@code task-manager}) ported onto the items ElectroDB stores: its keys
 * ({@code $task-manager#employee_<id>}, {@code $workplaces#employee_1#team_...}) written by hand in
 * the templates, its identity in {@code __edb_e__} and {@code __edb_v__}, its required attributes,
 * read-only attributes and ISO-8601 timestamps as ElectroDB writes them.
 */
package dev.singletable.samples.electrodb.taskmanager;
