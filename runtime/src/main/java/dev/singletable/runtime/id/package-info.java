/**
 * What applications do with the ids {@code @GeneratedId} components get: {@link
 * dev.singletable.runtime.id.Ulids} reads the time a ULID holds and writes the smallest and the
 * largest ULID of a millisecond, the bounds of a time range on a key that holds ULIDs. It depends on
 * {@code internal}, which draws the ids and writes their text, and on nothing else of the runtime.
 */
package dev.singletable.runtime.id;
