package dev.singletable.benchmarks.client;

import java.util.function.Supplier;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Generated code and the raw client sending the same request, timed call by call in one thread of
 * one fork: each invocation of a {@code *Paired} benchmark makes one call of each, in turns (the
 * generated call first in one invocation, second in the next), and adds each call's
 * {@link System#nanoTime()} span to its counter. JMH reports both counters per iteration as
 * secondary results ({@code :generatedNanos}, {@code :rawNanos}), and the report divides them
 * iteration by iteration.
 *
 * <p>Why pairs: on a machine whose speed wanders (another tenant of the host, a frequency change),
 * two benchmarks run one after the other see different machines, and through the SDK's long
 * request path forks of the same benchmark spread by 15-30%, so five forks a side cannot settle a
 * difference of 5%. Calls made in turns share every such change; what is left between them is the
 * library. The timer costs some 25 ns a call against the 30-600 µs of a call.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class PairedCalls {
  /** Nanoseconds spent in the generated calls of this iteration. */
  public long generatedNanos;
  /** Nanoseconds spent in the raw client's calls of this iteration. */
  public long rawNanos;
  private boolean generatedFirst = true;

  /** Counts each iteration from zero: JMH reports the counters' values at its end. */
  @Setup(Level.Iteration)
  public void reset() {
    generatedNanos = 0;
    rawNanos = 0;
  }

  /** One call of each, in this invocation's order, each timed on its own. */
  void time(Supplier<?> generated, Supplier<?> raw, Blackhole hole) {
    long start = System.nanoTime();
    if (generatedFirst) {
      hole.consume(generated.get());
      long between = System.nanoTime();
      hole.consume(raw.get());
      long end = System.nanoTime();
      generatedNanos += between - start;
      rawNanos += end - between;
    } else {
      hole.consume(raw.get());
      long between = System.nanoTime();
      hole.consume(generated.get());
      long end = System.nanoTime();
      rawNanos += between - start;
      generatedNanos += end - between;
    }
    generatedFirst = !generatedFirst;
  }
}
