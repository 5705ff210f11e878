package dev.singletable.benchmarks.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A paired benchmark makes one call of each side per invocation, in turns, and charges each call's
 * time to its own side; and each client's paired benchmarks run their generated and raw twins.
 */
class PairedCallsTest {
  private static final Blackhole HOLE =
      new Blackhole("Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");

  @Test
  void eachInvocationCallsBothSidesInTurnsAndChargesEachItsOwnTime() {
    PairedCalls pair = new PairedCalls();
    pair.reset();
    List<String> calls = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      pair.time(() -> {
        calls.add("generated");
        spin(2_000_000);
        return null;
      }, () -> {
        calls.add("raw");
        return null;
      }, HOLE);
    }

    assertEquals(List.of("generated", "raw", "raw", "generated", "generated", "raw", "raw", "generated"), calls);
    assertTrue(pair.generatedNanos >= 4 * 2_000_000L, "the slow side's time is its own: " + pair.generatedNanos);
    assertTrue(pair.rawNanos < pair.generatedNanos / 4, "the fast side is not charged the slow side's time: " + pair.rawNanos);
    pair.reset();
    assertEquals(0, pair.generatedNanos + pair.rawNanos);
  }

  @Test
  void theSyncAndAsyncPairsSendTheGeneratedAndTheRawRequests() {
    ClientBenchmark sync = new ClientBenchmark();
    sync.setUp();
    AsyncClientBenchmark async = new AsyncClientBenchmark();
    async.setUp();
    try {
      PairedCalls pair = new PairedCalls();
      sync.getPaired(pair, HOLE);
      sync.putPaired(pair, HOLE);
      sync.queryPaired(pair, HOLE);
      sync.getPairedChecked(pair, HOLE);
      sync.queryPairedChecked(pair, HOLE);
      long before = async.requestBytes();
      async.putPaired(pair, HOLE);
      long twoPuts = async.requestBytes() - before;
      async.putGenerated();
      // Generated and raw send the same request: the pair sent two puts of one put's bytes.
      assertEquals(2 * (async.requestBytes() - before - twoPuts), twoPuts);
      async.getPaired(pair, HOLE);
      async.queryPaired(pair, HOLE);
      async.getPairedChecked(pair, HOLE);
      async.queryPairedChecked(pair, HOLE);
      assertTrue(pair.generatedNanos > 0 && pair.rawNanos > 0);
    } finally {
      sync.tearDown();
      async.tearDown();
    }
  }

  private static void spin(long nanos) {
    long end = System.nanoTime() + nanos;
    while (System.nanoTime() < end) {
      Thread.onSpinWait();
    }
  }
}
