/**
 * Internal: the key codec. {@link dev.singletable.runtime.internal.key.KeyTemplate} is the face
 * generated code calls to render and decode key templates such as {@code ORDER#${orderId}}; beside
 * it, package-private, {@code KeyTemplateParser} reads templates, {@code ComponentEncoders} and
 * {@code ComponentFormats} write (and read back) the text of each component, {@code KeyRenderer}
 * joins components into keys within DynamoDB's size limits and {@code KeyEscaping} escapes text
 * components and splits keys back into them. {@link dev.singletable.runtime.internal.key.StoredKeys}
 * reads keys back from items, {@link dev.singletable.runtime.internal.key.IndexKeys} recomputes
 * index keys on updates ({@link dev.singletable.runtime.internal.key.IndexUpdates} decides which, as
 * {@link dev.singletable.runtime.internal.key.UpdateAction}s, the changes an update expression is
 * rendered from), and {@link dev.singletable.runtime.internal.key.SortKeyPrefix} turns fixed
 * sort-key components into {@link dev.singletable.runtime.internal.key.SortKeyCondition}s. Generated
 * code and the runtime may call it, applications must not depend on it. It depends on the entry
 * points, exceptions, expressions, {@code internal} and {@code internal.codec}, never on operations
 * or batches.
 */
package dev.singletable.runtime.internal.key;
