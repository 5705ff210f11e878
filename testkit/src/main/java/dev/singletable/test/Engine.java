package dev.singletable.test;

/** Where DynamoDB Local runs. */
public enum Engine {
  /** In the test JVM, reached without HTTP ({@code DynamoDBEmbedded.create(true)}). */
  EMBEDDED,
  /** An HTTP server on a free loopback port, so that the SDK's real HTTP path is exercised. */
  HTTP
}
