/**
 * What singletable refuses, and how it says so. {@link dev.singletable.processor.checks.Message}
 * holds every message with its stable id; the checks read the model and collect {@link
 * dev.singletable.processor.checks.Problem}s, which the processor prints at their positions. Depends
 * on the model only; readers use {@link dev.singletable.processor.checks.Problems} for the few faults
 * that leave nothing to model.
 */
package dev.singletable.processor.checks;
