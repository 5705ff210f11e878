/**
 * The benchmark data marshalled by hand on the low-level {@code Map<String, AttributeValue>}, as a
 * careful person would write it without a mapper: the baseline the generated code is measured
 * against. It writes exactly the items the generated entities write, identity attributes included,
 * and checks the identity when reading. It makes attribute values with the SDK's {@code createS},
 * {@code createN}, ... factories, as the generated code does, rather than the builder-backed {@code
 * fromS}, {@code fromN}, ... ({@code AttributeValueBenchmark} measures the difference), so that the
 * comparison is of the mapping, not of the factory.
 */
package dev.singletable.benchmarks.handwritten;
