package dev.singletable.benchmarks.client;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.zip.CRC32;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An in-process {@link SdkHttpClient} that answers DynamoDB requests with canned JSON responses, as
 * the service would: by the operation in {@code X-Amz-Target}, with the service's headers
 * (request id, content type, {@code x-amz-crc32}, which the SDK checks). Everything above it runs
 * for real: request marshalling to JSON, endpoint resolution, SigV4 signing, retries' bookkeeping,
 * response unmarshalling. Each request body is read to the end, as a network client would send it.
 * Thread-safe.
 */
public final class CannedDynamoDbHttpClient implements SdkHttpClient {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";

  private final Map<String, Canned> responses;
  private final AtomicLong requestBytes = new AtomicLong();

  /**
   * @param responses the JSON response body per operation name ({@code GetItem}, {@code PutItem},
   *     {@code Query}, ...)
   */
  public CannedDynamoDbHttpClient(Map<String, String> responses) {
    this.responses = Map.copyOf(responses.entrySet().stream()
        .collect(Collectors.toMap(Map.Entry::getKey, e -> new Canned(e.getValue()))));
  }

  /** The bytes of every request body read so far: proof that the SDK marshalled them. */
  public long requestBytes() {
    return requestBytes.get();
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    String target = request.httpRequest().firstMatchingHeader("X-Amz-Target")
        .orElseThrow(() -> new IllegalArgumentException("not a DynamoDB request: no X-Amz-Target"));
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    Canned canned = responses.get(operation);
    if (canned == null) {
      throw new IllegalArgumentException("no canned response for " + operation);
    }
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

  /** One response, built once: the headers the service sends and the body. */
  private static final class Canned {
    final byte[] body;
    final SdkHttpResponse response;

    Canned(String json) {
      body = json.getBytes(UTF_8);
      CRC32 crc = new CRC32();
      crc.update(body);
      response = SdkHttpResponse.builder()
          .statusCode(200)
          .putHeader("Content-Type", "application/x-amz-json-1.0")
          .putHeader("Content-Length", Integer.toString(body.length))
          .putHeader("x-amzn-RequestId", "CANNED0000000000000000000000000000000000000000000000000")
          .putHeader("x-amz-crc32", Long.toString(crc.getValue()))
          .build();
    }
  }
}
