/**
 * OpenTelemetry traces of singletable's requests: {@link dev.singletable.opentelemetry.OpenTelemetryRequestListener},
 * a {@link dev.singletable.runtime.RequestListener} that makes a client span of each request, with the database
 * and AWS DynamoDB attributes of OpenTelemetry's semantic conventions and the entity and library operation.
 * Depends on the runtime and {@code opentelemetry-api} only; nothing depends on it.
 */
package dev.singletable.opentelemetry;
