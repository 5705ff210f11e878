/**
 * Internal: the one read engine. A read is a {@link dev.singletable.runtime.internal.read.PageSource}
 * (how to fetch one DynamoDB page from a start key, and how to decode one item); {@link
 * dev.singletable.runtime.internal.read.Pager} decides how many pages to fetch and when to stop, and
 * runs the walk as a lazy iterator, one page, a list, or their async twins. Public only so that the
 * runtime's read packages can call it; applications must not depend on it. It depends on the entry
 * points, the exceptions and the other internal packages only.
 */
package dev.singletable.runtime.internal.read;
