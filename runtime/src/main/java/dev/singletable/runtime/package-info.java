/**
 * The entry points of the singletable runtime: the {@link dev.singletable.runtime.Table} handle, the
 * {@link dev.singletable.runtime.EntitySchema} that generated entities implement, custom {@link
 * dev.singletable.runtime.AttributeCodec}s, the {@link dev.singletable.runtime.Backoff} of batches
 * and claims, table definitions ({@link dev.singletable.runtime.TableDefinitions}, {@link
 * dev.singletable.runtime.IndexDefinition}), and what observes a table's requests ({@link
 * dev.singletable.runtime.RequestListener}, its events, {@link
 * dev.singletable.runtime.LoggingRequestListener}). The rest of the runtime sits in subpackages that users
 * import ({@code exception}, {@code expression}, {@code operation}, {@code batch}, {@code stream}) or that only
 * generated code and the runtime itself call ({@code internal}, {@code internal.codec}, {@code
 * internal.key}). This package depends on the AWS SDK v2 DynamoDB client only and on none of its
 * subpackages, so that every other package may depend on it; the runtime never reflects on user
 * types and depends on neither the annotations nor the processor.
 */
package dev.singletable.runtime;
