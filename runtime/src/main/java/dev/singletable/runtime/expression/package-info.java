/**
 * What conditions, filters and updates are built from: the typed attribute paths that generated
 * entities expose as constants ({@link dev.singletable.runtime.expression.AttributePath}, {@link
 * dev.singletable.runtime.expression.UpdatableAttribute}, list and set paths), the {@link
 * dev.singletable.runtime.expression.Condition}s they build, and the {@link
 * dev.singletable.runtime.expression.ExpressionBuilder} that renders them with name and value
 * placeholders. Users import it; it depends on the entry points, the exceptions and {@code
 * internal.codec} (for the size limits of values), never on operations or batches.
 */
package dev.singletable.runtime.expression;
