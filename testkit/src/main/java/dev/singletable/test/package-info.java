/**
 * The test kit: DynamoDB Local for JUnit 5 tests, embedded in the test JVM or as an HTTP server on
 * a loopback port ({@link dev.singletable.test.DynamoDbLocal}), a JUnit extension that creates fresh
 * tables per test class or per test ({@link dev.singletable.test.DynamoDbLocalExtension}), clients
 * that record every request they send ({@link dev.singletable.test.RequestLog}) and fail chosen ones
 * on demand ({@link dev.singletable.test.Faults}, {@link dev.singletable.test.FaultyHttpClient}),
 * and a clock tests set by hand ({@link dev.singletable.test.TestClock}). It depends on the AWS SDK,
 * DynamoDB Local and JUnit only, so that any module's tests can use it.
 */
package dev.singletable.test;
