/**
 * ElectroDB's TaskApp on global secondary indexes: offices and the employees who work there
 * (collection {@code workplaces} on {@code gsi1}), employees and the tasks assigned to them
 * (collection {@code assignments} on {@code gsi3}), each read in one query.
 */
package dev.singletable.samples.taskapp;
