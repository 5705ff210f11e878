/**
 * JMH benchmarks of singletable against its peers: the AWS SDK Enhanced Client ({@code fromBean},
 * {@code fromImmutableClass}, {@code StaticTableSchema}) and hand-written code on the low-level
 * {@code DynamoDbClient}. {@code model} holds the entities, {@code enhanced} and {@code handwritten}
 * the same data in the peers' flavours; each other package is one benchmark. Nothing here is part of
 * the library; BENCHMARKS.md says how to run it and what it found.
 */
package dev.singletable.benchmarks;
