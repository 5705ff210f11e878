package dev.singletable.benchmarks.client;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.http.async.AsyncExecuteRequest;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpResponseHandler;
import software.amazon.awssdk.http.async.SdkHttpContentPublisher;

/**
 * The async twin of {@link CannedDynamoDbHttpClient}: an in-process {@link SdkAsyncHttpClient} that
 * answers DynamoDB requests with the same canned JSON responses ({@link CannedResponses}). It
 * subscribes to each request body and reads it to the end, as a network client would send it, then
 * hands the response to the SDK through {@link SdkAsyncHttpResponseHandler#onHeaders} and {@link
 * SdkAsyncHttpResponseHandler#onStream} (one buffer, honouring the subscriber's demand).
 *
 * <p>All of it happens on the thread that calls {@link #execute}, as far as the SDK's body
 * publisher and response subscriber allow: there is no I/O to wait for, and no thread of its own
 * whose hand-offs would be measured. Thread-safe.
 */
public final class CannedDynamoDbAsyncHttpClient implements SdkAsyncHttpClient {
  private final CannedResponses responses;
  private final AtomicLong requestBytes = new AtomicLong();

  /**
   * @param responses the JSON response body per operation name ({@code GetItem}, {@code PutItem},
   *     {@code Query}, ...)
   */
  public CannedDynamoDbAsyncHttpClient(Map<String, String> responses) {
    this.responses = new CannedResponses(responses);
  }

  /** The bytes of every request body read so far: proof that the SDK marshalled them. */
  public long requestBytes() {
    return requestBytes.get();
  }

  @Override
  public CompletableFuture<Void> execute(AsyncExecuteRequest request) {
    SdkAsyncHttpResponseHandler handler = request.responseHandler();
    CannedResponses.Canned canned;
    try {
      canned = responses.answer(request.request());
    } catch (RuntimeException e) {
      handler.onError(e);
      return CompletableFuture.failedFuture(e);
    }
    CompletableFuture<Void> done = new CompletableFuture<>();
    SdkHttpContentPublisher body = request.requestContentPublisher();
    if (body == null) {
      respond(canned, handler, done);
    } else {
      body.subscribe(new BodyReader(canned, handler, done));
    }
    return done;
  }

  private static void respond(CannedResponses.Canned canned, SdkAsyncHttpResponseHandler handler,
      CompletableFuture<Void> done) {
    try {
      handler.onHeaders(canned.response);
      handler.onStream(new OneBuffer(canned.body, done));
    } catch (RuntimeException e) {
      handler.onError(e);
      done.completeExceptionally(e);
    }
  }

  @Override
  public String clientName() {
    return "CannedAsync";
  }

  @Override
  public void close() {
    // nothing held
  }

  /** Reads a request body to its end, then responds. */
  private final class BodyReader implements Subscriber<ByteBuffer> {
    private final CannedResponses.Canned canned;
    private final SdkAsyncHttpResponseHandler handler;
    private final CompletableFuture<Void> done;
    private long bytes;

    BodyReader(CannedResponses.Canned canned, SdkAsyncHttpResponseHandler handler, CompletableFuture<Void> done) {
      this.canned = canned;
      this.handler = handler;
      this.done = done;
    }

    @Override
    public void onSubscribe(Subscription subscription) {
      subscription.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(ByteBuffer buffer) {
      bytes += buffer.remaining();
    }

    @Override
    public void onError(Throwable failure) {
      handler.onError(failure);
      done.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
      requestBytes.addAndGet(bytes);
      respond(canned, handler, done);
    }
  }

  /**
   * The response body: one read-only buffer over the canned bytes, sent on the first demand;
   * completes {@code done} once the body has been delivered (or the subscriber cancelled).
   */
  private static final class OneBuffer implements Publisher<ByteBuffer> {
    private final byte[] body;
    private final CompletableFuture<Void> done;

    OneBuffer(byte[] body, CompletableFuture<Void> done) {
      this.body = body;
      this.done = done;
    }

    @Override
    public void subscribe(Subscriber<? super ByteBuffer> subscriber) {
      subscriber.onSubscribe(new Subscription() {
        private boolean finished;

        @Override
        public void request(long n) {
          if (finished) {
            return;
          }
          finished = true;
          if (n <= 0) {
            subscriber.onError(new IllegalArgumentException("demand must be positive (rule 3.9): " + n));
          } else {
            subscriber.onNext(ByteBuffer.wrap(body).asReadOnlyBuffer());
            subscriber.onComplete();
          }
          done.complete(null);
        }

        @Override
        public void cancel() {
          finished = true;
          done.complete(null);
        }
      });
    }
  }
}
