/**
 * Collections: one query of a partition that several entities share, on the table or on a global
 * secondary index ({@code @Pk(collection = ...)}, {@code @Gsi(collection = ...)}), its items handed
 * to the entity named in each item's identity attributes. Paging, limits counted in the members'
 * items, cursors, counting, sub-collections (the members under the leading sort-key components they
 * share) and the grouping into a generated typed result live here once, for the sync and async
 * terminals and the publishers alike. Generated services and users import it; it depends on the
 * entry points, exceptions, expressions, the {@code internal} packages and the publisher of {@code
 * operation} (so that a collection's pages are pulled on demand as an entity query's are), never on
 * {@code batch}.
 */
package dev.singletable.runtime.collection;
