/**
 * Item operations (get, put, delete, update), queries with their {@link
 * dev.singletable.runtime.operation.Page}s, and transactions ({@link
 * dev.singletable.runtime.operation.TransactWrite}, {@link dev.singletable.runtime.operation.TransactGet}).
 * Transactions live here rather than beside the batches because a put, delete or update and a
 * transaction share their write guards, lifecycle attributes and unique-value claims, which stay
 * package-private here. Users and generated code import it; it depends on the entry points,
 * exceptions, expressions and the {@code internal} packages, never on {@code batch}.
 */
package dev.singletable.runtime.operation;
