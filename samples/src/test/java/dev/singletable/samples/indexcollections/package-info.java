/**
 * Behaviour of collections on global secondary indexes whose partitions they share with other
 * collections (ElectroDB's version-control example): a user's partition of {@code gsi1} holds what
 * the user owns (collection {@code owned}) and the user's comments (collection {@code
 * conversations}); a user's partition of {@code gsi2} holds the repositories the user starred and
 * the users the user follows, under sort keys that start with the user's name.
 */
package dev.singletable.samples.indexcollections;
