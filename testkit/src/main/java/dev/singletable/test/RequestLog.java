package dev.singletable.test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The requests a test's clients were asked to send, in order, as the SDK request objects, so that a
 * test can assert "one Query on gsi1 with no filter":
 *
 * <pre>{@code
 * List<QueryRequest> queries = dynamo.requests().of(QueryRequest.class);
 * assertEquals(1, queries.size());
 * assertEquals("gsi1", queries.get(0).indexName());
 * assertNull(queries.get(0).filterExpression());
 * }</pre>
 *
 * A request is recorded before any fault of {@link Faults} applies to it. Thread-safe.
 */
public final class RequestLog {
  private final List<SdkRequest> requests = new ArrayList<>();

  /**
   * Records {@code request}.
   *
   * @param request the request sent
   */
  public synchronized void record(SdkRequest request) {
    requests.add(request);
  }

  /**
   * Every request so far, in order.
   *
   * @return the requests recorded, oldest first
   */
  public synchronized List<SdkRequest> all() {
    return List.copyOf(requests);
  }

  /**
   * The requests of one type so far ({@code QueryRequest.class}), in order.
   *
   * @param <T> the request type
   * @param type the class of the requests wanted
   * @return the recorded requests of {@code type}, oldest first
   */
  public synchronized <T extends SdkRequest> List<T> of(Class<T> type) {
    return requests.stream().filter(type::isInstance).map(type::cast).collect(Collectors.toUnmodifiableList());
  }

  /**
   * The queries so far on {@code index} ({@code null}: on the table itself).
   *
   * @param index the index name, or {@code null} for the table
   * @return the recorded queries on {@code index}, oldest first
   */
  public List<QueryRequest> queriesOn(String index) {
    return of(QueryRequest.class).stream()
        .filter(query -> index == null ? query.indexName() == null : index.equals(query.indexName()))
        .collect(Collectors.toUnmodifiableList());
  }

  /**
   * The operations so far, by DynamoDB's names ({@code Query}, {@code TransactWriteItems}), in order.
   *
   * @return the operation names of the recorded requests, oldest first
   */
  public synchronized List<String> operations() {
    return requests.stream().map(RequestLog::operation).collect(Collectors.toUnmodifiableList());
  }

  /** Forgets every request recorded so far. */
  public synchronized void clear() {
    requests.clear();
  }

  /** DynamoDB's name of the operation {@code request} asks for: {@code QueryRequest} is {@code Query}. */
  static String operation(SdkRequest request) {
    String name = request.getClass().getSimpleName();
    return name.endsWith("Request") ? name.substring(0, name.length() - "Request".length()) : name;
  }

  @Override
  public synchronized String toString() {
    return operations().toString();
  }
}
