/**
 * The time-ordered ids recipe: audit entries whose sort key is a ULID the library generates, so that
 * a query lists them in creation order, and {@link dev.singletable.samples.recipes.timeordered.AuditLog}
 * reads the latest of them and those of a time range.
 */
package dev.singletable.samples.recipes.timeordered;
