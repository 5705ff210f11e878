package dev.singletable.runtime;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.singletable.test.DynamoDbEngine;
import dev.singletable.test.FaultyHttpClient.Fault;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpResponseHandler;
import software.amazon.awssdk.utils.AttributeMap;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The async counterpart of {@link FaultyHttpClient}: an {@link SdkAsyncHttpClient} in front of a
 * Netty one that fails chosen DynamoDB requests the ways a network and the service do, so that the
 * SDK's own retry policy resends them. Faults are queued per operation ({@code UpdateItem}, ...) and
 * each hits the next request of that operation, the SDK's resends included; a request no fault hits
 * may be {@linkplain #refusing refused} or {@linkplain #answering answered} here. Thread-safe.
 */
public final class FaultyAsyncHttpClient implements SdkAsyncHttpClient {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";
  /** How many requests {@link #recent} tells of. */
  private static final int RECENT = 12;

  private final SdkAsyncHttpClient delegate = NettyNioAsyncHttpClient.builder().build();
  private final Duration slowness;
  private final Deque<Queued> faults = new ArrayDeque<>();
  private final AtomicInteger forwarded = new AtomicInteger();
  private final java.util.Map<String, String> answers = new java.util.concurrent.ConcurrentHashMap<>();
  private final List<Refusal> refusals = new CopyOnWriteArrayList<>();
  /** What the last requests met, oldest first: at most {@link #RECENT} lines. */
  private final Deque<String> recent = new ArrayDeque<>();

  /**
   * @param slowness how long {@link Fault#SLOW_AFTER_APPLIED} holds a response: longer than the
   *     client's {@code apiCallAttemptTimeout}
   */
  public FaultyAsyncHttpClient(Duration slowness) {
    this.slowness = slowness;
  }

  /**
   * An async client of the engine at {@code endpoint} (moto's default account) through this HTTP
   * client, with the SDK's default retries and the given attempt timeout.
   */
  public DynamoDbAsyncClient client(URI endpoint, Duration attemptTimeout) {
    return DynamoDbAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
        .httpClient(this)
        .overrideConfiguration(ClientOverrideConfiguration.builder().apiCallAttemptTimeout(attemptTimeout).build())
        .build();
  }

  /**
   * An async client of {@code engine} (in its moto account, when it is an account view) through this
   * HTTP client, with the SDK's default retries and the given attempt timeout; closing it closes this
   * HTTP client.
   */
  public DynamoDbAsyncClient client(DynamoDbEngine engine, Duration attemptTimeout) {
    return engine.newAsyncClient(builder -> builder
        .httpClientBuilder(new Itself())
        .overrideConfiguration(configuration -> configuration.apiCallAttemptTimeout(attemptTimeout)));
  }

  /** Queues a fault for the next request of {@code operation} that no queued fault hits yet. */
  public synchronized FaultyAsyncHttpClient next(String operation, Fault fault) {
    faults.addLast(new Queued(operation, fault));
    return this;
  }

  /**
   * Answers each request of {@code operation} that no queued fault hits with HTTP 200 and {@code body},
   * as DynamoDB does, without forwarding it: for an answer the engine under test does not give as
   * DynamoDB does.
   */
  public FaultyAsyncHttpClient answering(String operation, String body) {
    answers.put(operation, body);
    return this;
  }

  /**
   * Refuses each request of {@code operation} whose JSON body {@code request} accepts, and that no
   * queued fault hits, with an error as DynamoDB writes it, without forwarding it: {@link
   * dev.singletable.test.FaultyHttpClient#refusing} for the async client.
   */
  public FaultyAsyncHttpClient refusing(String operation, Predicate<String> request, int status, String type,
      String message) {
    refusals.add(new Refusal(operation, request, status, type, message));
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

  /**
   * What the last few requests met, oldest first, one line each: the fault that hit it, or that it
   * was forwarded and how the engine's connection answered. For the message of a failed test.
   */
  public synchronized String recent() {
    return String.join("\n", recent);
  }

  private synchronized void met(String what) {
    if (recent.size() == RECENT) {
      recent.removeFirst();
    }
    recent.addLast(Thread.currentThread().getName() + ": " + what);
  }

  private synchronized Fault take(String operation) {
    for (Queued queued : faults) {
      if (queued.operation().equals(operation)) {
        faults.remove(queued);
        return queued.fault();
      }
    }
    return null;
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    String target = request.request().firstMatchingHeader("X-Amz-Target").orElse("");
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    Fault fault = take(operation);
    if (fault == null && refusals.stream().anyMatch(refusal -> refusal.operation().equals(operation))) {
      // The SDK's content publisher gives the whole body to each subscriber: read here, it is still sent whole.
      return body(request).thenCompose(body -> {
        for (Refusal refusal : refusals) {
          if (refusal.operation().equals(operation) && refusal.request().test(body)) {
            met(operation + " refused " + refusal.type());
            return answer(request, refusal.status(), refusal.type(), refusal.message());
          }
        }
        return unfaulted(operation, request);
      });
    }
    if (fault == null) {
      return unfaulted(operation, request);
    }
    met(operation + " " + fault);
    switch (fault) {
      case RESET_BEFORE_APPLIED:
        return reset(request);
      case THROTTLED:
        return answer(request, 400, "ThrottlingException", "Rate of requests exceeds the allowed throughput.");
      case INTERNAL_ERROR:
        return answer(request, 500, "InternalServerError", "Internal server error");
      case REPLICATED_WRITE_CONFLICT:
        return answer(request, 400, "ReplicatedWriteConflictException",
            "The write conflicts with a write replicated from another Region.");
      case CONTINUOUS_BACKUPS_UNAVAILABLE:
        return answer(request, 400, "ContinuousBackupsUnavailableException",
            "Backups are being enabled for the table. Please retry later.");
      case RESET_AFTER_APPLIED:
        return applied(request).handle((ignored, failure) -> null).thenCompose(drained -> reset(request));
      case SLOW_AFTER_APPLIED:
        // Held past the attempt timeout: the SDK gives the attempt up and resends while this waits.
        return applied(request).handle((ignored, failure) -> null)
            .thenComposeAsync(drained -> reset(request),
                CompletableFuture.delayedExecutor(slowness.toMillis(), TimeUnit.MILLISECONDS));
      default:
        throw new IllegalStateException("unknown fault " + fault);
    }
  }

  /** A request no fault hits: answered here when the test says so, else forwarded. */
  private CompletableFuture<Void> unfaulted(String operation, AsyncExecuteRequest request) {
    if (answers.containsKey(operation)) {
      return respond(request, 200, answers.get(operation));
    }
    forwarded.incrementAndGet();
    met(operation + " forwarded");
    return delegate.execute(request).whenComplete((ignored, failure) -> {
      if (failure != null) {
        met(operation + " forwarded, failed: " + failure);
      }
    });
  }

  /** The request's JSON body, read from its content publisher. */
  private static CompletableFuture<String> body(AsyncExecuteRequest request) {
    CompletableFuture<String> body = new CompletableFuture<>();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    request.requestContentPublisher().subscribe(new Subscriber<ByteBuffer>() {
      @Override
      public void onSubscribe(Subscription subscription) {
        subscription.request(Long.MAX_VALUE);
      }

      @Override
      public void onNext(ByteBuffer buffer) {
        byte[] chunk = new byte[buffer.remaining()];
        buffer.get(chunk);
        bytes.writeBytes(chunk);
      }

      @Override
      public void onError(Throwable failure) {
        body.completeExceptionally(failure);
      }

      @Override
      public void onComplete() {
        body.complete(bytes.toString(UTF_8));
      }
    });
    return body;
  }

  /** The request sent and applied; the future completes once its response was read to the end and dropped. */
  private CompletableFuture<Void> applied(AsyncExecuteRequest request) {
    forwarded.incrementAndGet();
    CompletableFuture<Void> drained = new CompletableFuture<>();
    AsyncExecuteRequest.Builder dropped = AsyncExecuteRequest.builder()
        .request(request.request())
        .requestContentPublisher(request.requestContentPublisher())
        .responseHandler(new Dropping(drained))
        .fullDuplex(request.fullDuplex())
        .httpExecutionAttributes(request.httpExecutionAttributes());
    request.metricCollector().ifPresent(dropped::metricCollector);
    delegate.execute(dropped.build()).whenComplete((ignored, failure) -> {
      if (failure != null) {
        met("applied, failed: " + failure);
        drained.completeExceptionally(failure);
      }
    });
    return drained;
  }

  /** The connection resets: the response handler and the returned future both fail. */
  private static CompletableFuture<Void> reset(AsyncExecuteRequest request) {
    IOException reset = new IOException("Connection reset");
    request.responseHandler().onError(reset);
    return CompletableFuture.failedFuture(reset);
  }

  /** An error response as DynamoDB writes it (JSON 1.0, the error type in {@code __type}), not forwarded. */
  private static CompletableFuture<Void> answer(AsyncExecuteRequest request, int status, String type, String message) {
    return respond(request, status, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + type + "\",\"message\":\""
        + message.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
  }

  /** A JSON 1.0 response with {@code status} and {@code json}, not forwarded. */
  private static CompletableFuture<Void> respond(AsyncExecuteRequest request, int status, String json) {
    byte[] body = json.getBytes(UTF_8);
    request.responseHandler().onHeaders(SdkHttpResponse.builder()
        .statusCode(status)
        .putHeader("Content-Type", "application/x-amz-json-1.0")
        .putHeader("Content-Length", Integer.toString(body.length))
        .putHeader("x-amzn-RequestId", "FAULT")
        .build());
    request.responseHandler().onStream(new Once(ByteBuffer.wrap(body)));
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public String clientName() {
    return "FaultyAsync";
  }

  @Override
  public void close() {
    delegate.close();
  }

  private record Queued(String operation, Fault fault) {}

  /**
   * Builds this client: what an engine's client builder, which sets its own HTTP client builder, is
   * given in its place (the SDK refuses an HTTP client and a builder both).
   */
  private final class Itself implements SdkAsyncHttpClient.Builder<Itself> {
    @Override
    public SdkAsyncHttpClient buildWithDefaults(AttributeMap defaults) {
      return FaultyAsyncHttpClient.this;
    }
  }

  /** Requests of one operation refused here with one error. */
  private record Refusal(String operation, Predicate<String> request, int status, String type, String message) {}

  /** A publisher of one buffer, on demand. */
  private static final class Once implements Publisher<ByteBuffer> {
    private final ByteBuffer buffer;

    Once(ByteBuffer buffer) {
      this.buffer = buffer;
    }

    @Override
    public void subscribe(Subscriber<? super ByteBuffer> subscriber) {
      AtomicBoolean done = new AtomicBoolean();
      subscriber.onSubscribe(new Subscription() {
        @Override
        public void request(long n) {
          if (n > 0 && done.compareAndSet(false, true)) {
            subscriber.onNext(buffer);
            subscriber.onComplete();
          }
        }

        @Override
        public void cancel() {
          done.set(true);
        }
      });
    }
  }

  /** Takes the whole response, headers and body, and passes none of it on. */
  private static final class Dropping implements SdkAsyncHttpResponseHandler {
    private final CompletableFuture<Void> drained;

    Dropping(CompletableFuture<Void> drained) {
      this.drained = drained;
    }

    @Override
    public void onHeaders(SdkHttpResponse headers) {}

    @Override
    public void onStream(Publisher<ByteBuffer> stream) {
      stream.subscribe(new Subscriber<ByteBuffer>() {
        @Override
        public void onSubscribe(Subscription subscription) {
          subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(ByteBuffer buffer) {}

        @Override
        public void onError(Throwable failure) {
          drained.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
          drained.complete(null);
        }
      });
    }

    @Override
    public void onError(Throwable failure) {
      drained.completeExceptionally(failure);
    }
  }
}
