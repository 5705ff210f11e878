/**
 * The multi-tenant keys recipe: tasks whose every partition key, the table's and the index's, starts
 * with the tenant id, and a {@link dev.singletable.samples.recipes.tenancy.TaskBoard} whose methods take
 * the tenant from the {@link dev.singletable.samples.recipes.tenancy.Caller}, never from a request.
 */
package dev.singletable.samples.recipes.tenancy;
