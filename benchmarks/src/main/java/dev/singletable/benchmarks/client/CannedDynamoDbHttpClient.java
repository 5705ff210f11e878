package dev.singletable.benchmarks.client;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;

/**
 * An in-process {@link SdkHttpClient} that answers DynamoDB requests with canned JSON responses
 * ({@link CannedResponses}: by the operation in {@code X-Amz-Target}, with the service's headers).
 * Everything above it runs for real: request marshalling to JSON, endpoint resolution, SigV4
 * signing, retries' bookkeeping, response unmarshalling. Each request body is read to the end, as a network client would send it.
 * Thread-safe.
 */
public final class CannedDynamoDbHttpClient implements SdkHttpClient {
  private final CannedResponses responses;
  private final AtomicLong requestBytes = new AtomicLong();

  /**
   * @param responses the JSON response body per operation name ({@code GetItem}, {@code PutItem},
   *     {@code Query}, ...)
   */
  public CannedDynamoDbHttpClient(Map<String, String> responses) {
    this.responses = new CannedResponses(responses);
  }

  /** The bytes of every request body read so far: proof that the SDK marshalled them. */
  public long requestBytes() {
    return requestBytes.get();
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    CannedResponses.Canned canned = responses.answer(request.httpRequest());
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        if (request.contentStreamProvider().isPresent()) {
          try (InputStream body = request.contentStreamProvider().get().newStream()) {
            requestBytes.addAndGet(body.transferTo(OutputStream.nullOutputStream()));
          }
        }
        return HttpExecuteResponse.builder()
            .response(canned.response)
            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(canned.body)))
            .build();
      }

      @Override
      public void abort() {
        // answered synchronously; nothing to abort
      }
    };
  }

  @Override
  public String clientName() {
    return "Canned";
  }

  @Override
  public void close() {
    // nothing held
  }
}
