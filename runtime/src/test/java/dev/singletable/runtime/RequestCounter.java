package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** An SDK interceptor that records the name of every request the client is asked to send. */
final class RequestCounter implements ExecutionInterceptor {
  private final List<String> requests = new ArrayList<>();

  @Override
  public synchronized void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    requests.add(context.request().getClass().getSimpleName());
  }

  /** The requests so far, by class name ({@code TransactWriteItemsRequest}), in order. */
  synchronized List<String> requests() {
    return List.copyOf(requests);
  }
}
