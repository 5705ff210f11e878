package dev.singletable.runtime.table;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Clients that pass every call on to a real engine's client and keep each request sent, in order:
 * the exact requests the library builds, for what DynamoDB Local refuses or does not describe.
 */
final class RecordingClients {
  private RecordingClients() {}

  static DynamoDbClient recording(DynamoDbClient engine, List<SdkRequest> sent) {
    return proxy(DynamoDbClient.class, engine, sent);
  }

  static DynamoDbAsyncClient recording(DynamoDbAsyncClient engine, List<SdkRequest> sent) {
    return proxy(DynamoDbAsyncClient.class, engine, sent);
  }

  private static <C> C proxy(Class<C> type, C engine, List<SdkRequest> sent) {
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
      if (args != null && args.length == 1 && args[0] instanceof SdkRequest request) {
        sent.add(request);
      }
      try {
        return method.invoke(args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
    }));
  }

  /** The requests of one type, in order. */
  static <R> List<R> of(List<SdkRequest> sent, Class<R> type) {
    return sent.stream().filter(type::isInstance).map(type::cast).toList();
  }
}
