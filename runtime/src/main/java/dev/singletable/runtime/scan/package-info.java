/**
 * Scans: {@link dev.singletable.runtime.scan.Scan} reads a whole table or global secondary index for
 * one entity or for every entity of a service, page by page with opaque cursors bound to the scan,
 * and {@link dev.singletable.runtime.scan.ParallelScan} splits it into segments read at the same
 * time. Both the sync and the async terminals build the same requests and decode the same way. It
 * depends on the entry points, exceptions, expressions, {@code operation} (for {@code Page} and the
 * publisher of pages) and the {@code internal} packages.
 */
package dev.singletable.runtime.scan;
