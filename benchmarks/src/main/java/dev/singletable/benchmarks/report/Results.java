package dev.singletable.benchmarks.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The benchmarks of a JMH result file written with {@code -rf json}: per benchmark (and parameter
 * values) its primary score and each profiler's secondary score ({@code name:gc.alloc.rate.norm}).
 */
final class Results {
  /**
   * One score over its measured iterations: the median of all iterations (a machine shared with
   * other work slows some iterations; the median is not moved by a few), the smallest and largest
   * iteration, the unit, and the median of each fork's iterations, one entry per fork, from which
   * {@link Ratio} computes intervals.
   */
  record Score(double median, double min, double max, String unit, double[] forks) {}

  private final Map<String, Score> scores;

  private Results(Map<String, Score> scores) {
    this.scores = scores;
  }

  static Results read(Path json) throws IOException {
    return read(List.of(json));
  }

  /**
   * Reads several result files, as from a full run and a later run of some benchmarks: a benchmark
   * in a later file replaces the same benchmark of an earlier one.
   */
  static Results read(List<Path> files) throws IOException {
    Map<String, Score> scores = new LinkedHashMap<>();
    for (Path json : files) {
      readInto(json, scores);
    }
    return new Results(scores);
  }

  private static void readInto(Path json, Map<String, Score> scores) throws IOException {
    Object parsed = Json.parse(Files.readString(json));
    if (!(parsed instanceof List<?> runs)) {
      throw new IllegalArgumentException(json + " is not a JMH JSON result file (run with -rf json)");
    }
    for (Object run : runs) {
      Map<?, ?> benchmark = (Map<?, ?>) run;
      String name = shortName((String) benchmark.get("benchmark"));
      StringBuilder params = new StringBuilder();
      if (benchmark.get("params") instanceof Map<?, ?> values) {
        values.forEach((key, value) -> params.append(' ').append(key).append('=').append(value));
      }
      scores.put(name + params, score((Map<?, ?>) benchmark.get("primaryMetric")));
      if (benchmark.get("secondaryMetrics") instanceof Map<?, ?> secondary) {
        secondary.forEach((metric, value) -> scores.put(name + ":" + metric + params, score((Map<?, ?>) value)));
        if (secondary.get("generatedNanos") instanceof Map<?, ?> generated && secondary.get("rawNanos") instanceof Map<?, ?> raw) {
          scores.put(name + ":paired" + params, paired(generated, raw));
        }
      }
    }
  }

  /**
   * A score by short name: {@code OrderMarshalling.toItemGenerated}, with a metric suffix
   * ({@code :gc.alloc.rate.norm}) and parameters ({@code ProcessorCostBenchmark.warm processor=none}).
   */
  /** The names of the benchmarks read (with their parameters), primary scores and secondary ones. */
  java.util.Set<String> names() {
    return scores.keySet();
  }

  Optional<Score> get(String name) {
    return Optional.ofNullable(scores.get(name));
  }

  private static Score score(Map<?, ?> metric) {
    Map<?, ?> percentiles = (Map<?, ?>) metric.get("scorePercentiles");
    return new Score(number(percentiles.get("50.0")), number(percentiles.get("0.0")),
        number(percentiles.get("100.0")), (String) metric.get("scoreUnit"), forks(metric));
  }

  /**
   * The time of the generated calls over the raw client's, iteration by iteration, of a benchmark
   * that made both in turns ({@code PairedCalls}): its median and extremes over all iterations, and
   * per fork the median of that fork's iterations, from which {@link Ratio#paired} computes the
   * interval.
   */
  private static Score paired(Map<?, ?> generated, Map<?, ?> raw) {
    List<?> generatedForks = (List<?>) generated.get("rawData");
    List<?> rawForks = (List<?>) raw.get("rawData");
    double[] forkMedians = new double[generatedForks.size()];
    List<Double> all = new ArrayList<>();
    for (int f = 0; f < forkMedians.length; f++) {
      List<?> g = (List<?>) generatedForks.get(f);
      List<?> r = (List<?>) rawForks.get(f);
      double[] ratios = new double[g.size()];
      for (int i = 0; i < ratios.length; i++) {
        ratios[i] = number(g.get(i)) / number(r.get(i));
        all.add(ratios[i]);
      }
      forkMedians[f] = median(ratios);
    }
    double[] every = all.stream().mapToDouble(Double::doubleValue).toArray();
    java.util.Arrays.sort(every);
    return new Score(median(every), every[0], every[every.length - 1], "ratio", forkMedians);
  }

  private static double[] forks(Map<?, ?> metric) {
    if (!(metric.get("rawData") instanceof List<?> forks) || forks.isEmpty()) {
      return new double[] {number(((Map<?, ?>) metric.get("scorePercentiles")).get("50.0"))};
    }
    // A profiler's metric can have no sample in a fork (no class loaded, no GC): such a fork says
    // nothing about that metric and is left out.
    return forks.stream()
        .map(fork -> ((List<?>) fork).stream().mapToDouble(Results::number).toArray())
        .filter(values -> values.length > 0)
        .mapToDouble(Results::median)
        .toArray();
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  private static double number(Object value) {
    return value instanceof Double d ? d : Double.NaN;
  }

  /** {@code package.Class.method} to {@code Class.method}. */
  private static String shortName(String benchmark) {
    int methodDot = benchmark.lastIndexOf('.');
    int classDot = benchmark.lastIndexOf('.', methodDot - 1);
    return benchmark.substring(classDot + 1);
  }
}
