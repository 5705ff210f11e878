package dev.singletable.benchmarks.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Compares two runs of the same benchmarks, as before and after a change, on the same machine: per
 * benchmark present in both, the median time of each run and the ratio of the time after to the time
 * before, with its 95% interval across forks ({@link Ratio}); "parity" when the interval includes 1.0.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.report.Compare
 * before.json after.json}
 */
public final class Compare {
  private Compare() {}

  /**
   * Prints the comparison as a Markdown table.
   *
   * @param args the JMH JSON result file of the run before, then that of the run after
   * @throws IOException when a file cannot be read
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      System.err.println("usage: Compare <before.json> <after.json>");
      System.exit(2);
    }
    Results before = Results.read(Path.of(args[0]));
    Results after = Results.read(Path.of(args[1]));
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | before | after | time after / before |\n|---|---|---|---|\n");
    for (String name : before.names()) {
      if (name.contains(":") || after.get(name).isEmpty()) {
        continue;
      }
      Results.Score was = before.get(name).orElseThrow();
      Results.Score is = after.get(name).orElseThrow();
      out.append("| ").append(name)
          .append(" | ").append(median(was))
          .append(" | ").append(median(is))
          .append(" | ").append(Ratio.of(is.forks(), was.forks()).times())
          .append(" |\n");
    }
    System.out.print(out);
  }

  private static String median(Results.Score score) {
    return String.format(Locale.ROOT, "%,.1f %s (%,.1f–%,.1f)", score.median(), score.unit(), score.min(),
        score.max());
  }
}
