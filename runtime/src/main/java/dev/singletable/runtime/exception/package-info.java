/**
 * The runtime's one small unchecked exception hierarchy, rooted at {@link
 * dev.singletable.runtime.exception.SingleTableException}: invalid values and items (with {@link
 * dev.singletable.runtime.exception.InvalidItem}, the report of an item a read skipped), items of
 * another entity or key, failed conditions and unique values, incomplete updates and cancelled
 * transactions. Applications catch these; every other runtime package may throw them. This package
 * depends only on the entry points ({@code dev.singletable.runtime}) and on {@code internal} for the
 * way messages print keys.
 */
package dev.singletable.runtime.exception;
