/**
 * Seed 001's sparse index: only shipped orders carry the keys of index {@code SPARSE_SHIPPED}
 * (customer, ship date), so a customer's shipped orders, the last ten or those shipped after a date,
 * are one query of a small index.
 */
package dev.singletable.samples.shipping;
