/**
 * Seed 003's data modeling building blocks as they lay them out: the shopping cart's composite sort
 * key ({@code CART#ACTIVE#}, {@code CART#SAVED#}, {@code WISHLIST#}), the photo site's tenant
 * partitions and the deletion of all of one tenant's items, the device reports' sparse
 * {@code EscalatedTo} index queried for the last minutes, and votes written over twenty sharded
 * counters ({@code rand(0,19)}) and aggregated at read time.
 */
package dev.singletable.samples.buildingblocks;
