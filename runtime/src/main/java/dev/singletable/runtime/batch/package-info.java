/**
 * Batch reads and writes across entities ({@link dev.singletable.runtime.batch.BatchGet}, {@link
 * dev.singletable.runtime.batch.BatchWrite}): chunking, bounded retries of unprocessed items with a
 * {@link dev.singletable.runtime.Backoff}, their results, failures and statistics, and {@link
 * dev.singletable.runtime.batch.BatchWriteIncompleteException}, which lives here because it reports
 * in this package's types. Users and generated code import it; nothing else in the runtime depends on
 * it.
 */
package dev.singletable.runtime.batch;
