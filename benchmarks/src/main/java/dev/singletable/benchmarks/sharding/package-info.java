/** Reading a write-sharded partition (twenty shards, merged) against one unsharded partition. */
package dev.singletable.benchmarks.sharding;
