package dev.singletable.runtime.internal;

import dev.singletable.runtime.CallEndEvent;
import dev.singletable.runtime.CallEvent;
import dev.singletable.runtime.CallListener;
import dev.singletable.runtime.RequestListener;
import dev.singletable.runtime.Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.function.Supplier;

/**
 * One library call: a terminal of an operation, from the moment it starts to the moment its result or
 * failure reaches the caller. {@link Dispatch} opens one for every terminal it runs ({@link
 * Dispatch#start}, {@link Dispatch#call}) and for a request sent outside any, but not for an async
 * terminal of one request that nothing observes ({@link Dispatch#startOne}); the read engine opens one
 * for each walk. A call is current on a thread while it runs there, so that the requests it sends join
 * it wherever they are sent from: the caller's thread, the client's threads that complete a page and
 * send the next, a pause's timer.
 *
 * <p>A call is bound to the table of its first request, whose listeners it tells {@linkplain
 * RequestListener#onCall about it}; a request to another table is a call of its own. A cancelled call
 * cancels the requests it has in flight and sends no more.
 */
public final class LibraryCall {
  private static final ThreadLocal<LibraryCall> CURRENT = new ThreadLocal<>();
  private static final CallListener[] NONE = new CallListener[0];
  // Fields updated through field updaters rather than two atomic objects: async terminals of more
  // than one request, and any on a table with listeners, make a call each, so each object less is
  // one less per such terminal.
  private static final AtomicIntegerFieldUpdater<LibraryCall> ENDED =
      AtomicIntegerFieldUpdater.newUpdater(LibraryCall.class, "ended");
  private static final AtomicIntegerFieldUpdater<LibraryCall> REQUESTS =
      AtomicIntegerFieldUpdater.newUpdater(LibraryCall.class, "requests");

  private final boolean async;
  private final long started = System.nanoTime();
  /** 1 once the call has ended. */
  private volatile int ended;
  private volatile int requests;
  /** The requests in flight, to cancel with the call; made at the first, guarded by this. */
  private List<CompletableFuture<?>> inFlight;
  private volatile boolean cancelled;
  /** The operation and entity the call is named after, when not its first request's. */
  private volatile String operation;
  private volatile String entity;
  /** Set once, by the first request. */
  private volatile Table table;
  private volatile CallEvent event;
  private volatile CallListener[] listeners = NONE;

  private LibraryCall(boolean async) {
    this.async = async;
  }

  /** A call whose caller waits for its result. */
  public static LibraryCall sync() {
    return new LibraryCall(false);
  }

  /** A call whose caller has a future or a publisher. */
  public static LibraryCall async() {
    return new LibraryCall(true);
  }

  /** The call running on this thread; null outside any. */
  public static LibraryCall current() {
    return CURRENT.get();
  }

  /** Runs {@code body} with this call current on this thread. */
  public <V> V run(Supplier<V> body) {
    LibraryCall previous = CURRENT.get();
    CURRENT.set(this);
    try {
      return body.get();
    } finally {
      // set, not remove() when previous is null: remove() expunges the thread's entry on every call,
      // and the thread keeps one entry either way.
      CURRENT.set(previous);
    }
  }

  /** Runs {@code body} with no call current: what a caller's own code does after a call is its own. */
  public static void outside(Runnable body) {
    LibraryCall previous = CURRENT.get();
    if (previous == null) {
      body.run();
      return;
    }
    CURRENT.set(null); // as in run()
    try {
      body.run();
    } finally {
      CURRENT.set(previous);
    }
  }

  /**
   * Whether a request to {@code table} belongs to this call: the call's first request binds it to its
   * table and tells that table's listeners; a request to another table does not belong to it.
   */
  boolean joins(Table table, String operation, String entity, String index) {
    Table bound = this.table;
    if (bound != null) {
      return bound == table;
    }
    synchronized (this) {
      if (this.table != null) {
        return this.table == table;
      }
      List<RequestListener> tableListeners = table.listeners();
      if (tableListeners.isEmpty()) {
        this.table = table;
        return true;
      }
      CallEvent call = this.operation != null
          ? new CallEvent(this.operation, this.entity, table.name(), null, async)
          : new CallEvent(operation, entity, table.name(), index, async);
      List<CallListener> following = new ArrayList<>(tableListeners.size());
      for (RequestListener listener : tableListeners) {
        CallListener follower = Listeners.onCall(listener, call);
        if (follower != null) {
          following.add(follower);
        }
      }
      this.event = call;
      this.listeners = following.isEmpty() ? NONE : following.toArray(CallListener[]::new);
      this.table = table;
      return true;
    }
  }

  /**
   * Names the call after the operation it runs rather than after its first request, which may be
   * a step of it (the read before a write of unique values); no effect once a request was sent.
   */
  void name(String operation, String entity) {
    if (table == null) {
      this.operation = operation;
      this.entity = entity;
    }
  }

  /** The listeners following this call; empty when none does. */
  CallListener[] listeners() {
    return listeners;
  }

  /** Whether the call is bound to {@code table}. */
  boolean boundTo(Table table) {
    return this.table == table;
  }

  /** Counts a request sent. */
  void sending() {
    REQUESTS.incrementAndGet(this);
  }

  /** Lets the call's listeners enter the call on this thread; the scope leaves in the reverse order. */
  CallListener.Scope enter() {
    CallListener[] following = listeners;
    if (following.length == 0) {
      return CallListener.Scope.NONE;
    }
    CallListener.Scope[] scopes = new CallListener.Scope[following.length];
    for (int i = 0; i < following.length; i++) {
      scopes[i] = Listeners.enter(following[i]);
    }
    return () -> {
      for (int i = scopes.length - 1; i >= 0; i--) {
        Listeners.close(following[i], scopes[i]);
      }
    };
  }

  /** Whether the caller cancelled the call. */
  public boolean cancelled() {
    return cancelled;
  }

  /**
   * Keeps a request in flight, to cancel it with the call.
   *
   * @return whether it was kept: false for a request answered already, which {@link #untrack} need not see
   */
  boolean track(CompletableFuture<?> sent) {
    if (sent.isDone()) {
      return false;
    }
    synchronized (this) {
      if (inFlight == null) {
        inFlight = new ArrayList<>(2);
      }
      inFlight.add(sent);
    }
    if (cancelled) {
      sent.cancel(true);
    }
    return true;
  }

  synchronized void untrack(CompletableFuture<?> sent) {
    if (inFlight != null) {
      inFlight.remove(sent);
    }
  }

  /**
   * The caller cancelled the call: its requests in flight are cancelled (their listeners hear a
   * failure with outcome {@code cancelled}), no further request is sent, and the call ends cancelled.
   */
  public void cancel() {
    cancelled = true;
    List<CompletableFuture<?>> sending;
    synchronized (this) {
      sending = inFlight == null ? List.of() : List.copyOf(inFlight);
    }
    for (CompletableFuture<?> sent : sending) {
      sent.cancel(true);
    }
    end(new CancellationException("the caller cancelled the call"));
  }

  /**
   * The call is over: told to its listeners once, when it sent a request.
   *
   * @param failure what the caller gets instead of a result; null on success
   */
  public void end(Throwable failure) {
    if (!ENDED.compareAndSet(this, 0, 1)) {
      return;
    }
    CallListener[] following = listeners;
    if (following.length == 0) {
      return;
    }
    CallEndEvent end = new CallEndEvent(event, failure == null ? null : Dispatch.unwrap(failure),
        Duration.ofNanos(Math.max(0, System.nanoTime() - started)), requests);
    for (CallListener listener : following) {
      Listeners.end(listener, end);
    }
  }
}
