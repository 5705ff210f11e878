/**
 * How cost grows: marshalling at 5, 20 and 50 attributes, and a query page at 10, 100 and 1,000
 * items, each against hand-written code and the Enhanced Client, so that the report can give the
 * cost per attribute and per item.
 */
package dev.singletable.benchmarks.scaling;
