/**
 * Seed 002's grid view as one table: tenants, projects, custom field definitions, issues and
 * custom field values, keyed by entity id and related id, with one overloaded index (related id,
 * sort string) that lists a tenant's projects by name, a project's issues by number, and the
 * issues of a custom field by value then number.
 */
package dev.singletable.samples.grid;
