/**
 * One {@code @Entity}: {@link dev.singletable.processor.model.entity.EntityModel} with its indexes,
 * attributes, nested records, identity, lifecycle annotations, sharding, capacity, projections and
 * the earlier versions it reads. Reads the model's root, types and keys; never the services.
 */
package dev.singletable.processor.model.entity;
