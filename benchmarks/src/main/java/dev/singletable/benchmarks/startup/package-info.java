/**
 * Start-up: time, allocation and class loading from a fresh JVM to the first marshalled item, one
 * forked JVM per measurement.
 */
package dev.singletable.benchmarks.startup;
