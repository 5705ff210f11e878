/**
 * The REST pagination recipe: a tenant's notes, listed a page at a time by a plain handler method
 * ({@link dev.singletable.samples.recipes.pagination.NotesHandler}) that takes the query parameters,
 * hands the library's cursor to the client and maps a cursor it refuses to a client error.
 */
package dev.singletable.samples.recipes.pagination;
