/**
 * The layout lock: {@link dev.singletable.processor.lock.LayoutLockCheck} holds every entity to the
 * storage layout its version recorded in the lock file ({@code -Asingletable.lock=<path>}) and adds
 * what is new; {@code LayoutLockWriter} states an entity's layout as the file's lines, and {@code
 * LayoutLockFile} reads the file strictly. Reads the model and reports through the diagnostics; only
 * the processor's entry point uses it.
 */
package dev.singletable.processor.lock;
