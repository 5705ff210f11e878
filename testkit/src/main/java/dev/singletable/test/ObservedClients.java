package dev.singletable.test;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Clients in front of any DynamoDB or DynamoDB Streams client that record each request in a {@link
 * RequestLog} and then send it through {@link Faults}. Closing one does not close the client behind
 * it. The builder variants ({@code query(b -> ...)}) and the paginators go through the same path.
 */
public final class ObservedClients {
  private ObservedClients() {}

  /**
   * {@code client}, observed.
   *
   * @param client the client to observe
   * @param log the log that records every request
   * @param faults the faults applied to requests before they are sent
   * @return a client that records requests and applies faults, then calls {@code client}
   */
  public static DynamoDbClient sync(DynamoDbClient client, RequestLog log, Faults faults) {
    return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
        new Class<?>[] {DynamoDbClient.class}, new Handler(client, log, faults, false));
  }

  /**
   * {@code client}, observed; a fault completes the returned future exceptionally.
   *
   * @param client the client to observe
   * @param log the log that records every request
   * @param faults the faults applied to requests before they are sent
   * @return a client that records requests and applies faults, then calls {@code client}
   */
  public static DynamoDbAsyncClient async(DynamoDbAsyncClient client, RequestLog log, Faults faults) {
    return (DynamoDbAsyncClient) Proxy.newProxyInstance(DynamoDbAsyncClient.class.getClassLoader(),
        new Class<?>[] {DynamoDbAsyncClient.class}, new Handler(client, log, faults, true));
  }

  /**
   * {@code client}, a DynamoDB Streams client, observed: faults are queued by the streams API's
   * operation names ({@code GetRecords}, {@code GetShardIterator}, {@code DescribeStream}).
   *
   * @param client the client to observe
   * @param log the log that records every request
   * @param faults the faults applied to requests before they are sent
   * @return a client that records requests and applies faults, then calls {@code client}
   */
  public static DynamoDbStreamsClient streams(DynamoDbStreamsClient client, RequestLog log, Faults faults) {
    return (DynamoDbStreamsClient) Proxy.newProxyInstance(DynamoDbStreamsClient.class.getClassLoader(),
        new Class<?>[] {DynamoDbStreamsClient.class}, new Handler(client, log, faults, false));
  }

  /**
   * {@code client}, an async DynamoDB Streams client, observed; a fault completes the returned future exceptionally.
   *
   * @param client the client to observe
   * @param log the log that records every request
   * @param faults the faults applied to requests before they are sent
   * @return a client that records requests and applies faults, then calls {@code client}
   */
  public static DynamoDbStreamsAsyncClient streamsAsync(DynamoDbStreamsAsyncClient client, RequestLog log, Faults faults) {
    return (DynamoDbStreamsAsyncClient) Proxy.newProxyInstance(DynamoDbStreamsAsyncClient.class.getClassLoader(),
        new Class<?>[] {DynamoDbStreamsAsyncClient.class}, new Handler(client, log, faults, true));
  }

  private static final class Handler implements InvocationHandler {
    private final Object delegate;
    private final RequestLog log;
    private final Faults faults;
    private final boolean async;

    Handler(Object delegate, RequestLog log, Faults faults, boolean async) {
      this.delegate = delegate;
      this.log = log;
      this.faults = faults;
      this.async = async;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
      String name = method.getName();
      if (name.equals("close")) {
        return null;
      }
      boolean oneArgument = args != null && args.length == 1;
      // The interface builds the request (or the paginator) and calls this proxy again.
      if (method.isDefault() && oneArgument && (!(args[0] instanceof SdkRequest) || name.endsWith("Paginator"))) {
        return InvocationHandler.invokeDefault(proxy, method, args);
      }
      if (!oneArgument || !(args[0] instanceof SdkRequest)) {
        return call(method, args);
      }
      SdkRequest request = (SdkRequest) args[0];
      log.record(request);
      if (async) {
        return faults.applyAsync(request, () -> (CompletableFuture<SdkResponse>) unchecked(method, args));
      }
      return faults.apply(request, () -> (SdkResponse) unchecked(method, args));
    }

    private Object call(Method method, Object[] args) throws Throwable {
      try {
        return method.invoke(delegate, args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
    }

    private Object unchecked(Method method, Object[] args) {
      try {
        return method.invoke(delegate, args);
      } catch (InvocationTargetException e) {
        if (e.getCause() instanceof RuntimeException) {
          throw (RuntimeException) e.getCause();
        }
        if (e.getCause() instanceof Error) {
          throw (Error) e.getCause();
        }
        throw new IllegalStateException(e.getCause());
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
