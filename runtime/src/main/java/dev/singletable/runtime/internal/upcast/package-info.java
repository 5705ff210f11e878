/**
 * Internal: the rewrite of an item read at an earlier version as the entity's current version,
 * conditional on what was read, shared by the write-back of upcast reads and by migrations.
 * Generated code and the runtime may call it, applications must not depend on it. It depends on the
 * entry points, exceptions, expressions and the other {@code internal} packages, never on operations,
 * scans or migrations.
 */
package dev.singletable.runtime.internal.upcast;
