package dev.singletable.samples;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/** Keeps every request a table sends, of any kind, to assert what a piece of the application sent. */
public final class RequestRecorder implements RequestListener {
  private final List<DynamoDbRequest> sent = new ArrayList<>();

  @Override
  public synchronized void onRequest(RequestEvent request) {
    sent.add(request.request());
  }

  /** The requests sent since the last {@link #clear()}, in order. */
  public synchronized List<DynamoDbRequest> sent() {
    return List.copyOf(sent);
  }

  /** The requests of one kind sent since the last {@link #clear()}, in order. */
  public synchronized <R extends DynamoDbRequest> List<R> sent(Class<R> kind) {
    return sent.stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  /** Forgets the requests sent so far. */
  public synchronized void clear() {
    sent.clear();
  }
}
