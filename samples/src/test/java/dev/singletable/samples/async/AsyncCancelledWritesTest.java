package dev.singletable.samples.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import dev.singletable.samples.Engines;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.creation.Comment;
import dev.singletable.samples.creation.CommentEntity;
import dev.singletable.samples.creation.ReportEntity;
import dev.singletable.samples.writes.Ticket;
import dev.singletable.samples.writes.TicketEntity;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write of several requests cancelled while its first request is in flight sends nothing more: the
 * read before an update that completes its index keys, an upsert or a write of unique values, the
 * transaction before the read-back of an update of a unique value. The first request is held in
 * flight by {@link HoldingAsyncClient}, the future cancelled, the request let go; what the client
 * received is the evidence.
 */
class AsyncCancelledWritesTest {
  /** How long to watch for a request that must not come. */
  private static final Duration QUIET = Duration.ofMillis(700);
  private static final Duration WAIT = Duration.ofSeconds(10);

  private HeldRequests holding;
  private AutoCloseable client;

  /** Where the first request is held: in a client of its own, or in the AWS SDK's async client. */
  enum Holder { OWN_CLIENT, SDK }

  @AfterEach
  void close() throws Exception {
    if (holding != null) {
      holding.release();
    }
    if (client != null) {
      client.close();
    }
  }

  /** A table whose async terminals go through {@link #holding}; its sync client seeds and checks. */
  private Table table(Holder holder, String prefix, EntitySchema<?>... schemas) {
    Table table = Engines.newTable(Engines.http(), prefix, schemas);
    DynamoDbAsyncClient async;
    if (holder == Holder.OWN_CLIENT) {
      HoldingAsyncClient own = new HoldingAsyncClient(table.client());
      holding = own;
      async = own;
    } else {
      HoldingInterceptor interceptor = new HoldingInterceptor();
      holding = interceptor;
      async = DynamoDbAsyncClient.builder()
          .endpointOverride(table.client().serviceClientConfiguration().endpointOverride().orElseThrow())
          .region(Region.US_EAST_1)
          .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local")))
          .overrideConfiguration(o -> o.addExecutionInterceptor(interceptor).retryStrategy(AwsRetryStrategy.doNotRetry()))
          .build();
    }
    client = async;
    return Table.of(table.client(), async, table.name());
  }

  private static Table syncOnly(Table table) {
    return Table.of(table.client(), table.name());
  }

  /**
   * Starts the write, holds its first request ({@code first}) in flight, cancels the write's future,
   * lets the request go on, and asserts that the client received nothing after it.
   */
  private <V> void assertCancelledInFlightSendsNothingMore(Table table, String first,
      Function<Table, CompletableFuture<V>> write) throws Exception {
    assertCancelledInFlightSendsNothingMore(table, first, List.of(first), write);
  }

  /** As above, {@code sent} being every request the write sends up to and including the held one. */
  private <V> void assertCancelledInFlightSendsNothingMore(Table table, String first, List<String> sent,
      Function<Table, CompletableFuture<V>> write) throws Exception {
    holding.hold(first);
    CompletableFuture<V> started = write.apply(table);
    assertTrue(holding.awaitReceived(first, 1, WAIT), "the first request was not sent: " + holding.received());

    assertTrue(started.cancel(true));
    holding.release();

    assertThrows(CancellationException.class, started::join);
    holding.awaitAnswered(first, 1, WAIT);
    Thread.sleep(QUIET.toMillis());
    assertEquals(sent, holding.received());
  }

  private static Ticket ticket(String queue, String priority) {
    return new Ticket("t1", queue, priority, "refund", 0);
  }

