package dev.singletable.runtime;

import static dev.singletable.runtime.OrderSchema.ORDERS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.OrderSchema.Order;
import dev.singletable.runtime.exception.InvalidValueException;
import dev.singletable.runtime.internal.query.Queries;
import dev.singletable.runtime.operation.GetOperation;
import dev.singletable.runtime.operation.PutOperation;
import dev.singletable.runtime.operation.QueryOperation;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A listener that throws anything short of the JVM's own fatal errors, an {@link Error} or a checked
 * exception thrown sneakily included, changes neither what a write returns nor whether it is sent.
 */
class ListenerIsolationTest {
  private static final Instant PLACED = Instant.parse("2024-04-30T09:15:10Z");

  static Order order(int i) {
    return new Order("C1", i, "PLACED", PLACED.plusSeconds(i));
  }

  /** Where a listener throws, and what. */
  enum Point { REQUEST, RESPONSE, CAPACITY, CALL, ENTER, SCOPE_CLOSE, CALL_REQUEST, CALL_RESPONSE, END }

  static Stream<Named<Supplier<Throwable>>> throwables() {
    return Stream.of(
        Named.of("NoClassDefFoundError", () -> new NoClassDefFoundError("io/micrometer/core/instrument/Timer")),
        Named.of("sneaky IOException", () -> new IOException("disk full")),
        Named.of("AssertionError", () -> new AssertionError("listener assertion")),
        Named.of("StackOverflowError", StackOverflowError::new),
        Named.of("ExceptionInInitializerError", () -> new ExceptionInInitializerError("meter registry")));
  }

  /** Throws {@code throwable} at {@code point}, sneakily when it is checked. */
  static final class Throwing implements RequestListener {
    private final Point point;
    private final Supplier<Throwable> throwable;

    Throwing(Point point, Supplier<Throwable> throwable) {
      this.point = point;
      this.throwable = throwable;
    }

    void at(Point here) {
      if (here == point) {
        ListenerIsolationTest.<RuntimeException>sneak(throwable.get());
      }
    }

    @Override
    public boolean wantsConsumedCapacity() {
      at(Point.CAPACITY);
      return false;
    }

    @Override
    public void onRequest(RequestEvent request) {
      at(Point.REQUEST);
    }

    @Override
    public void onResponse(ResponseEvent response) {
      at(Point.RESPONSE);
    }

    @Override
    public CallListener onCall(CallEvent call) {
      at(Point.CALL);
      return new CallListener() {
        @Override
        public Scope enter() {
          at(Point.ENTER);
          return () -> at(Point.SCOPE_CLOSE);
        }

        @Override
        public void onRequest(RequestEvent request) {
          at(Point.CALL_REQUEST);
        }

        @Override
        public void onResponse(ResponseEvent response) {
          at(Point.CALL_RESPONSE);
        }

        @Override
        public void onEnd(CallEndEvent end) {
          at(Point.END);
        }
      };
    }
  }

  @SuppressWarnings("unchecked")
  private static <E extends Throwable> void sneak(Throwable throwable) throws E {
    throw (E) throwable;
  }

  static Stream<Arguments> cases() {
    return Stream.of(Point.values()).flatMap(point -> throwables()
        .map(throwable -> Arguments.of(point, throwable)));
  }

  @ParameterizedTest(name = "{1} at {0}")
  @MethodSource("cases")
  void aSyncCreateIsSentOnceAndReturnsWhateverTheListenerThrows(Point point, Supplier<Throwable> throwable) {
    Table table = LocalEngines.newTable(LocalEngines.http(), "isolated", ORDERS)
        .withListener(new Throwing(point, throwable));

    assertEquals(order(1), PutOperation.create(table, ORDERS, order(1)).execute());

    assertEquals(Optional.of(order(1)), GetOperation.of(table, ORDERS, ORDERS.keyOf(order(1))).execute());
    assertEquals(1, LocalEngines.count(table));
  }

  @ParameterizedTest(name = "{1} at {0}")
  @MethodSource("cases")
  void anAsyncCreateIsSentOnceAndCompletesWhateverTheListenerThrows(Point point, Supplier<Throwable> throwable)
      throws Exception {
    Table table = AsyncEngines.http().newTable("isolated", ORDERS).withListener(new Throwing(point, throwable));

    assertEquals(order(2), PutOperation.create(table, ORDERS, order(2)).executeAsync().get(30, TimeUnit.SECONDS));

    assertEquals(Optional.of(order(2)), GetOperation.of(table, ORDERS, ORDERS.keyOf(order(2))).execute());
    assertEquals(1, LocalEngines.count(table));
  }

  @Test
  void anOutOfMemoryErrorOfAListenerIsTheJvmsAndReachesTheCaller() {
    OutOfMemoryError fatal = new OutOfMemoryError("listener");
    Table table = LocalEngines.newTable(LocalEngines.http(), "isolated", ORDERS)
        .withListener(new Throwing(Point.REQUEST, () -> fatal));

    assertSame(fatal, assertThrows(OutOfMemoryError.class, () -> PutOperation.create(table, ORDERS, order(3)).execute()));
    assertEquals(0, LocalEngines.count(table));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("throwables")
  void aQueryThatSkipsAnUnreadableItemReturnsTheOthersWhateverTheListenerThrows(Supplier<Throwable> throwable)
      throws Exception {
    RequestListener throwing = new RequestListener() {
      @Override
      public void onInvalidItem(InvalidItemEvent invalid) {
        ListenerIsolationTest.<RuntimeException>sneak(throwable.get());
      }
    };
    Table table = AsyncEngines.http().newTable("isolated", ORDERS).withListener(throwing);
    PutOperation.put(table, ORDERS, order(1)).execute();
    PutOperation.put(table, ORDERS, order(2)).execute();
    table.client().updateItem(UpdateItemRequest.builder().tableName(table.name()).key(ORDERS.keyOf(order(2)))
        .updateExpression("SET orderNumber = :text")
        .expressionAttributeValues(Map.of(":text", AttributeValue.fromS("two"))).build());
    QueryOperation<Order> query = Queries.<Order, QueryOperation<Order>>of(table, ORDERS, null, "pk", "CUSTOMER#C1", "sk", null);

    assertEquals(List.of(order(1)), query.skipInvalid().list());
    assertEquals(List.of(order(1)), query.skipInvalid().listAsync().get(30, TimeUnit.SECONDS));
    assertThrows(InvalidValueException.class, () -> GetOperation.of(table, ORDERS, ORDERS.keyOf(order(2))).execute());
  }
}
