/**
 * What a write returns besides the record: {@link dev.singletable.runtime.returned.UpdatedAttributes}
 * holds the attributes an update changed, before or after it ({@code UPDATED_OLD}, {@code
 * UPDATED_NEW}), read back by the entity's typed attribute constants. It depends on the entry
 * points, exceptions and expressions; {@code operation} depends on it.
 */
package dev.singletable.runtime.returned;
