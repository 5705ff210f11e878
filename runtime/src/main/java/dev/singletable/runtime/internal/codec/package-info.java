/**
 * Internal: what generated code calls to turn values into {@code AttributeValue}s and back ({@link
 * dev.singletable.runtime.internal.codec.Codecs}, {@link dev.singletable.runtime.internal.codec.Items})
 * and to stamp and check the identity of items ({@link
 * dev.singletable.runtime.internal.codec.Identity}), with DynamoDB's size and nesting limits and
 * query cursors. Codecs, items and limits refer to each other, so they share this package. Generated
 * code and the runtime may call it, applications must not depend on it. It depends on the entry
 * points and the exceptions only.
 */
package dev.singletable.runtime.internal.codec;
