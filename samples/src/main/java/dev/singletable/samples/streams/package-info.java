/**
 * Change data capture on the seeds' tables: the read models and derived tables that a stream
 * handler keeps in step with the writes, each a {@code ChangeHandler} of a service's typed changes
 * that runs the same under the runtime's {@code StreamReader} and under the Lambda adapter. Seed
 * 000 (AP7): an {@link dev.singletable.samples.streams.OrderSummary} read model projected from the
 * event log, and a snapshot written every N events so that replay reads only the events after it.
 * Seed 002: the Issue Attrib Index table kept in step with the issues' custom fields. Seed 003:
 * messages removed by time to live archived to a second table.
 */
package dev.singletable.samples.streams;
