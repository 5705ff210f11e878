/**
 * Internal: the items the library keeps for itself in a user's table, and how they are told from the
 * user's items. {@link dev.singletable.runtime.internal.reserved.ReservedItems} is the identity every
 * such item carries; {@link dev.singletable.runtime.internal.reserved.CheckpointStore} keeps the
 * checkpoints of stream readers and migrations, on a key of whatever type the table's key attributes
 * have, written only where nothing but such a checkpoint is. Public only so that the runtime's other
 * packages can call it; applications must not depend on it. It depends on the entry points, the
 * exceptions and the internal package.
 */
package dev.singletable.runtime.internal.reserved;
