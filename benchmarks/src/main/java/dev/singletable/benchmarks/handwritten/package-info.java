/**
 * The benchmark data marshalled by hand on the low-level {@code Map<String, AttributeValue>}, as a
 * careful person would write it without a mapper: the baseline the generated code is measured
 * against. It writes exactly the items the generated entities write, identity attributes included,
 * and checks the identity when reading.
 */
package dev.singletable.benchmarks.handwritten;
