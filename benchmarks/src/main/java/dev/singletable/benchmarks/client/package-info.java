/**
 * Per-operation client overhead: get, put and query through the full SDK stack over an in-process
 * HTTP client that answers canned DynamoDB responses.
 */
package dev.singletable.benchmarks.client;
