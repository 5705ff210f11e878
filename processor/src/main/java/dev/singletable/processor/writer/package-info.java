/**
 * Turns a checked model into JavaPoet source. This package holds what every writer shares: the
 * runtime's type names, Java spelling of generated names, Javadoc helpers and the shape of a
 * generated class. The writers lie in the subpackages, each reading only those before it: {@code
 * item} (keys, codecs, paths and the schema of an entity's items), {@code query} (queries, scans and
 * projections), {@code entity} ({@code <Record>Entity} and its update DSL) and {@code service}
 * ({@code <Service>Service} and its Markdown description). Writers read the model only, never
 * {@code Element}s, and trust it: the checks have refused everything they could not write.
 */
package dev.singletable.processor.writer;
