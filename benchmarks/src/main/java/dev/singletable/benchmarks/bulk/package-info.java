/** Bulk load of 10,000 items into moto over HTTP: batches against a loop of PutItem. */
package dev.singletable.benchmarks.bulk;
