package dev.singletable.samples.async;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpResponseHandler;

/**
 * An {@link SdkAsyncHttpClient} in front of a real one that loses the response of chosen DynamoDB
 * requests after DynamoDB applied them, as a connection reset on the way back would, so that the
 * SDK's own retry policy resends them. Resets are queued per operation ({@code UpdateItem}, ...) and
 * each hits the next request of that operation. Thread-safe.
 */
final class ResetAfterAppliedAsyncHttpClient implements SdkAsyncHttpClient {
  private static final String TARGET_PREFIX = "DynamoDB_20120810.";

  private final SdkAsyncHttpClient delegate;
  private final Deque<String> resets = new ArrayDeque<>();

  ResetAfterAppliedAsyncHttpClient(SdkAsyncHttpClient delegate) {
    this.delegate = delegate;
  }

  /** Loses the response of the next request of {@code operation} that no queued reset hits yet. */
  synchronized ResetAfterAppliedAsyncHttpClient next(String operation) {
    resets.addLast(operation);
    return this;
  }

  /** Whether every queued reset has hit its request. */
  synchronized boolean spent() {
    return resets.isEmpty();
  }

  private synchronized boolean take(String operation) {
    return resets.remove(operation);
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    String target = request.request().firstMatchingHeader("X-Amz-Target").orElse("");
    String operation = target.startsWith(TARGET_PREFIX) ? target.substring(TARGET_PREFIX.length()) : target;
    if (!take(operation)) {
      return delegate.execute(request);
    }
    // Forwarded and applied; the response read to the end and dropped, then the connection resets.
    CompletableFuture<Void> drained = new CompletableFuture<>();
    AsyncExecuteRequest.Builder applied = AsyncExecuteRequest.builder()
        .request(request.request())
        .requestContentPublisher(request.requestContentPublisher())
        .responseHandler(new Dropping(drained))
        .fullDuplex(request.fullDuplex())
        .httpExecutionAttributes(request.httpExecutionAttributes());
    request.metricCollector().ifPresent(applied::metricCollector);
    delegate.execute(applied.build())
        .whenComplete((ignored, failure) -> {
          if (failure != null) {
            drained.completeExceptionally(failure);
          }
        });
    CompletableFuture<Void> result = new CompletableFuture<>();
    drained.whenComplete((ignored, failure) -> {
      IOException reset = new IOException("Connection reset");
      request.responseHandler().onError(reset);
      result.completeExceptionally(reset);
    });
    return result;
  }

  @Override
  public String clientName() {
    return "ResetAfterApplied";
  }

  @Override
  public void close() {
    delegate.close();
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
