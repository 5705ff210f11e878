/**
 * Seed 001's patterns based on modification constraints, as one application ({@link
 * dev.singletable.samples.modifications.ModificationsApp}): an auto-incrementing number, likes
 * counted in the same transaction that writes them, a job queue bounded by a condition, documents
 * editable only by their editors (a condition on the same item, and one across items in a
 * transaction), idempotent set changes and a version history committed by moving a pointer.
 */
package dev.singletable.samples.modifications;
