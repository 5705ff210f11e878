/**
 * The benchmark data as singletable entities: a small item ({@link
 * dev.singletable.benchmarks.model.Profile}), a medium one ({@link
 * dev.singletable.benchmarks.model.Order}) and a nested one ({@link
 * dev.singletable.benchmarks.model.Shipment}). The processor generates their {@code *Entity}
 * classes; every other flavour of the same data (beans, immutables, hand-written code) is written
 * to store exactly the items these store.
 */
package dev.singletable.benchmarks.model;
