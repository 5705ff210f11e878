/**
 * The processor's vocabulary for what goes wrong: {@link dev.singletable.processor.diagnostics.Message}
 * holds every message with its stable id, {@link dev.singletable.processor.diagnostics.Problems}
 * collects the {@link dev.singletable.processor.diagnostics.Problem}s and warnings of one entity, each
 * at the model position it points at, and {@link dev.singletable.processor.diagnostics.Suggestions}
 * picks the name a message suggests in place of a misspelt one. Reading, the checks and the layout lock report here; the
 * processor prints. Depends on the model only.
 */
package dev.singletable.processor.diagnostics;
