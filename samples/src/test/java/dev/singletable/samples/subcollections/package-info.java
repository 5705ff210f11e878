/**
 * Behaviour of sub-collections on the test kit's engine: a workspace's partition holds the workspace, its
 * projects with their tasks (sub-collection {@code project}) and comments on projects, which are of
 * the collection but not of the sub-collection although their sort keys start alike.
 */
package dev.singletable.samples.subcollections;
