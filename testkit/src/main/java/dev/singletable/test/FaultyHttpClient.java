package dev.singletable.test;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An {@link SdkHttpClient} in front of a real one that fails chosen DynamoDB requests the ways a
 * network and the service do, so that the SDK's own retry policy resends them: the database is
 * real, only the path to it breaks. Faults are queued per operation ({@code UpdateItem}, ...) and each
 * hits the next request of that operation, the SDK's resends included. Thread-safe.
 *
 * <pre>{@code
 * FaultyHttpClient faulty = new FaultyHttpClient(ApacheHttpClient.create(), Duration.ofSeconds(2))
 *     .next("UpdateItem", Fault.RESET_AFTER_APPLIED);
 * DynamoDbClient client = DynamoDbEngine.shared().newClient(builder -> builder.httpClient(faulty));
 * }</pre>
 */
public class FaultyHttpClient implements SdkHttpClient {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";

  /** What happens to one request. */
  public enum Fault {
    /** Forwarded and applied, then the response is lost: a connection reset on the way back. */
    RESET_AFTER_APPLIED,
    /** A connection reset before anything reaches DynamoDB. */
    RESET_BEFORE_APPLIED,
    /** Answered here with HTTP 400 {@code ThrottlingException}, not forwarded. */
    THROTTLED,
    /** Answered here with HTTP 500 {@code InternalServerError}, not forwarded. */
    INTERNAL_ERROR,
    /**
     * Answered here with HTTP 400 {@code ReplicatedWriteConflictException}, not forwarded: a write to
     * a multi-Region strongly consistent table that another Region's write to the same item beat,
     * which DynamoDB did not apply and the SDK retries.
     */
    REPLICATED_WRITE_CONFLICT,
    /**
     * Answered here with HTTP 400 {@code ContinuousBackupsUnavailableException}, not forwarded: what
     * DynamoDB answers to {@code UpdateContinuousBackups} while it is still enabling backups on a
     * table just created. The SDK does not retry it.
     */
    CONTINUOUS_BACKUPS_UNAVAILABLE,
    /** Forwarded and applied, then the response is held past the client's attempt timeout. */
    SLOW_AFTER_APPLIED
  }

  private final SdkHttpClient delegate;
  private final Duration slowness;
  private final Deque<Queued> faults = new ArrayDeque<>();
  private final AtomicInteger forwarded = new AtomicInteger();
  private final Map<String, String> answers = new ConcurrentHashMap<>();

  /**
   * @param delegate the client that reaches DynamoDB
   * @param slowness how long {@link Fault#SLOW_AFTER_APPLIED} holds a response: longer than the
   *     client's {@code apiCallAttemptTimeout}
   */
  public FaultyHttpClient(SdkHttpClient delegate, Duration slowness) {
    this.delegate = delegate;
    this.slowness = slowness;
  }

  /** Queues a fault for the next request of {@code operation} that no queued fault hits yet. */
  public synchronized FaultyHttpClient next(String operation, Fault fault) {
    faults.addLast(new Queued(operation, fault));
    return this;
  }

  /**
   * Answers each request of {@code operation} that no queued fault hits here, with HTTP 200 and
   * {@code body} as DynamoDB writes it, without forwarding it: for what the engine under test does not
   * serve as DynamoDB does (an operation it lacks, such as {@code SearchVectors} on moto, or an answer
   * it gives otherwise), so that the library's request and its handling of DynamoDB's documented
   * answer are tested exactly.
   *
   * @param operation the operation, e.g. {@code UpdateContinuousBackups}
   * @param body the JSON answer, e.g. {@code {"ContinuousBackupsDescription":{...}}}
   * @return this client
   */
  public FaultyHttpClient answering(String operation, String body) {
    answers.put(operation, body);
    return this;
  }

  /** Whether every queued fault has hit its request. */
  public synchronized boolean spent() {
    return faults.isEmpty();
  }

  /** How many requests reached DynamoDB. */
  public int forwarded() {
    return forwarded.get();
  }

  private synchronized Fault take(String operation) {
    for (Queued queued : faults) {
      if (queued.operation.equals(operation)) {
        faults.remove(queued);
        return queued.fault;
      }
    }
    return null;
  }

