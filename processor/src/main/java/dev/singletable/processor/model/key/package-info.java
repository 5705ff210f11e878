/**
 * Key templates and keys: {@link dev.singletable.processor.model.key.KeyTemplate} and its parser
 * beside it, a {@link dev.singletable.processor.model.key.KeyModel} per key attribute of an index, and
 * the {@link dev.singletable.processor.model.key.KeyEncoding} a component renders with. Reads the
 * model's root and types.
 */
package dev.singletable.processor.model.key;
