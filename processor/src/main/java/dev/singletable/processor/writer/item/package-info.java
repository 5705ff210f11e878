/**
 * What an entity's items are made of, as generated code: key builders and rendering ({@link
 * dev.singletable.processor.writer.item.KeyWriter}), the item codec and the codecs of attributes and
 * nested records, typed attribute paths, the entity's schema, and the readers of its earlier
 * versions. Reads the shared writer package and the model.
 */
package dev.singletable.processor.writer.item;
