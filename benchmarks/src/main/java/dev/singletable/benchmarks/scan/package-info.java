/** Scans of 10,000 items in DynamoDB Local over HTTP: parallel segments, one sequential scan, the Enhanced Client. */
package dev.singletable.benchmarks.scan;
