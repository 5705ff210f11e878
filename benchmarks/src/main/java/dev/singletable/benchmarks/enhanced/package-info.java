/**
 * The benchmark data in the AWS SDK Enhanced Client's flavours: beans ({@code TableSchema.fromBean}),
 * immutable classes with builders ({@code TableSchema.fromImmutableClass}) and hand-built {@code
 * StaticTableSchema}s. Each stores exactly the item the generated entity of {@code model} stores,
 * which {@code MarshallingEquivalenceTest} checks, so every benchmark compares the same work.
 */
package dev.singletable.benchmarks.enhanced;
