/**
 * The query-step rules on the test kit's engine, on a library after ElectroDB's example: books and
 * their genres, read by the table's index under its own name and by author and title collections
 * that share their members.
 */
package dev.singletable.samples.querysteps;
