package dev.singletable.runtime.batch;

/**
 * What a batch cost: how many requests it sent and how much of it had to be sent again. For logs,
 * metrics and tests; a batch that needed no retry has {@code throttledRequests == 0} and {@code
 * resentOperations == 0}.
 *
 * @param requests the BatchWriteItem or BatchGetItem requests sent, throttled ones included
 * @param throttledRequests the requests DynamoDB refused as throttled
 * @param resentOperations how many times an operation was sent again after being left unprocessed
 *     or throttled
 */
public record BatchStats(int requests, int throttledRequests, int resentOperations) {}
