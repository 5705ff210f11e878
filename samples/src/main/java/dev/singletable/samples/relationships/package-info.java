/**
 * Seed 001's relationship patterns, each access pattern one request: a customer with its orders and
 * its questions in one partition (questions sort before the customer, orders after it), students and
 * sports as a many-to-many adjacency list whose GSI flips the keys, and a materialized graph of
 * students, classes, homes and teachers. Collections read the related items together.
 */
package dev.singletable.samples.relationships;
