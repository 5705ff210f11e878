package dev.singletable.samples.async;

import static dev.singletable.samples.async.Twins.await;
import static dev.singletable.samples.async.Twins.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.hardening.Counter;
import dev.singletable.samples.hardening.CounterEntity;
import dev.singletable.samples.hardening.GuardAudit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The twin of {@code ConcurrencyAuditTest}: sixteen chains of async writes in flight at once on shared
 * items, each write sent when the previous one of its chain completed, then an audit of the table:
 * optimistic locking loses no increment, and {@code @Unique} leaves exactly one guard item per value
 * held and none for a value no account holds.
 */
class AsyncConcurrencyAuditTest {
  private static final int CHAINS = 16;
  private static final int INCREMENTS = 10;
  private static final int OPERATIONS = 40;
  private static final int ACCOUNTS = 12;
  /** How long all chains of a race may take together, on a loaded machine. */
  private static final long RACE_SECONDS = 300;

  static Stream<?> engines() {
    return AsyncEngines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void versionedReadModifyWriteLosesNoIncrement(AsyncEngines.Engine engine) {
    CounterEntity counters = CounterEntity.of(engine.newTable("counters", CounterEntity.SCHEMA));
    Counter initial = await(counters.create(new Counter("hits", 0, null, 0)).executeAsync());
    AtomicInteger conflicts = new AtomicInteger();

    List<Integer> done = race(chain -> increment(counters, INCREMENTS, conflicts).thenApply(ignored -> INCREMENTS));
    Counter last = await(counters.get("hits").consistent().executeAsync()).orElseThrow();

    System.out.printf("AsyncConcurrencyAuditTest: %d increments, %d version conflicts retried%n",
        CHAINS * INCREMENTS, conflicts.get());
    assertEquals(CHAINS * INCREMENTS, done.stream().mapToInt(Integer::intValue).sum());
    assertEquals(CHAINS * INCREMENTS, last.count(), "an increment was lost or applied twice");
    assertEquals(initial.version() + CHAINS * INCREMENTS, last.version(), "one version per successful put");
    assertTrue(conflicts.get() > 0, "the chains raced: some puts met a newer version");
  }

  /** Reads, puts the count plus one at the version read, and again after a version conflict, {@code left} times. */
  private static CompletableFuture<Void> increment(CounterEntity counters, int left, AtomicInteger conflicts) {
    if (left == 0) {
      return CompletableFuture.completedFuture(null);
    }
    return counters.get("hits").consistent().executeAsync()
        .thenCompose(read -> counters.put(new Counter("hits", read.orElseThrow().count() + 1, read.get().note(),
            read.get().version())).executeAsync())
        .handle((put, thrown) -> {
          if (thrown == null) {
            return increment(counters, left - 1, conflicts);
          }
          if (cause(thrown) instanceof ConditionFailedException) {
            conflicts.incrementAndGet();
            return increment(counters, left, conflicts);
          }
          return CompletableFuture.<Void>failedFuture(cause(thrown));
        })
        .thenCompose(next -> next);
  }

  @ParameterizedTest
  @MethodSource("engines")
  void racingCreatesChangesAndDeletesLeaveExactlyOneGuardPerHeldEmail(AsyncEngines.Engine engine) {
    AccountsService service = AccountsService.of(engine.newTable("unique-race", AccountEntity.SCHEMA));
    Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();

    race(chain -> operations(service, new Random(31L * chain + 7), OPERATIONS, outcomes));

    System.out.printf("AsyncConcurrencyAuditTest: outcomes %s%n", new TreeMap<>(outcomes));
    assertTrue(outcomes.containsKey("taken"), "the chains raced for the same values: " + outcomes);
    Map<String, String> holders = GuardAudit.audit(service.table());
    for (String email : GuardAudit.EMAILS) {
      String holder = holders.get(email);
      Account probe = new Account("probe-" + Math.abs(email.hashCode()), email, "probe", 0, null, null, null);
      if (holder != null) {
        UniqueConstraintException e = failure(UniqueConstraintException.class, service.accounts().create(probe).executeAsync());
        assertEquals(email, e.value(), email + " is held by " + holder);
      } else {
        await(service.accounts().create(probe).executeAsync());
        await(service.accounts().delete(probe.accountId()).executeAsync());
      }
    }
    GuardAudit.audit(service.table());
  }

  /** {@code left} random operations of one chain, each sent when the one before completed. */
  private static CompletableFuture<Integer> operations(AccountsService service, Random random, int left,
      Map<String, AtomicInteger> outcomes) {
    if (left == 0) {
      return CompletableFuture.completedFuture(0);
    }
    String id = "a-" + random.nextInt(ACCOUNTS);
    String email = GuardAudit.EMAILS.get(random.nextInt(GuardAudit.EMAILS.size()));
    // Creates weigh most, so that accounts exist for the others to race on.
    int dice = random.nextInt(20);
    return operate(service, dice < 7 ? 0 : dice < 11 ? 1 : dice < 14 ? 2 : dice < 17 ? 3 : 4, id, email)
        .handle((outcome, thrown) -> thrown == null ? outcome : outcome(cause(thrown)))
        .thenCompose(outcome -> {
          outcomes.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
          return operations(service, random, left - 1, outcomes);
        });
  }

  /** What a failed operation amounts to; a failure no race explains is rethrown. */
  private static String outcome(Throwable failure) {
    if (failure instanceof UniqueConstraintException) {
      return "taken";
    }
    if (failure instanceof ConditionFailedException) {
      return "condition failed";
    }
    if (failure instanceof TransactionCanceledException e) {
      assertTrue(e.failures().stream().allMatch(r -> TransactionCanceledException.TRANSACTION_CONFLICT.equals(r.code())),
          "only conflicts that outlast the retries reach the caller: " + e.getMessage());
      return "conflicts outlasted the retries";
    }
    throw new CompletionException(failure);
  }

  /** One async operation on account {@code id}; completes with what happened. */
  private static CompletableFuture<String> operate(AccountsService service, int kind, String id, String email) {
    AccountEntity accounts = service.accounts();
    switch (kind) {
      case 0:
        return accounts.create(new Account(id, email, "Ada", 0, null, null, null)).executeAsync()
            .thenApply(created -> "created");
      case 1:
        return accounts.update(id).set(AccountEntity.EMAIL, email).executeAsync().thenApply(changed -> "e-mail changed");
      case 2:
        return accounts.get(id).consistent().executeAsync().thenCompose(read -> read.isEmpty()
            ? CompletableFuture.completedFuture("nothing to put over")
            : accounts.put(new Account(id, email, "Put", read.get().revision(), null, null, null)).executeAsync()
                .thenApply(put -> "put"));
      case 3:
        return accounts.delete(id).executeAsync().thenApply(deleted -> deleted.isPresent() ? "deleted" : "nothing to delete");
      default:
        return accounts.update(id).remove(AccountEntity.EMAIL).executeAsync().thenApply(removed -> "e-mail removed");
    }
  }

  private static Throwable cause(Throwable thrown) {
    return thrown instanceof CompletionException && thrown.getCause() != null ? thrown.getCause() : thrown;
  }

  /** Starts {@link #CHAINS} chains at once from this thread and waits for all; any failure of one fails the test. */
  private static <T> List<T> race(IntFunction<CompletableFuture<T>> chain) {
    List<CompletableFuture<T>> chains = new ArrayList<>();
    for (int c = 0; c < CHAINS; c++) {
      chains.add(chain.apply(c));
    }
    long started = System.nanoTime();
    await(CompletableFuture.allOf(chains.toArray(CompletableFuture[]::new)), RACE_SECONDS);
    System.out.printf("AsyncConcurrencyAuditTest: %d chains done in %d ms%n", CHAINS, (System.nanoTime() - started) / 1_000_000);
    List<T> results = new ArrayList<>();
    for (CompletableFuture<T> future : chains) {
      results.add(await(future));
    }
    return results;
  }
}
