/**
 * Marshalling throughput (and, with {@code -prof gc}, allocation per item) of the small, medium and
 * nested items in every flavour. One class per item, one method per flavour and direction, so each
 * call site sees one type.
 */
package dev.singletable.benchmarks.marshalling;
