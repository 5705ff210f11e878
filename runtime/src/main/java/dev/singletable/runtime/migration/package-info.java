/**
 * Migrations: {@link dev.singletable.runtime.migration.Migration} rewrites every item of an
 * entity's earlier versions at its current version, on a parallel scan, resumably, with its
 * progress checkpointed in the table. It depends on the entry points, exceptions, scans and the
 * {@code internal} packages.
 */
package dev.singletable.runtime.migration;
