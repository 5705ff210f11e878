package dev.singletable.processor.model;

/**
 * The collection an entity's partition belongs to ({@code @Pk(collection)}): entities of a service
 * naming the same collection share a partition and are read together by one query.
 *
 * @param name the collection name, which names the generated service method
 * @param position the {@code collection} value
 */
public record CollectionModel(String name, Position position) {}
