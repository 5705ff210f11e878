package dev.singletable.runtime.table;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An {@link SdkHttpClient} in front of DynamoDB Local that answers {@code UpdateContinuousBackups}, which Local does
 * not implement, as Amazon DynamoDB does (HTTP 200, the continuous backups and point-in-time recovery enabled with the
 * request's period), and passes every other request on. It counts the requests it answered.
 */
final class BackupsAnsweringHttpClient implements SdkHttpClient {
  private static final String TARGET = "DynamoDB_20120810.UpdateContinuousBackups";

  private final SdkHttpClient engine;
  private final int days;
  private final AtomicInteger answered = new AtomicInteger();

  BackupsAnsweringHttpClient(SdkHttpClient engine, int days) {
    this.engine = engine;
    this.days = days;
  }

  int answered() {
    return answered.get();
  }

  /** The body of DynamoDB's answer to {@code UpdateContinuousBackups} with a recovery period of {@code days}. */
  static String answer(int days) {
    return "{\"ContinuousBackupsDescription\":{\"ContinuousBackupsStatus\":\"ENABLED\","
        + "\"PointInTimeRecoveryDescription\":{\"PointInTimeRecoveryStatus\":\"ENABLED\",\"RecoveryPeriodInDays\":"
        + days + ",\"EarliestRestorableDateTime\":1.764201E9,\"LatestRestorableDateTime\":1.764201E9}}}";
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    if (!request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("").equals(TARGET)) {
      return engine.prepareRequest(request);
    }
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws java.io.IOException {
        if (request.contentStreamProvider().isPresent()) {
          try (InputStream body = request.contentStreamProvider().get().newStream()) {
            body.transferTo(OutputStream.nullOutputStream());
          }
        }
        answered.incrementAndGet();
        byte[] body = answer(days).getBytes(UTF_8);
        return HttpExecuteResponse.builder()
            .response(SdkHttpResponse.builder().statusCode(200)
                .putHeader("Content-Type", "application/x-amz-json-1.0")
                .putHeader("Content-Length", Integer.toString(body.length))
                .putHeader("x-amzn-RequestId", "ANSWERED")
                .build())
            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body)))
            .build();
      }

      @Override
      public void abort() {
        // answered here, nothing in flight
      }
    };
  }

  @Override
  public String clientName() {
    return "BackupsAnswering";
  }

  @Override
  public void close() {
    engine.close();
  }
}
