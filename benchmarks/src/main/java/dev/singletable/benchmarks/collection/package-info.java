/**
 * One page of a collection (a customer, its orders and its questions, seed 001) decoded through a
 * generated service against the same page decoded by hand-written code, both fed by a client that
 * answers every Query with the same canned response; and a collection on a global index that shares
 * its partitions with a larger collection, read from moto with and without the members'
 * sort-key prefix ({@code CollectionOnIndexBenchmark}).
 */
package dev.singletable.benchmarks.collection;
