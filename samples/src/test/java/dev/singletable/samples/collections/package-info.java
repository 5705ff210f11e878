/**
 * Behaviour of collection queries on the test kit's engine: a folder's partition holds the folder, its
 * files and notes (the collection) and memos of an entity outside it.
 */
package dev.singletable.samples.collections;
