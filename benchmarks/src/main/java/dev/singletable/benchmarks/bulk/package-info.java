/** Bulk load of 10,000 items into DynamoDB Local over HTTP: batches against a loop of PutItem. */
package dev.singletable.benchmarks.bulk;
