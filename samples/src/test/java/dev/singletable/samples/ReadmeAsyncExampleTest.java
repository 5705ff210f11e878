package dev.singletable.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.batch.BatchWriteResult;
import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.operation.Page;
import dev.singletable.samples.events.Event;
import dev.singletable.samples.events.EventEntity;
import dev.singletable.samples.events.EventsService;
import dev.singletable.test.DynamoDbExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The README's async example, run as written on the engine's async client (the README shows the
 * region between {@code // readme:} markers, see {@link ReadmeSnippets}).
 */
class ReadmeAsyncExampleTest {
  @RegisterExtension
  static final DynamoDbExtension HTTP = DynamoDbExtension.create()
      .table("readme-async", EventsService::createTableRequest).freshTablePerTest();

  static Stream<Named<DynamoDbExtension>> engines() {
    return Stream.of(Named.of("moto", HTTP));
  }

  @ParameterizedTest
  @MethodSource("engines")
  void readmeAsyncExampleDoesWhatItSays(DynamoDbExtension dynamo) {
    Event placed = new Event("order", "1234", 1, "OrderPlaced", "01HW1A",
        Map.of("total", new BigDecimal("45.5")), "u_alice", Instant.parse("2024-04-30T09:15:10Z"));
    // readme: async
    DynamoDbAsyncClient async = dynamo.asyncClient();   // readme shows: DynamoDbAsyncClient async = DynamoDbAsyncClient.create();
    Table table = Table.of(async, dynamo.tableName());  // readme shows: Table table = Table.of(async, "app-table");            // or Table.of(client, async, "app-table")
    EventEntity events = EventEntity.of(table);
    EventsService service = EventsService.of(table);
    List<Event> lines = new ArrayList<>();
    for (int seq = 2; seq <= 120; seq++) {
      lines.add(new Event("order", "1234", seq, "LineAdded", "L" + seq, Map.of(), "u_alice", Instant.now()));
    }

    CompletableFuture<Event> changed = events.create(placed).executeAsync()
        .thenCompose(created -> events.update("order", "1234", 1L)
            .set(EventEntity.ACTOR, "u_bob").executeAsync());       // the record as stored afterwards
    CompletableFuture<BatchWriteResult> loaded = changed
        .thenCompose(event -> service.batchWrite().putAll(EventEntity.SCHEMA, lines).executeAsync());
    loaded.join();                                                  // join only at the edge of the application
    assertEquals("u_bob", changed.join().actor());
    assertTrue(loaded.join().isComplete());

    CompletableFuture<List<Event>> history = events.query().primary("order", "1234").listAsync();   // 120 events
    CompletableFuture<Long> placedOrders = events.query().byType("OrderPlaced").countAsync();       // 1
    CompletableFuture<EventsService.AggregateCollection> order = service.aggregate("order", "1234").listAsync();
    assertEquals(120, history.join().size());
    assertEquals(1L, placedOrders.join());
    assertEquals(history.join(), order.join().events());

    CompletableFuture<String> outcome = events.create(placed).executeAsync()   // the item exists
        .handle((created, failure) -> failure == null ? "created" : failure.getClass().getSimpleName());
    outcome.join();                                    // "ConditionFailedException": the sync create's exception, unwrapped
    assertEquals("ConditionFailedException", outcome.join());
    assertInstanceOf(ConditionFailedException.class,
        assertThrows(CompletionException.class, () -> events.create(placed).executeAsync().join()).getCause());
    CompletableFuture<List<TransactionCanceledException.Reason>> reasons = service.transactWrite()
        .create(EventEntity.SCHEMA, placed).executeAsync()
        .handle((applied, failure) -> failure instanceof TransactionCanceledException e ? e.reasons() : List.of());
    reasons.join().get(0).code();                      // "ConditionalCheckFailed"
    assertEquals(TransactionCanceledException.CONDITIONAL_CHECK_FAILED, reasons.join().get(0).code());
    assertEquals(1, reasons.join().size());

    Flow.Publisher<Page<Event>> pages = events.query().primary("order", "1234").limit(50).pages();
    List<Event> received = new ArrayList<>();
    CompletableFuture<List<Event>> done = new CompletableFuture<>();
    pages.subscribe(new Flow.Subscriber<Page<Event>>() {
      private Flow.Subscription subscription;

      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        subscription.request(1);                       // the first Query is sent now
      }

      @Override
      public void onNext(Page<Event> page) {           // pages of 50, 50 and 20 events
        received.addAll(page.items());
        subscription.request(1);                       // the next Query is sent only now
      }

      @Override
      public void onError(Throwable failure) {
        done.completeExceptionally(failure);
      }

      @Override
      public void onComplete() {
        done.complete(received);
      }
    });
    // readme: end
    assertEquals(history.join(), done.join());
    assertEquals(3, dynamo.requests().of(QueryRequest.class).stream().filter(query -> Integer.valueOf(50).equals(query.limit())).count(),
        "120 events in pages of at most 50: 50, 50 and 20");
    assertEquals(history.join().get(0), events.get("order", "1234", 1L).execute().orElseThrow(),
        "a sync terminal on a table bound to an async client only waits for that client's answer");
  }
}
