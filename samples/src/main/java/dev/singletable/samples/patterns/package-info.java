/**
 * Seed 001's write sharding (a day's logs spread over four partitions, {@code 2020-10-19_1} to
 * {@code _4}, read back as one time-ordered stream) and duplicated records (the settings as
 * {@code GLOBAL_SETTINGS_01} to {@code _03}, written together, read from a random copy), and
 * write-sharded votes stored one item per vote over twenty {@code @Shard} partitions, counted at
 * read time (seed 003's own layout, counters on shards 0 to 19, is in the building blocks).
 */
package dev.singletable.samples.patterns;
