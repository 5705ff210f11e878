/**
 * Typed changes from DynamoDB stream records: the stream reader's and the Lambda adapter's decoding
 * against hand-written decoding of the same records, captured once from moto.
 */
package dev.singletable.benchmarks.stream;