  private static Account account(String id, String email) {
    return new Account(id, email, "Ada", 0, null, null, null);
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void anUpdateReadingMissingComponentsCancelledDuringItsReadSendsNoUpdate(Holder holder) throws Exception {
    Table table = table(holder, "cancel-read", TicketEntity.SCHEMA);
    TicketEntity.of(syncOnly(table)).put(ticket("billing", "P3")).execute();

    assertCancelledInFlightSendsNothingMore(table, "GetItem", t -> TicketEntity.of(t).update("t1")
        .set(TicketEntity.PRIORITY, "P1").readingMissingComponents().executeAsync());

    assertEquals("P3", TicketEntity.of(syncOnly(table)).get("t1").execute().orElseThrow().priority());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void anUpdateReadingMissingComponentsCancelledDuringItsReadReturnsNoOutcomeAndSendsNoUpdate(Holder holder) throws Exception {
    Table table = table(holder, "cancel-read", TicketEntity.SCHEMA);
    TicketEntity.of(syncOnly(table)).put(ticket("billing", "P3")).execute();

    assertCancelledInFlightSendsNothingMore(table, "GetItem", t -> TicketEntity.of(t).update("t1")
        .set(TicketEntity.PRIORITY, "P1").readingMissingComponents().outcomeAsync());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void aUniquePutCancelledDuringItsReadSendsNoTransaction(Holder holder) throws Exception {
    Table table = table(holder, "cancel-unique", AccountEntity.SCHEMA);

    assertCancelledInFlightSendsNothingMore(table, "GetItem",
        t -> AccountEntity.of(t).put(account("a-1", "ada@example.com")).outcomeAsync());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void aVersionCheckedDeleteOfUniqueValuesCancelledDuringItsReadSendsNoTransaction(Holder holder) throws Exception {
    Table table = table(holder, "cancel-unique", AccountEntity.SCHEMA);
    Account stored = AccountEntity.of(syncOnly(table)).create(account("a-1", "ada@example.com")).execute();

    assertCancelledInFlightSendsNothingMore(table, "GetItem", t -> AccountEntity.of(t).delete(stored).executeAsync());

    assertTrue(AccountEntity.of(syncOnly(table)).get("a-1").execute().isPresent());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void anUpdateOfAUniqueValueCancelledDuringItsTransactionDoesNotReadTheItemBack(Holder holder) throws Exception {
    Table table = table(holder, "cancel-unique", AccountEntity.SCHEMA);
    AccountEntity.of(syncOnly(table)).create(account("a-1", "ada@example.com")).execute();

    assertCancelledInFlightSendsNothingMore(table, "TransactWriteItems", List.of("GetItem", "TransactWriteItems"),
        t -> AccountEntity.of(t).update("a-1").set(AccountEntity.EMAIL, "grace@example.com").executeAsync());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void anUpsertReadingMissingComponentsCancelledDuringItsReadSendsNoUpsert(Holder holder) throws Exception {
    Table table = table(holder, "cancel-upsert", ReportEntity.SCHEMA);
    ReportEntity.of(syncOnly(table)).upsert("r1").set(ReportEntity.REASON, "abuse").execute();

    assertCancelledInFlightSendsNothingMore(table, "GetItem", t -> ReportEntity.of(t).upsert("r1")
        .set(ReportEntity.STATE, "CLOSED").readingMissingComponents().executeAsync());

    assertEquals("OPEN", ReportEntity.of(syncOnly(table)).get("r1").execute().orElseThrow().state());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void anUpsertToBeSentOnceMoreWithTheStoredValuesIsNotSentAgainWhenCancelled(Holder holder) throws Exception {
    Table table = table(holder, "cancel-upsert", CommentEntity.SCHEMA);
    // Another status stored without its index keys: the upsert is sent once more with the stored status.
    Map<String, AttributeValue> unindexed = new HashMap<>(CommentEntity.toItem(
        new Comment("general", "p1", "c1", "imported", Comment.Status.HIDDEN, null, null, 1, null)));
    unindexed.keySet().removeAll(List.of("gsi1pk", "gsi1sk"));
    table.client().putItem(b -> b.tableName(table.name()).item(unindexed));

    assertCancelledInFlightSendsNothingMore(table, "UpdateItem", t -> CommentEntity.of(t)
        .upsert("general", "p1", "c1").set(CommentEntity.LIKES, 2).executeAsync());
  }

  @ParameterizedTest
  @EnumSource(Holder.class)
  void aWriteOfAnObservedTableCancelledDuringItsReadSendsNoUpdate(Holder holder) throws Exception {
    Table table = table(holder, "cancel-observed", TicketEntity.SCHEMA).withListener(new RequestListener() {});
    TicketEntity.of(syncOnly(table)).put(ticket("billing", "P3")).execute();

    assertCancelledInFlightSendsNothingMore(table, "GetItem", t -> TicketEntity.of(t).update("t1")
        .set(TicketEntity.PRIORITY, "P1").readingMissingComponents().executeAsync());
  }
}
