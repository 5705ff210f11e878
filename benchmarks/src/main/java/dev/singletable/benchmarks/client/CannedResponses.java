package dev.singletable.benchmarks.client;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.util.Map;
import java.util.stream.Collectors;
import java.util.zip.CRC32;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * The canned DynamoDB responses that {@link CannedDynamoDbHttpClient} and {@link
 * CannedDynamoDbAsyncHttpClient} answer with, as the service would: chosen by the operation in
 * {@code X-Amz-Target}, with the service's headers (request id, content type, {@code x-amz-crc32},
 * which the SDK checks). Built once; immutable and thread-safe.
 */
final class CannedResponses {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";

  private final Map<String, Canned> responses;

  /**
   * @param responses the JSON response body per operation name ({@code GetItem}, {@code PutItem},
   *     {@code Query}, ...)
   */
  CannedResponses(Map<String, String> responses) {
    this.responses = Map.copyOf(responses.entrySet().stream()
        .collect(Collectors.toMap(Map.Entry::getKey, e -> new Canned(e.getValue()))));
  }

  /**
   * The response to a request.
   *
   * @throws IllegalArgumentException when the request is not a DynamoDB request or its operation has
   *     no canned response
   */
  Canned answer(SdkHttpRequest request) {
    String target = request.firstMatchingHeader("X-Amz-Target")
        .orElseThrow(() -> new IllegalArgumentException("not a DynamoDB request: no X-Amz-Target"));
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    Canned canned = responses.get(operation);
    if (canned == null) {
      throw new IllegalArgumentException("no canned response for " + operation);
    }
    return canned;
  }

  /** One response, built once: the headers the service sends and the body. */
  static final class Canned {
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
