package dev.singletable.test;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The embedded engine's async DynamoDB Streams client. DynamoDB Local 3.3.1's own ({@code
 * dynamoDbStreamsAsyncClient()}) fails every call with "object is not an instance of declaring
 * class", so this one sends each request with the embedded sync streams client on a thread of its
 * own and completes the future there, failing it with the very exception the sync client threw
 * (inside a {@link CompletionException}, as the SDK's async clients do).
 */
final class EmbeddedStreamsAsyncClient {
  private EmbeddedStreamsAsyncClient() {}

  static DynamoDbStreamsAsyncClient over(DynamoDbStreamsClient sync) {
    ExecutorService threads = Executors.newCachedThreadPool(task -> {
      Thread thread = new Thread(task, "embedded-streams-async");
      thread.setDaemon(true);
      return thread;
    });
    InvocationHandler handler = (proxy, method, args) -> {
      String name = method.getName();
      if (name.equals("close")) {
        threads.shutdown();
        return null;
      }
      if (name.equals("serviceName")) {
        return sync.serviceName();
      }
      boolean oneRequest = args != null && args.length == 1 && args[0] instanceof SdkRequest;
      if (method.isDefault() && !oneRequest) {
        // The interface builds the request from a consumer and calls this proxy again.
        return InvocationHandler.invokeDefault(proxy, method, args);
      }
      if (!oneRequest) {
        throw new UnsupportedOperationException(name + " on the embedded engine's async streams client");
      }
      Method target = DynamoDbStreamsClient.class.getMethod(name, method.getParameterTypes());
      return CompletableFuture.supplyAsync(() -> send(sync, target, args[0]), threads);
    };
    return (DynamoDbStreamsAsyncClient) Proxy.newProxyInstance(DynamoDbStreamsAsyncClient.class.getClassLoader(),
        new Class<?>[] {DynamoDbStreamsAsyncClient.class}, handler);
  }

  private static Object send(DynamoDbStreamsClient sync, Method target, Object request) {
    try {
      return target.invoke(sync, request);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new CompletionException(e.getCause());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }
}
