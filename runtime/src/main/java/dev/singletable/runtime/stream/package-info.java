/**
 * Change data capture: a DynamoDB stream's records read as typed changes. {@link
 * dev.singletable.runtime.stream.ChangeRecord} is one stream record in a form independent of where
 * it came from (the streams API or a Lambda event); a generated service's {@code change(record)}
 * turns it into its sealed change type, each entity's change extending {@link
 * dev.singletable.runtime.stream.EntityChange} and anything else a {@link
 * dev.singletable.runtime.stream.UnrecognisedChange}. {@link dev.singletable.runtime.stream.StreamReader}
 * reads a table's stream shard by shard, parents before children, hands the changes to a handler in
 * order and checkpoints each shard in the table itself; delivery is at least once, and {@link
 * dev.singletable.runtime.stream.ProcessedSequences} lets a handler absorb what comes twice. This
 * package depends on the root package only (for {@link dev.singletable.runtime.Backoff} and {@link
 * dev.singletable.runtime.Table}); nothing in the runtime depends on it.
 */
package dev.singletable.runtime.stream;
