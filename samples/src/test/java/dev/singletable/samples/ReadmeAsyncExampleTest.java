package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.test.DynamoDbLocal;
import dev.singletable.test.Engine;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/** The README's async example, run as written on the embedded engine's async client. */
class ReadmeAsyncExampleTest {

  @Test
  void readmeAsyncExampleDoesWhatItSays() {
    try (DynamoDbLocal engine = DynamoDbLocal.start(Engine.EMBEDDED)) {
      run(engine.asyncClient());
    }
  }

  private static void run(DynamoDbAsyncClient async) {
    async.createTable(TableDefinitions.createTableRequest("app-table-async", EventEntity.SCHEMA)).join();
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.parse("2024-04-30T09:15:10Z"));

    Table table = Table.of(async, "app-table-async");
    EventEntity events = EventEntity.of(table);

    CompletableFuture<Event> created = events.create(placed).executeAsync();
    assertEquals(placed, created.join());
    CompletableFuture<Optional<Event>> read = events.get("order", "1234", 1L).executeAsync();
    assertEquals(Optional.of(placed), read.join());
    CompletableFuture<Event> changed = events.update("order", "1234", 1L)
        .set(EventEntity.ACTOR, "u_bob").executeAsync();
    assertEquals("u_bob", changed.join().actor());
    CompletableFuture<List<Event>> history = events.query().primary("order", "1234").listAsync();
    assertEquals(1, history.join().size());
    Flow.Publisher<Page<Event>> pages = events.query().primary("order", "1234").limit(50).pages();
    assertEquals(1, collect(pages).size());
    CompletableFuture<EventsService.AggregateCollection> order =
        EventsService.of(table).aggregate("order", "1234").listAsync();
    assertEquals(1, order.join().events().size());

    CompletionException again = assertThrows(CompletionException.class, () -> events.create(placed).executeAsync().join());
    assertInstanceOf(ConditionFailedException.class, again.getCause(), "the same exception as the sync path");
    assertThrows(IllegalStateException.class, () -> events.get("order", "1234", 1L).execute(),
        "a table bound to an async client only has no sync terminals");
  }

  private static <T> List<T> collect(Flow.Publisher<T> publisher) {
    List<T> received = new ArrayList<>();
    CompletableFuture<Void> done = new CompletableFuture<>();
    publisher.subscribe(new Flow.Subscriber<T>() {
      private Flow.Subscription subscription;

      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        subscription.request(1);
      }

      @Override
      public void onNext(T item) {
        received.add(item);
        subscription.request(1);
      }

      @Override
      public void onError(Throwable throwable) {
        done.completeExceptionally(throwable);
      }

      @Override
      public void onComplete() {
        done.complete(null);
      }
    });
    done.join();
    return received;
  }
}
