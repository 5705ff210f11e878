/**
 * Internal: the one write engine. A write is a {@link dev.singletable.runtime.internal.write.WritePlan}
 * (what to send, as data: the requests, the conditions they carry, what to make of the answer and of
 * a failure), run by {@link dev.singletable.runtime.internal.write.WriteExecutor} with the table's sync
 * or async client. Beside them: what an update holds and the request it becomes ({@link
 * dev.singletable.runtime.internal.write.UpdateChanges}), the operations of a transaction ({@link
 * dev.singletable.runtime.internal.write.TransactItems}, {@link
 * dev.singletable.runtime.internal.write.TransactOperation}), the conditions every write carries
 * ({@link dev.singletable.runtime.internal.write.WriteGuards}, {@link
 * dev.singletable.runtime.internal.write.Lifecycle}, {@link
 * dev.singletable.runtime.internal.write.WriteTokens}), and the one reading of what DynamoDB says when
 * a write fails ({@link dev.singletable.runtime.internal.write.WriteFailures}). Public only so that the
 * runtime's write operations can call it; applications must not depend on it. It depends on the entry
 * points, the exceptions, the expressions and the other internal packages only.
 */
package dev.singletable.runtime.internal.write;
