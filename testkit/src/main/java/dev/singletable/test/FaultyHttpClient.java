package dev.singletable.test;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
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
 * hits the next request of that operation, the SDK's resends included. A request no queued fault
 * hits is {@linkplain #refusing refused} or {@linkplain #answering answered} here when the test says
 * so, and forwarded otherwise. Thread-safe.
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
  private final Map<String, UnaryOperator<String>> answers = new ConcurrentHashMap<>();
  private final Map<String, List<String>> bodies = new ConcurrentHashMap<>();
  private final List<Refusal> refusals = new CopyOnWriteArrayList<>();
  private final Map<String, UnaryOperator<String>> appliedAnswers = new ConcurrentHashMap<>();

  /**
   * @param delegate the client that reaches DynamoDB
   * @param slowness how long {@link Fault#SLOW_AFTER_APPLIED} holds a response: longer than the
   *     client's {@code apiCallAttemptTimeout}
   */
  public FaultyHttpClient(SdkHttpClient delegate, Duration slowness) {
    this.delegate = delegate;
    this.slowness = slowness;
  }

  /**
   * Queues a fault for the next request of {@code operation} that no queued fault hits yet.
   *
   * @param operation the DynamoDB operation name the fault applies to
   * @param fault the fault to apply
   * @return this client
   */
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
    return answering(operation, request -> body);
  }

  /**
   * Answers each request of {@code operation} that no queued fault hits here, with HTTP 200 and the
   * body {@code answer} gives for the request's JSON body, without forwarding it: {@link
   * #answering(String, String)} for an answer that depends on the request, such as the page a scan's
   * {@code ExclusiveStartKey} asks for.
   *
   * @param operation the operation, e.g. {@code Scan}
   * @param answer from the request's JSON body to DynamoDB's JSON answer
   * @return this client
   */
  public FaultyHttpClient answering(String operation, UnaryOperator<String> answer) {
    answers.put(operation, answer);
    return this;
  }

  /**
   * Answers each request of {@code operation} that no queued fault hits here, with HTTP 400 and
   * DynamoDB's error {@code type} and {@code message}, without forwarding it: for a request DynamoDB
   * documents refusing and the engine under test accepts (moto stores an empty index key, for one),
   * so that the exact request ({@link #sent}) and the library's handling of DynamoDB's refusal are
   * tested.
   *
   * @param operation the operation, e.g. {@code PutItem}
   * @param type the error type as DynamoDB names it, e.g. {@code ValidationException}
   * @param message DynamoDB's message
   * @return this client
   */
  public FaultyHttpClient refusing(String operation, String type, String message) {
    return refusing(operation, body -> true, 400, type, message);
  }

  /**
   * Forwards each request of {@code operation} that no queued fault hits, so that the engine applies
   * it, and answers with {@code answer} applied to the engine's JSON answer (HTTP 200 only; an error
   * is passed on as the engine gave it): for an answer whose content the engine under test computes
   * otherwise than DynamoDB documents (moto's consumed capacity, for one), so that the write is
   * applied for real and the library's handling of DynamoDB's documented answer is tested exactly.
   *
   * @param operation the operation, e.g. {@code PutItem}
   * @param answer from the engine's JSON answer to DynamoDB's
   * @return this client
   */
  public FaultyHttpClient answeringApplied(String operation, UnaryOperator<String> answer) {
    appliedAnswers.put(operation, answer);
    return this;
  }

  /**
   * Refuses each request of {@code operation} whose JSON body {@code request} accepts, and that no
   * queued fault hits, with an error as DynamoDB writes it (HTTP {@code status}, {@code type} in
   * {@code __type}, {@code message}), without forwarding it: for a refusal DynamoDB documents that the
   * engine under test does not make (moto adds a global secondary index without capacity to a
   * provisioned table, which DynamoDB refuses), so that the library's handling of it is tested on the
   * very request that earns it, every other request reaching the engine. Refusals are tried in the
   * order added, before {@link #answering}. The SDK retries a refusal it retries from DynamoDB (HTTP
   * 500, a throttling type), each resend refused again.
   *
   * <pre>{@code
   * http.refusing("UpdateTable", body -> body.contains("\"IndexName\":\"gsi2\""), 400, "ValidationException",
   *     "One or more parameter values were invalid: ProvisionedThroughput is not specified for index: gsi2");
   * }</pre>
   *
   * @param operation the operation, e.g. {@code UpdateTable}
   * @param request which requests of it are refused, given each one's JSON body as the SDK sent it
   * @param status the HTTP status, e.g. 400
   * @param type the error type DynamoDB names, e.g. {@code ValidationException}
   * @param message the error message
   * @return this client
   */
  public FaultyHttpClient refusing(String operation, Predicate<String> request, int status, String type,
      String message) {
    refusals.add(new Refusal(operation, request, status, type, message));
    return this;
  }

  /**
   * Whether every queued fault has hit its request.
   *
   * @return {@code true} when no queued fault is left
   */
  public synchronized boolean spent() {
    return faults.isEmpty();
  }

  /**
   * The JSON body of every request of {@code operation} this client was given, in order, whether it
   * was forwarded, failed or answered here: the exact requests the SDK sent, for a test that checks
   * a request against DynamoDB's documented answer to it.
   *
   * @param operation the operation, e.g. {@code TransactWriteItems}
   * @return the bodies, oldest first; empty when none was sent
   */
  public List<String> sent(String operation) {
    List<String> sent = bodies.get(operation);
    if (sent == null) {
      return List.of();
    }
    synchronized (sent) {
      return List.copyOf(sent);
    }
  }

  /**
   * How many requests reached DynamoDB.
   *
   * @return the number of requests passed on to DynamoDB
   */
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
    String sent = record(operation, request);
    Fault fault = take(operation);
    Refusal refusal = fault == null ? refusal(operation, sent) : null;
    if (refusal != null) {
      return failing(request, () -> error(refusal.status, refusal.type, refusal.message));
    }
    if (fault == null && answers.containsKey(operation)) {
      UnaryOperator<String> answer = answers.get(operation);
      return failing(request, () -> response(200, answer.apply(sent)));
    }
    if (fault == null && appliedAnswers.containsKey(operation)) {
      return rewritten(request, appliedAnswers.get(operation));
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

  /** The first refusal added for {@code operation} that accepts {@code body}, or null. */
  private Refusal refusal(String operation, String body) {
    for (Refusal refusal : refusals) {
      if (refusal.operation.equals(operation) && refusal.request.test(body)) {
        return refusal;
      }
    }
    return null;
  }

  /** Keeps the request's JSON body among those sent for {@code operation}, and returns it. */
  private String record(String operation, HttpExecuteRequest request) {
    String body = request.contentStreamProvider().map(provider -> {
      try (InputStream in = provider.newStream()) {
        return new String(in.readAllBytes(), UTF_8);
      } catch (IOException e) {
        return "";
      }
    }).orElse("");
    List<String> sent = bodies.computeIfAbsent(operation, key -> new ArrayList<>());
    synchronized (sent) {
      sent.add(body);
    }
    return body;
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

  /** The request sent and applied; a 200 answer's body replaced by {@code answer} of it. */
  private ExecutableHttpRequest rewritten(HttpExecuteRequest request, UnaryOperator<String> answer) {
    ExecutableHttpRequest real = counted(request);
    return new ExecutableHttpRequest() {
      @Override
      public HttpExecuteResponse call() throws IOException {
        HttpExecuteResponse response = real.call();
        if (response.httpResponse().statusCode() != 200 || response.responseBody().isEmpty()) {
          return response;
        }
        String body;
        try (InputStream in = response.responseBody().get()) {
          body = new String(in.readAllBytes(), UTF_8);
        }
        return FaultyHttpClient.response(200, answer.apply(body));
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
    return response(status, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + type + "\",\"message\":\""
        + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
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

  /** Requests of one operation refused here with one error. */
  private static final class Refusal {
    final String operation;
    final Predicate<String> request;
    final int status;
    final String type;
    final String message;

    Refusal(String operation, Predicate<String> request, int status, String type, String message) {
      this.operation = operation;
      this.request = request;
      this.status = status;
      this.type = type;
      this.message = message;
    }
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
