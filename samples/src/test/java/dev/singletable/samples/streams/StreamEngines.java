package dev.singletable.samples.streams;

import dev.singletable.test.DynamoDbEngine;
import java.util.ArrayList;
import java.util.List;

/**
 * The engines of a stream test class: each an account of its own on the test kit's moto server, so
 * that the stream records other tests wrote are never read, described or kept beside these. A test
 * that writes thousands of changes takes an account of its own ({@link #start}); the tests that
 * write a few hundred share one for the class ({@link #shared}). {@link #close} and {@link
 * #closeShared} close their clients.
 */
final class StreamEngines implements AutoCloseable {
  private final List<DynamoDbEngine> started = new ArrayList<>();
  private DynamoDbEngine shared;

  /** A new account's engine, closed by {@link #close}. */
  synchronized DynamoDbEngine start() {
    DynamoDbEngine engine = DynamoDbEngine.shared().inNewAccount();
    started.add(engine);
    return engine;
  }

  /** The engine the class's lighter tests share, taken at first use. */
  synchronized DynamoDbEngine shared() {
    if (shared == null) {
      shared = DynamoDbEngine.shared().inNewAccount();
    }
    return shared;
  }

  /** Closes the shared engine's clients. */
  synchronized void closeShared() {
    if (shared != null) {
      shared.close();
      shared = null;
    }
  }

  /** Closes the clients of the engines taken with {@link #start}. */
  @Override
  public synchronized void close() {
    for (DynamoDbEngine engine : started) {
      engine.close();
    }
    started.clear();
  }
}
