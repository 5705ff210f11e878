/**
 * The bases and factories of generated entity queries: the steps of a query narrowed component by
 * component, and the queries they end in. Not public API: only generated code extends and calls
 * these types, and they change without notice. Unlike the other internal packages, this one sits
 * above {@code operation}, whose query types its bases extend and make.
 */
package dev.singletable.runtime.internal.query;
