/**
 * OpenTelemetry traces of singletable's library calls: {@link dev.singletable.opentelemetry.OpenTelemetryRequestListener},
 * a {@link dev.singletable.runtime.RequestListener} that makes a client span of each library call, its requests as
 * events and the AWS SDK's own spans as children, with the database and AWS DynamoDB attributes of OpenTelemetry's
 * semantic conventions and the entity and library operation. Depends on the runtime and {@code opentelemetry-api}
 * only; nothing depends on it.
 */
package dev.singletable.opentelemetry;
