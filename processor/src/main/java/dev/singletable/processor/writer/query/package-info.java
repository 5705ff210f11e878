/**
 * The read side of an entity class: the query DSL per index ({@link
 * dev.singletable.processor.writer.query.QueryWriter}), queries of attribute-keyed and sharded
 * indexes, scans, and projections. Reads the item writers, the shared writer package and the model.
 */
package dev.singletable.processor.writer.query;
