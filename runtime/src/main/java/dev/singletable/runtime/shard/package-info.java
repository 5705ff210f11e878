/**
 * Reading a write-sharded partition ({@code @Shard}) as one: {@link
 * dev.singletable.runtime.shard.ShardedQuery} runs one query per shard concurrently and merges them
 * in sort-key order behind one cursor. Users meet it through the generated {@code primaryShards(...)}.
 * It builds on the operations of {@code dev.singletable.runtime.operation}, which do not depend on it.
 */
package dev.singletable.runtime.shard;
