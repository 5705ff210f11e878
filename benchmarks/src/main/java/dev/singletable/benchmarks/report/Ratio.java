package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.report.Results.Score;
import java.util.Locale;
import java.util.Optional;

/**
 * The ratio of two scores with a 95% confidence interval computed across forks.
 *
 * <p>Each fork is one independent JVM, so the unit of evidence is the fork, not the iteration:
 * iterations of one fork share its JIT decisions, its heap layout and whatever else was running at
 * the time, and a second fork moved the same ratio by 20-45% where the iterations of one fork
 * agreed within 1%. Each fork is summarised by the median of its iterations; the ratio is that of
 * the geometric means of the fork medians, and its interval is Welch's t-interval on the
 * logarithms (the two benchmarks ran in different forks, with possibly different spreads), turned
 * back into a ratio. With three forks a side the interval is wide; that is the honest width.
 *
 * @param value the ratio {@code a / b}
 * @param low the interval's lower end, {@code NaN} without at least two forks a side
 * @param high the interval's upper end, {@code NaN} without at least two forks a side
 */
record Ratio(double value, double low, double high) {
  private static final String NONE = "–";
  // Student's t, 97.5th percentile (two-sided 95%), for 1 to 30 degrees of freedom.
  private static final double[] T_975 = {
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
    2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
    2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};

  /** The ratio of {@code a} to {@code b}; empty when either is missing. */
  static Optional<Ratio> of(Optional<Score> a, Optional<Score> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(of(a.get().forks(), b.get().forks()));
  }

  static Ratio of(double[] a, double[] b) {
    if (a.length == 0 || b.length == 0) {
      return new Ratio(Double.NaN, Double.NaN, Double.NaN);
    }
    double meanA = mean(logs(a));
    double meanB = mean(logs(b));
    double value = Math.exp(meanA - meanB);
    if (a.length < 2 || b.length < 2) {
      return new Ratio(value, Double.NaN, Double.NaN);
    }
    double va = variance(logs(a), meanA) / a.length;
    double vb = variance(logs(b), meanB) / b.length;
    double se = Math.sqrt(va + vb);
    if (se == 0) {
      return new Ratio(value, value, value);
    }
    double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
    double half = t975(df) * se;
    return new Ratio(value, Math.exp(meanA - meanB - half), Math.exp(meanA - meanB + half));
  }

  /**
   * The ratio measured in pairs: each value is one fork's ratio of two sides that ran in turns in
   * that fork ({@code PairedCalls}), so the forks are the samples and the interval is Student's
   * one-sample t-interval on their logarithms, turned back into a ratio.
   */
  static Ratio paired(double[] forkRatios) {
    if (forkRatios.length == 0) {
      return new Ratio(Double.NaN, Double.NaN, Double.NaN);
    }
    double[] logs = logs(forkRatios);
    double mean = mean(logs);
    if (forkRatios.length < 2) {
      return new Ratio(Math.exp(mean), Double.NaN, Double.NaN);
    }
    double half = t975(forkRatios.length - 1) * Math.sqrt(variance(logs, mean) / forkRatios.length);
    return new Ratio(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
  }

  /** Whether the interval is known and includes 1.0: the data cannot tell the two apart. */
  boolean parity() {
    return hasInterval() && low <= 1 && 1 <= high;
  }

  boolean hasInterval() {
    return !Double.isNaN(low);
  }

  /** Met when the whole interval is at or above {@code atLeast}; never without an interval. */
  boolean atLeast(double atLeast) {
    return hasInterval() && low >= atLeast;
  }

  /** Missed when the whole interval is below {@code atLeast}; never without an interval. */
  boolean below(double atLeast) {
    return hasInterval() && high < atLeast;
  }

  /** Within when the whole interval is at or below {@code limit}; never without an interval. */
  boolean atMost(double limit) {
    return hasInterval() && high <= limit;
  }

  /** Beyond when the whole interval is above {@code limit}; never without an interval. */
  boolean above(double limit) {
    return hasInterval() && low > limit;
  }

  /** {@code 1.09x (0.95–1.25)}, or {@code parity (0.95–1.25)} when the interval includes 1.0. */
  String times() {
    String interval = hasInterval() ? " (" + two(low) + "–" + two(high) + ")" : " (1 fork)";
    return (parity() ? "parity" : two(value) + "x") + interval;
  }

  /** As {@link #times()}, read as a change: {@code +14.6% (+10.2 to +19.0)}, or parity. */
  String change() {
    String interval = hasInterval() ? " (" + percent(low) + " to " + percent(high) + ")" : " (1 fork)";
    return (parity() ? "parity" : percent(value) + "%") + interval;
  }

  static String times(Optional<Ratio> ratio) {
    return ratio.map(Ratio::times).orElse(NONE);
  }

  static String change(Optional<Ratio> ratio) {
    return ratio.map(Ratio::change).orElse(NONE);
  }

  private static String two(double value) {
    return String.format(Locale.ROOT, "%.2f", value);
  }

  private static String percent(double ratio) {
    return String.format(Locale.ROOT, "%+.1f", 100 * (ratio - 1));
  }

  private static double t975(double df) {
    if (df >= 30) {
      return df >= 120 ? 1.980 : 2.042;
    }
    // Rounding down is the wider interval: never claim more than the forks show.
    return T_975[Math.max(0, (int) Math.floor(df) - 1)];
  }

  private static double[] logs(double[] values) {
    double[] logs = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      logs[i] = Math.log(values[i]);
    }
    return logs;
  }

  private static double mean(double[] values) {
    double sum = 0;
    for (double value : values) {
      sum += value;
    }
    return sum / values.length;
  }

  private static double variance(double[] values, double mean) {
    double sum = 0;
    for (double value : values) {
      sum += (value - mean) * (value - mean);
    }
    return sum / (values.length - 1);
  }
}
