package dev.singletable.benchmarks.compile;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the processor costs a build: one in-process {@code javac} run ({@link Javac}) over {@value
 * #ENTITIES} entity records written by {@link EntitySources}, in three ways:
 *
 * <ul>
 *   <li>{@code none}: the records alone, {@code -proc:none}: the build without singletable;
 *   <li>{@code singletable}: the records with the processor on the processor path, which reads and
 *       checks the model, writes 200 {@code *Entity} sources and compiles them too: what a user pays;
 *   <li>{@code pregenerated}: the records and those 200 generated sources (written once, before
 *       the measurement, by a separate javac process) with {@code -proc:none}, which splits the
 *       difference: {@code pregenerated - none} is compiling the generated code, {@code singletable
 *       - pregenerated} the processor's own work.
 * </ul>
 *
 * <p>Same sources, same classpath (this benchmark jar), a fresh output directory per run.
 *
 * <p>{@link #warm()} is a build tool that keeps its JVM (an IDE, the Maven or Gradle daemon): compiles
 * after three warm-up compiles in the same JVM. {@link #cold()} is the first compile of a fresh JVM,
 * as a one-shot {@code mvn} pays.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ProcessorCostBenchmark {
  static final int ENTITIES = 200;

  @Param({"none", "pregenerated", "singletable"})
  public String processor;

  private Javac javac;
  private Path root;
  private List<Path> sources;
  private Path output;

  @Setup(Level.Trial)
  public void writeSources() throws IOException {
    // The benchmark jar holds the annotations, the runtime, the SDK and the processor.
    javac = new Javac(System.getProperty("java.class.path"));
    root = Files.createTempDirectory("singletable-processor-cost");
    sources = EntitySources.write(root.resolve("src"), ENTITIES);
    if (processor.equals("pregenerated")) {
      // In another process: compiling here would warm this JVM's javac before the cold run.
      List<Path> generated = javac.generateInAnotherProcess(sources, root.resolve("once"));
      sources = new ArrayList<>(sources);
      sources.addAll(generated);
    }
  }

  @Setup(Level.Iteration)
  public void freshOutput() throws IOException {
    output = Files.createTempDirectory(root, "run");
  }

  @TearDown(Level.Trial)
  public void deleteSources() throws IOException {
    try (Stream<Path> paths = Files.walk(root)) {
      paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
    }
  }

  @Benchmark
  @Warmup(iterations = 3)
  @Measurement(iterations = 5)
  @Fork(3)
  public int warm() {
    return compile();
  }

  @Benchmark
  @Warmup(iterations = 0)
  @Measurement(iterations = 1)
  @Fork(3)
  public int cold() {
    return compile();
  }

  private int compile() {
    boolean withProcessor = processor.equals("singletable");
    int written = javac.compile(sources, output, withProcessor);
    int expected = processor.equals("none") ? ENTITIES : 2 * ENTITIES;
    if (written != expected) {
      throw new IllegalStateException("expected " + expected + " record and entity classes, found " + written);
    }
    return written;
  }
}
