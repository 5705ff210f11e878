/**
 * Internal: primary keys as callers give them and items hold them ({@link
 * dev.singletable.runtime.internal.Keys}, {@link dev.singletable.runtime.internal.PrimaryKey}), the
 * way messages print them, the retry bounds of a {@link dev.singletable.runtime.Backoff}, and the one
 * place requests are sent ({@link dev.singletable.runtime.internal.Dispatch}, which tells a table's
 * listeners through {@link dev.singletable.runtime.internal.Listeners}), and the ids of
 * {@code @GeneratedId} components ({@link dev.singletable.runtime.internal.Ids}) and the placeholders
 * of {@code @AbsentAs} components ({@link dev.singletable.runtime.internal.AbsentValues}). Public
 * only so that the runtime's other packages can call it; applications must not depend on it, it may
 * change in any release. It depends on the entry points only, so that the exceptions may use it.
 */
package dev.singletable.runtime.internal;
