/**
 * What singletable refuses: {@link dev.singletable.processor.checks.EntityChecks} and {@link
 * dev.singletable.processor.checks.ServiceChecks} run one check class per concern (templates,
 * indexes, attributes, lifecycle, identity, names, projections, shards, capacity, evolution) over a
 * model and report each fault as a {@link dev.singletable.processor.diagnostics.Problem}. Depends on
 * the model and the diagnostics only; never on reading, the writers or the layout lock.
 */
package dev.singletable.processor.checks;
