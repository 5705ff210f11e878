/**
 * The AWS Lambda side of change data capture: {@link dev.singletable.lambda.LambdaStreamRecords}
 * turns the records of a {@code DynamodbEvent} into the runtime's {@code ChangeRecord}s, and {@link
 * dev.singletable.lambda.StreamEventHandler} hands them, typed by a service's {@code change(record)},
 * to a handler and reports the first failure as a partial batch failure ({@code
 * StreamsEventResponse}), so that Lambda retries from that record only; {@link
 * dev.singletable.lambda.LambdaEvents} builds such events from records of the streams API, to
 * replay a stream through a Lambda handler in tests. Depends on the runtime and
 * on {@code aws-lambda-java-events}; nothing in the runtime depends on it.
 */
package dev.singletable.lambda;
