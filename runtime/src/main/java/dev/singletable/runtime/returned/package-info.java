/**
 * What a write returns besides the record: {@link dev.singletable.runtime.returned.UpdatedAttributes}
 * holds the attributes an update changed, before or after it ({@code UPDATED_OLD}, {@code
 * UPDATED_NEW}), read back by the entity's typed attribute constants; {@link
 * dev.singletable.runtime.returned.WriteOutcome} and {@link dev.singletable.runtime.returned.DeleteOutcome}
 * say whether a conditional write was applied or rejected, with the item found. It depends on the
 * entry points, exceptions and expressions; {@code operation} depends on it.
 */
package dev.singletable.runtime.returned;
