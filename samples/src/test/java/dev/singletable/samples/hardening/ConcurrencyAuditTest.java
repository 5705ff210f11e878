package dev.singletable.samples.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.singletable.runtime.exception.ConditionFailedException;
import dev.singletable.runtime.exception.TransactionCanceledException;
import dev.singletable.runtime.exception.UniqueConstraintException;
import dev.singletable.samples.Engines;
import dev.singletable.samples.accounts.Account;
import dev.singletable.samples.accounts.AccountEntity;
import dev.singletable.samples.accounts.AccountsService;
import dev.singletable.samples.engine.SampleEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Sixteen threads racing on shared items, then an audit of what the table holds: optimistic locking
 * ({@code @Version}) loses no increment, and {@code @Unique} leaves exactly one guard item per value
 * held and none for a value no account holds, whatever creates, e-mail changes, puts and deletes
 * interleave.
 */
class ConcurrencyAuditTest {
  private static final int THREADS = 16;
  private static final int INCREMENTS = 10;
  private static final int OPERATIONS = 40;
  private static final List<String> EMAILS = GuardAudit.EMAILS;
  private static final int ACCOUNTS = 12;

  static Stream<?> engines() {
    return Engines.all();
  }

  @ParameterizedTest
  @MethodSource("engines")
  void versionedReadModifyWriteLosesNoIncrement(SampleEngine engine) throws Exception {
    CounterEntity counters = CounterEntity.of(Engines.newTable(engine, "counters", CounterEntity.SCHEMA));
    Counter initial = counters.create(new Counter("hits", 0, null, 0)).execute();
    AtomicInteger conflicts = new AtomicInteger();

    List<Integer> done = race(thread -> {
      int succeeded = 0;
      while (succeeded < INCREMENTS) {
        Counter read = counters.get("hits").consistent().execute().orElseThrow();
        try {
          counters.put(new Counter("hits", read.count() + 1, read.note(), read.version())).execute();
          succeeded++;
        } catch (ConditionFailedException e) {
          conflicts.incrementAndGet();
        }
      }
      return succeeded;
    });
    Counter last = counters.get("hits").consistent().execute().orElseThrow();

    System.out.printf("ConcurrencyAuditTest on %s: %d increments, %d version conflicts retried%n",
        engine, THREADS * INCREMENTS, conflicts.get());
    assertEquals(THREADS * INCREMENTS, done.stream().mapToInt(Integer::intValue).sum());
    assertEquals(THREADS * INCREMENTS, last.count(), "an increment was lost or applied twice");
    assertEquals(initial.version() + THREADS * INCREMENTS, last.version(), "one version per successful put");
  }

  @ParameterizedTest
  @MethodSource("engines")
  void racingCreatesChangesAndDeletesLeaveExactlyOneGuardPerHeldEmail(SampleEngine engine) throws Exception {
    AccountsService service = AccountsService.of(Engines.newTable(engine, "unique-race", AccountEntity.SCHEMA));
    Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();

    race(thread -> {
      Random random = new Random(31L * thread + 7);
      for (int i = 0; i < OPERATIONS; i++) {
        String id = "a-" + random.nextInt(ACCOUNTS);
        String email = EMAILS.get(random.nextInt(EMAILS.size()));
        String outcome;
        try {
          // Creates weigh most, so that accounts exist for the others to race on.
          int dice = random.nextInt(20);
          outcome = operate(service, dice < 7 ? 0 : dice < 11 ? 1 : dice < 14 ? 2 : dice < 17 ? 3 : 4, id, email);
        } catch (UniqueConstraintException e) {
          outcome = "taken";
        } catch (ConditionFailedException e) {
          outcome = "condition failed";
        } catch (TransactionCanceledException e) {
          assertTrue(e.failures().stream().allMatch(r -> TransactionCanceledException.TRANSACTION_CONFLICT.equals(r.code())),
              "only conflicts that outlast the retries reach the caller: " + e.getMessage());
          outcome = "conflicts outlasted the retries";
        }
        outcomes.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
      }
      return 0;
    });

    System.out.printf("ConcurrencyAuditTest on %s: outcomes %s%n", engine, new TreeMap<>(outcomes));
    Map<String, String> holders = GuardAudit.audit(service.table());
    for (String email : EMAILS) {
      String holder = holders.get(email);
      Account probe = new Account("probe-" + Math.abs(email.hashCode()), email, "probe", 0, null, null, null);
      if (holder != null) {
        UniqueConstraintException e = assertInstanceOf(UniqueConstraintException.class,
            assertThrowsAny(() -> service.accounts().create(probe).execute()), email + " is held by " + holder);
        assertEquals(email, e.value());
      } else {
        service.accounts().create(probe).execute();
        service.accounts().delete(probe.accountId()).execute();
      }
    }
    GuardAudit.audit(service.table());
  }

  /** One operation on account {@code id}; returns what happened. */
  private static String operate(AccountsService service, int kind, String id, String email) {
    switch (kind) {
      case 0:
        service.accounts().create(new Account(id, email, "Ada", 0, null, null, null)).execute();
        return "created";
      case 1:
        service.accounts().update(id).set(AccountEntity.EMAIL, email).execute();
        return "e-mail changed";
      case 2: {
        Optional<Account> read = service.accounts().get(id).consistent().execute();
        if (read.isEmpty()) {
          return "nothing to put over";
        }
        service.accounts().put(new Account(id, email, "Put", read.get().revision(), null, null, null)).execute();
        return "put";
      }
      case 3:
        return service.accounts().delete(id).execute().isPresent() ? "deleted" : "nothing to delete";
      default:
        service.accounts().update(id).remove(AccountEntity.EMAIL).execute();
        return "e-mail removed";
    }
  }

  private static Throwable assertThrowsAny(Runnable action) {
    try {
      action.run();
    } catch (RuntimeException e) {
      return e;
    }
    throw new AssertionError("expected an exception");
  }

  /** A task of one of the racing threads, given its number. */
  private interface Racer<T> {
    T run(int thread) throws Exception;
  }

  /** Runs {@link #THREADS} racers released at once; any failure of one fails the test. */
  private static <T> List<T> race(Racer<T> racer) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        futures.add(pool.submit((Callable<T>) () -> {
          start.await();
          return racer.run(thread);
        }));
      }
      start.countDown();
      List<T> results = new ArrayList<>();
      for (Future<T> future : futures) {
        results.add(future.get());
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }
}
