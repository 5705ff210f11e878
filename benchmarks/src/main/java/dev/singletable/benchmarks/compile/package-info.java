/**
 * Processor cost: compile time of 200 entity records with and without the singletable processor.
 */
package dev.singletable.benchmarks.compile;
