/**
 * Micrometer metrics of singletable's library calls and requests: {@link dev.singletable.micrometer.MicrometerRequestListener}, a
 * {@link dev.singletable.runtime.RequestListener} that records timers and counters per table, entity, operation,
 * index and outcome. Depends on the runtime and {@code micrometer-core} only; nothing depends on it.
 */
package dev.singletable.micrometer;
