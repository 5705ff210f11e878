/** Turns a JMH JSON result file into the tables of BENCHMARKS.md, with ratios and target verdicts. */
package dev.singletable.benchmarks.report;
