/**
 * The immutable model of what the user declared: an {@link dev.singletable.processor.model.EntityModel}
 * per {@code @Entity} record, its key templates, indexes, attributes, lifecycle annotations and
 * collection and the types to marshal, and a
 * {@link dev.singletable.processor.model.ServiceModel} per service. Readers build it, checks read it
 * and report, writers turn it into source. It depends on nothing but JavaPoet's type names and the
 * opaque {@link dev.singletable.processor.model.Position}s that messages point at; it holds no logic
 * that needs the compiler.
 */
package dev.singletable.processor.model;