  @Override
  public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
    String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    Fault fault = take(operation);
    if (fault == null && answers.containsKey(operation)) {
      String body = answers.get(operation);
      return failing(request, () -> response(200, body));
    }
    if (fault == null) {
      return counted(request);
    }
    switch (fault) {
      case RESET_BEFORE_APPLIED:
        return failing(request, () -> {
          throw new IOException("Connection reset");
        });
      case THROTTLED:
        return failing(request, () -> error(400, "ThrottlingException", "Rate of requests exceeds the allowed throughput."));
      case INTERNAL_ERROR:
        return failing(request, () -> error(500, "InternalServerError", "Internal server error"));
      case REPLICATED_WRITE_CONFLICT:
        return failing(request, () -> error(400, "ReplicatedWriteConflictException",
            "The write conflicts with a write replicated from another Region."));
      case CONTINUOUS_BACKUPS_UNAVAILABLE:
        return failing(request, () -> error(400, "ContinuousBackupsUnavailableException",
            "Backups are being enabled for the table. Please retry later."));
      case RESET_AFTER_APPLIED:
        return applied(request, () -> {
          throw new IOException("Connection reset");
        });
      case SLOW_AFTER_APPLIED:
        return applied(request, () -> {
          try {
            Thread.sleep(slowness.toMillis());
          } catch (InterruptedException e) {
            // The SDK interrupts an attempt that outlives its timeout.
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("attempt timed out");
          }
          throw new IOException("response held past the attempt timeout");
        });
      default:
        throw new IllegalStateException("unknown fault " + fault);
    }
  }

  private ExecutableHttpRequest counted(HttpExecuteRequest request) {
    ExecutableHttpRequest real = delegate.prepareRequest(request);
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        forwarded.incrementAndGet();
        return real.call();
      }

      @Override
      public void abort() {
        real.abort();
      }
    };
  }

  /** The request sent and applied; its response read to the end and dropped, then {@code after} runs. */
  private ExecutableHttpRequest applied(HttpExecuteRequest request, Answer after) {
    ExecutableHttpRequest real = counted(request);
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        HttpExecuteResponse response = real.call();
        if (response.responseBody().isPresent()) {
          try (InputStream body = response.responseBody().get()) {
            body.transferTo(OutputStream.nullOutputStream());
          }
        }
        return after.answer();
      }

      @Override
      public void abort() {
        real.abort();
      }
    };
  }

  /** The request never sent: its body read as a network client would, then {@code answer} runs (a fault, or an answer given here). */
  private static ExecutableHttpRequest failing(HttpExecuteRequest request, Answer answer) {
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        if (request.contentStreamProvider().isPresent()) {
          try (InputStream body = request.contentStreamProvider().get().newStream()) {
            body.transferTo(OutputStream.nullOutputStream());
          }
        }
        return answer.answer();
      }

      @Override
      public void abort() {
        // nothing was sent
      }
    };
  }

  /** An error response as DynamoDB writes it (JSON 1.0, the error type in {@code __type}). */
  private static HttpExecuteResponse error(int status, String type, String message) {
    return response(status,
        "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + type + "\",\"message\":\"" + message + "\"}");
  }

  /** A JSON 1.0 response with {@code status} and {@code json}, answered here. */
  private static HttpExecuteResponse response(int status, String json) {
    byte[] body = json.getBytes(UTF_8);
    return HttpExecuteResponse.builder()
        .response(SdkHttpResponse.builder()
            .statusCode(status)
            .putHeader("Content-Type", "application/x-amz-json-1.0")
            .putHeader("Content-Length", Integer.toString(body.length))
            .putHeader("x-amzn-RequestId", "FAULT")
            .build())
        .responseBody(AbortableInputStream.create(new ByteArrayInputStream(body)))
        .build();
  }

  @Override
  public String clientName() {
    return "Faulty";
  }

  @Override
  public void close() {
    delegate.close();
  }

  private interface Answer {
    HttpExecuteResponse answer() throws IOException;
  }

  private static final class Queued {
    final String operation;
    final Fault fault;

    Queued(String operation, Fault fault) {
      this.operation = operation;
      this.fault = fault;
    }
  }
}
