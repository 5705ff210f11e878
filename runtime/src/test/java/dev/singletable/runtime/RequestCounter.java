package dev.singletable.runtime;

import dev.singletable.test.RequestLog;
import java.util.List;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/** An SDK interceptor that records every request the client is asked to send in a test kit {@link RequestLog}. */
final class RequestCounter implements ExecutionInterceptor {
  private final RequestLog log = new RequestLog();

  @Override
  public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
    log.record(context.request());
  }

  /** The requests so far, by class name ({@code TransactWriteItemsRequest}), in order. */
  List<String> requests() {
    return log.all().stream().map(request -> request.getClass().getSimpleName()).collect(Collectors.toUnmodifiableList());
  }

  /** The requests so far, as the SDK request objects. */
  RequestLog log() {
    return log;
  }
}
