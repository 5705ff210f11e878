package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.Backoff;
import dev.singletable.runtime.Table;
import dev.singletable.runtime.TableDefinitions;
import dev.singletable.runtime.batch.BatchWrite;
import dev.singletable.samples.notes.Note;
import dev.singletable.samples.notes.NoteEntity;
import dev.singletable.test.DynamoDbEngine;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Cancelling an async call against a slow server: the caller's future fails at once, and the
 * library sends no further page, round or retry of its own, whether the call was waiting for a page
 * in flight or in the library's back-off. A request already handed to the SDK is the SDK's: it
 * finishes it regardless (a test pins that down). The server is a loopback
 * endpoint in front of the engine that holds or answers the requests a test
 * chooses ({@link SlowLoopbackServer}); what it received is the evidence.
 */
class AsyncCancellationTest {
  private static final AtomicInteger TABLES = new AtomicInteger();
  /** Longer than any test waits: a page held this long is still in flight when the test ends. */
  private static final Duration HELD = Duration.ofSeconds(60);
  /** The library's pause before a retry: long enough to cancel inside it. */
  private static final Duration PAUSE = Duration.ofSeconds(1);
  /** How long to watch for a request that must not come: past every pause. */
  private static final Duration QUIET = PAUSE.plusSeconds(1);

  /** Jitter that always pauses the longest: the back-off is {@link #PAUSE} exactly. */
  private static final RandomGenerator ALWAYS_THE_CEILING = new RandomGenerator() {
    @Override
    public long nextLong() {
      return Long.MAX_VALUE;
    }

    @Override
    public long nextLong(long bound) {
      return bound - 1;
    }
  };

  private final DynamoDbEngine engine = DynamoDbEngine.shared();
  private SlowLoopbackServer server;
  private DynamoDbAsyncClient slowClient;
  private Table table;

