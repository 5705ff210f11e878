/**
 * The one-to-many design: customers and their orders in one partition, and order logs joined to
 * their order through the overloaded index GSI1 (fields {@code PK}, {@code SK}, {@code GSI1PK},
 * {@code GSI1SK}).
 */
package dev.singletable.samples.shop;
