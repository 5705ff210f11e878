/**
 * Generated ids: ULIDs and version 7 UUIDs drawn per second, and what drawing one adds to the item
 * a create writes ({@code @GeneratedId}).
 */
package dev.singletable.benchmarks.ids;
