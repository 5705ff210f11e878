/**
 * The hierarchical data pattern of seed 001: sales of a country in one partition, with a composite
 * sort key {@code <city>#<store>#<year>-<month>-<day>} that queries narrow from the left (city,
 * store, year, month) or cut by range at any level; city targets share the partition.
 */
package dev.singletable.samples.sales;
