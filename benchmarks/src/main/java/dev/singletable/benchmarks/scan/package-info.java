/** Scans of 10,000 items in moto over HTTP: parallel segments, one sequential scan, the Enhanced Client. */
package dev.singletable.benchmarks.scan;
