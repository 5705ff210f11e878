/**
 * Collections: one query of a partition that several entities share, on the table or on a global
 * secondary index ({@code @Pk(collection = ...)}, {@code @Gsi(collection = ...)}), its items handed
 * to the entity named in each item's identity attributes. Paging, limits counted in the members'
 * items, cursors, counting and the grouping into a generated typed result live here once, for the
 * sync and async terminals alike. Generated services and users import it; it depends on the entry
 * points, exceptions, expressions and the {@code internal} packages, never on {@code operation} or
 * {@code batch}.
 */
package dev.singletable.runtime.collection;
