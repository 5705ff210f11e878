/** Entities with indexes keyed by several typed attributes, and their tests. */
package dev.singletable.samples.indexes;
