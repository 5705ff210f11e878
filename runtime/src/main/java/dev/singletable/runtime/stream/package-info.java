/**
 * Change data capture: a DynamoDB stream's records read as typed changes. {@link
 * dev.singletable.runtime.stream.ChangeRecord} is one stream record in a form independent of where
 * it came from (the streams API or a Lambda event); a generated service's {@code change(record)}
 * turns it into its sealed change type, each entity's change extending {@link
 * dev.singletable.runtime.stream.EntityChange} and anything else a {@link
 * dev.singletable.runtime.stream.UnrecognisedChange}. {@link dev.singletable.runtime.stream.StreamReader}
 * reads a table's stream shard by shard, parents before children, hands the changes to a handler in
 * order and checkpoints each shard in the table itself; {@link
 * dev.singletable.runtime.stream.AsyncStreamReader} does the same on the async clients, both walking
 * one shared core, so either can read on from the other's checkpoints. Delivery is at least once, and
 * {@link dev.singletable.runtime.stream.ProcessedSequences} lets a handler absorb what comes twice.
 * This package depends on the root package (for {@link dev.singletable.runtime.Backoff} and {@link
 * dev.singletable.runtime.Table}) and on the runtime's internal one (whose {@code Dispatch} sends the
 * checkpoints' requests); nothing in the runtime depends on it.
 */
package dev.singletable.runtime.stream;
