package dev.singletable.processor.model.entity;

import dev.singletable.processor.model.Position;

/**
 * The collection an index's partitions belong to ({@code @Pk(collection)} or {@code
 * @Gsi(collection)}): entities of a service naming the same collection on the same index share its
 * partitions and are read together by one query.
 *
 * @param name the collection name, which names the generated service method
 * @param position the {@code collection} value
 * @param subCollection the sub-collection this index's sort keys belong to ({@code subCollection}),
 *     empty for none
 * @param subCollectionPosition the {@code subCollection} value, or the annotation when it is empty
 */
public record CollectionModel(String name, Position position, String subCollection, Position subCollectionPosition) {}
