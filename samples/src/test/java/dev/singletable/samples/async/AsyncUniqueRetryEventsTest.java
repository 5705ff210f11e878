package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.CallEndEvent;
import dev.singletable.runtime.CallEvent;
import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.RequestEvent;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.ResponseEvent;
import dev.singletable.runtime.RetryEvent;
import dev.singletable.runtime.Table;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.hardening.GuardAudit;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A single-item write of an entity with a {@code @Unique} attribute whose stored item changed
 * between its read and its transaction is sent again, on {@code execute()} and on {@code
 * executeAsync()} alike: the table's listeners are told the wait before the next try and why, and
 * the table ends with one guard per held value. The change is another writer's, made from the
 * listener as the write's read comes back, so that every run goes stale at the same point. The write, its
 * reads, its retry and its transactions are one library call, named after the write.
 */
class AsyncUniqueRetryEventsTest {
  /** The longest pause of a single-item write's retries before its first retry. */
  private static final Duration FIRST_PAUSE_CEILING = Duration.ofMillis(400);

  /** The write under test, sent by one terminal; the e-mail address it leaves the account with, if any. */
  private record Write(Consumer<AccountEntity> send, Optional<String> email) {}

  static Stream<Arguments> cases() {
    Optional<String> bob = Optional.of("bob@example.com");
    Named<Write> update = Named.of("update execute()",
        new Write(accounts -> accounts.update("a1").set(AccountEntity.EMAIL, "bob@example.com").execute(), bob));
    Named<Write> updateAsync = Named.of("update executeAsync()", new Write(
        accounts -> await(accounts.update("a1").set(AccountEntity.EMAIL, "bob@example.com").executeAsync()), bob));
    Named<Write> delete = Named.of("delete execute()",
        new Write(accounts -> accounts.delete("a1").execute(), Optional.empty()));
    Named<Write> deleteAsync = Named.of("delete executeAsync()",
        new Write(accounts -> await(accounts.delete("a1").executeAsync()), Optional.empty()));
    return AsyncEngines.all().flatMap(engine -> Stream.of(update, updateAsync, delete, deleteAsync)
        .map(write -> Arguments.of(engine, write)));
  }

  /**
   * Every event as a line, and what its call listener hears as another; on the first read of a guarded write,
   * another writer changes the account.
   */
  private static final class Interfering implements RequestListener {
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<String> calls = new CopyOnWriteArrayList<>();
    final List<RetryEvent> retries = new CopyOnWriteArrayList<>();
    private final AtomicBoolean armed = new AtomicBoolean(true);
    private final Runnable otherWriter;

    Interfering(Runnable otherWriter) {
      this.otherWriter = otherWriter;
    }

    @Override
    public CallListener onCall(CallEvent call) {
      calls.add("call " + call.operation() + " " + call.entity());
      return new CallListener() {
        @Override
        public void onRetry(RetryEvent retry) {
          calls.add("retry");
        }

        @Override
        public void onEnd(CallEndEvent end) {
          calls.add("end " + end.outcome().label() + " after " + end.requests() + " requests");
        }
      };
    }

    @Override
    public void onRequest(RequestEvent request) {
      lines.add("before " + request.call() + " " + request.operation());
    }

    @Override
    public void onResponse(ResponseEvent response) {
      lines.add("after " + response.request().call() + " " + response.request().operation());
      if ("uniqueRead".equals(response.request().operation()) && armed.compareAndSet(true, false)) {
        otherWriter.run();
      }
    }

    @Override
    public void onFailure(ResponseEvent failure) {
      lines.add("failed " + failure.request().call() + " " + failure.request().operation());
    }

    @Override
    public void onRetry(RetryEvent retry) {
      retries.add(retry);
      lines.add("retry " + retry.operation());
    }
  }

  @ParameterizedTest(name = "{0}, {1}")
  @MethodSource("cases")
  void aWriteWhoseReadWentStaleIsSentAgainAndTheWaitIsTold(AsyncEngines.Engine engine, Write write) {
    Table table = engine.newTable("unique-retry", AccountEntity.SCHEMA);
    AccountEntity plain = AccountEntity.of(table);
    await(plain.create(new Account("a1", "ada@example.com", "Ada", 0, null, null, null)).executeAsync());
    // Another writer moves the account to a third address between the write's read and its transaction.
    Interfering listener = new Interfering(
        () -> plain.update("a1").set(AccountEntity.EMAIL, "eve@example.com").execute());
    AccountEntity listened = AccountEntity.of(table.withListener(listener));

    write.send().accept(listened);

    assertEquals(1, listener.retries.size(), listener.lines::toString);
    RetryEvent retry = listener.retries.get(0);
    assertEquals("account", retry.entity());
    assertEquals(table.name(), retry.table());
    assertEquals(1, retry.retry());
    assertEquals("the item changed after it was read", retry.reason());
    assertTrue(!retry.delay().isNegative() && retry.delay().compareTo(FIRST_PAUSE_CEILING) <= 0, retry.toString());
    // The cancelled transaction, then the wait, then the next try's read and its transaction.
    int told = listener.lines.indexOf("retry " + retry.operation());
    assertEquals("failed TransactWriteItems transactWrite", listener.lines.get(told - 1), listener.lines::toString);
    assertEquals(List.of("before GetItem uniqueRead", "after GetItem uniqueRead", "before TransactWriteItems transactWrite",
        "after TransactWriteItems transactWrite"), listener.lines.subList(told + 1, told + 5));

    // One library call of every request, retry included, named after the write rather than its first read.
    long requests = listener.lines.stream().filter(line -> line.startsWith("before ")).count();
    assertEquals(List.of("call " + retry.operation() + " account", "retry", "end ok after " + requests + " requests"),
        listener.calls);

    Optional<Account> stored = await(plain.get("a1").consistent().executeAsync());
    assertEquals(write.email(), stored.map(Account::email));
    assertEquals(write.email().map(email -> Map.of(email, "a1")).orElse(Map.of()), GuardAudit.audit(table));
  }
}
