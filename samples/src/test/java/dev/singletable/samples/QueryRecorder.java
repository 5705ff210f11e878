package dev.singletable.samples;

import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Keeps every Query request a table sends, to assert how many a read took and what they asked. */
public final class QueryRecorder implements RequestListener {
  private final List<QueryRequest> sent = new ArrayList<>();

  @Override
  public synchronized void onRequest(RequestEvent request) {
    if (request.request() instanceof QueryRequest query) {
      sent.add(query);
    }
  }

  /** The requests sent since the last {@link #clear()}. */
  public synchronized List<QueryRequest> sent() {
    return List.copyOf(sent);
  }

  /** The only request sent since the last {@link #clear()}; fails when there were more or none. */
  public synchronized QueryRequest single() {
    if (sent.size() != 1) {
      throw new AssertionError("expected one Query, sent " + sent.size() + ": " + sent);
    }
    return sent.get(0);
  }

  /** Forgets the requests sent so far. */
  public synchronized void clear() {
    sent.clear();
  }
}
