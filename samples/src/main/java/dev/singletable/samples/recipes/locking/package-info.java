/**
 * The optimistic-locking recipe: a stock level with a {@code @Version}, changed by reading it,
 * changing it and writing it on condition that the version is still the one read, retried with
 * backoff when another writer wins ({@link dev.singletable.samples.recipes.locking.StockKeeper}).
 */
package dev.singletable.samples.recipes.locking;
