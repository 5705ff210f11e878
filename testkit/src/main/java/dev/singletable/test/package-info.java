/**
 * The test kit: a DynamoDB engine for JUnit 5 tests, reached over HTTP ({@link
 * dev.singletable.test.DynamoDbEngine}: a {@link dev.singletable.test.MotoServer} it starts, or an
 * endpoint the user names), a JUnit extension that creates fresh tables per test class or per test
 * ({@link dev.singletable.test.DynamoDbExtension}), clients that record every request they send
 * ({@link dev.singletable.test.RequestLog}) and fail chosen ones on demand ({@link
 * dev.singletable.test.Faults}, {@link dev.singletable.test.FaultyHttpClient}), and a clock tests set
 * by hand ({@link dev.singletable.test.TestClock}). It depends on the AWS SDK and JUnit only, so that
 * any module's tests can use it.
 */
package dev.singletable.test;
