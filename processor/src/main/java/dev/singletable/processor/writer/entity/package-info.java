/**
 * {@link dev.singletable.processor.writer.entity.EntityWriter} writes {@code <Record>Entity} from the
 * item and query writers' parts, and its update DSL. Reads the other writer packages but the
 * service's, and the model.
 */
package dev.singletable.processor.writer.entity;