  @BeforeEach
  void throughASlowServer() {
    server = SlowLoopbackServer.inFrontOf(engine.endpoint().orElseThrow());
    slowClient = engine.newAsyncClient(builder -> builder
        .endpointOverride(server.endpoint())
        .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder()
            .maxAttempts(3)
            .backoffStrategy(BackoffStrategy.fixedDelay(PAUSE))
            .throttlingBackoffStrategy(BackoffStrategy.fixedDelay(PAUSE))
            .build())));
    String name = "cancel-" + TABLES.incrementAndGet();
    engine.client().createTable(TableDefinitions.createTableRequest(name, NoteEntity.SCHEMA));
    // Seeded and checked with the engine's own sync client; the async terminals go through the slow server.
    table = Table.of(engine.client(), slowClient, name);
  }

  @AfterEach
  void close() throws IOException {
    slowClient.close();
    server.close();
  }

  private NoteEntity notes() {
    return NoteEntity.of(table);
  }

  private void seed(int count) {
    List<Note> all = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      all.add(new Note("C1", String.format("%03d", i), "OPEN", null, null, "note " + i));
    }
    BatchWrite.of(Table.of(engine.client(), table.name())).putAll(NoteEntity.SCHEMA, all).execute();
  }

  /** Waits {@link #QUIET} and asserts the server received exactly {@code expected} in that time and before. */
  private void assertNothingMoreThan(List<String> expected) throws InterruptedException {
    Thread.sleep(QUIET.toMillis());
    assertEquals(expected, server.received());
  }

  /**
   * The SDK (2.54, on Netty) finishes a request whose future was cancelled: its signing stage
   * composes futures without passing a cancellation on, so the connection stays open and the engine
   * applies the write. Cancelling is not undoing: the caller's future fails at once and the library
   * sends nothing more, but the item may still be written. Should an SDK release abort the request,
   * this test fails, and the README's section on cancellation changes with it.
   */
  @Test
  void aPutCancelledInFlightFailsAtOnceButTheSdkStillFinishesIt() throws Exception {
    server.hold("PutItem", PAUSE);
    CompletableFuture<?> put = notes().put(new Note("C1", "001", "OPEN", null, null, "written")).executeAsync();
    assertTrue(server.awaitReceived("PutItem", 1, Duration.ofSeconds(10)));

    assertTrue(put.cancel(true));

    assertThrows(CancellationException.class, put::join);
    assertNothingMoreThan(List.of("PutItem"));
    assertEquals(List.of(), server.abandoned(), "the SDK kept the connection of the cancelled request open");
    assertTrue(NoteEntity.of(Table.of(engine.client(), table.name())).get("C1", "001").execute().isPresent(),
        "the cancelled put reached the engine after all");
  }

  /**
   * Cancelling a future derived from a terminal's ({@code thenApply}) cancels the terminal: its own
   * future fails at once, while its one request is still held in flight, rather than waiting for the
   * answer.
   */
  @Test
  void cancellingAFutureDerivedFromAGetFailsTheGetAtOnce() throws Exception {
    assertCancellingADerivedFutureFailsTheTerminalAtOnce("GetItem", () -> notes().get("C1", "001").executeAsync());
  }

  @Test
  void cancellingAFutureDerivedFromAPutFailsThePutAtOnce() throws Exception {
    assertCancellingADerivedFutureFailsTheTerminalAtOnce("PutItem",
        () -> notes().put(new Note("C1", "002", "OPEN", null, null, "held")).executeAsync());
  }

  /** Starts {@code terminal} with its {@code operation} held, and cancels a {@code thenApply} of its future. */
  private void assertCancellingADerivedFutureFailsTheTerminalAtOnce(String operation,
      Supplier<? extends CompletableFuture<?>> terminal) throws InterruptedException {
    server.hold(operation, HELD);
    CompletableFuture<?> started = terminal.get();
    CompletableFuture<String> derived = started.thenApply(String::valueOf);
    assertTrue(server.awaitReceived(operation, 1, Duration.ofSeconds(10)));

    assertTrue(derived.cancel(true));

    assertTrue(started.isCompletedExceptionally(), "the terminal waits for its held request: " + started);
    assertThrows(CancellationException.class, started::join);
    assertNothingMoreThan(List.of(operation));
  }

  @Test
  void aQueryWalkCancelledWhileAPageIsInFlightReadsNoFurtherPage() throws Exception {
    seed(30);
    // Ten items a request and a filter no item matches: the walk reads every page to the end.
    server.hold("Query", Duration.ZERO).hold("Query", Duration.ZERO).hold("Query", HELD);
    CompletableFuture<List<Note>> walk = notes().query().primary("C1")
        .filter(NoteEntity.STATUS.eq("NONE")).limit(10).listAsync();
    assertTrue(server.awaitReceived("Query", 3, Duration.ofSeconds(10)), "received " + server.received());

    assertTrue(walk.cancel(true));

    assertThrows(CancellationException.class, walk::join);
    assertNothingMoreThan(List.of("Query", "Query", "Query"));
  }

  @Test
  void aPublisherCancelledWhileAPageIsInFlightSendsNoFurtherRequest() throws Exception {
    seed(30);
    server.hold("Query", Duration.ZERO).hold("Query", HELD);
    List<Note> seen = new CopyOnWriteArrayList<>();
    CompletableFuture<Flow.Subscription> subscribed = new CompletableFuture<>();
    notes().query().primary("C1").limit(10).publisher().subscribe(new Flow.Subscriber<Note>() {
      @Override
      public void onSubscribe(Flow.Subscription subscription) {
        subscribed.complete(subscription);
      }

      @Override
      public void onNext(Note item) {
        seen.add(item);
      }

      @Override
      public void onError(Throwable throwable) {}

      @Override
      public void onComplete() {}
    });
    Flow.Subscription subscription = await(subscribed);
    subscription.request(11); // the first page, then one item of the second: a second Query, held
    assertTrue(server.awaitReceived("Query", 2, Duration.ofSeconds(10)), "received " + server.received());

    subscription.cancel();

    subscription.request(100);
    assertNothingMoreThan(List.of("Query", "Query"));
    assertEquals(10, seen.size(), "the first page only");
  }

  @Test
  void aBatchCancelledDuringItsBackoffSendsNoFurtherRoundAndWritesNothing() throws Exception {
    server.leaveUnprocessed();
    List<Note> batch = List.of(new Note("C2", "001", "OPEN", null, null, "a"), new Note("C2", "002", "OPEN", null, null, "b"));
    CompletableFuture<?> written = BatchWrite.of(table)
        .backoff(Backoff.of(5, PAUSE, PAUSE).withRandom(ALWAYS_THE_CEILING))
        .putAll(NoteEntity.SCHEMA, batch)
        .executeAsync();
    assertTrue(server.awaitReceived("BatchWriteItem", 1, Duration.ofSeconds(10)));
    Thread.sleep(PAUSE.toMillis() / 4); // every item came back unprocessed: the batch is in its back-off

    assertTrue(written.cancel(true));

    assertThrows(CancellationException.class, written::join);
    assertNothingMoreThan(List.of("BatchWriteItem"));
    assertEquals(List.of(), NoteEntity.of(Table.of(engine.client(), table.name())).query().primary("C2").list());
  }
}
