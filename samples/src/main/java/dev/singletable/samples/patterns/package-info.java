/**
 * Seed 001's write sharding (a day's logs spread over four partitions, {@code 2020-10-19_1} to
 * {@code _4}, read back as one time-ordered stream) and seed 003's write-sharded votes (twenty
 * shards per contestant, counted at read time).
 */
package dev.singletable.samples.patterns;
