package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.report.Results.Score;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns a JMH CSV result file into the Markdown tables of BENCHMARKS.md, with the ratio of
 * singletable to each peer and a line per target. A benchmark missing from the file (a run with a
 * filter) leaves its cells as "–".
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.report.Report results.csv}
 */
public final class Report {
  private static final String NONE = "–";
  private static final String[] ITEMS = {"ProfileMarshalling", "OrderMarshalling", "ShipmentMarshalling"};
  private static final String[] ITEM_NAMES = {"small (5 attributes)", "medium (20, list, map)", "nested (record, list of 3 records)"};
  private static final String[] FLAVOURS = {"Generated", "HandWritten", "BeanSchema", "ImmutableSchema", "StaticSchema"};
  private static final String[] DIRECTIONS = {"toItem", "fromItem"};
  private static final String ALLOCATION = ":gc.alloc.rate.norm";
  private static final String CLASSES = ":class.load.norm";

  private final Results results;
  private final StringBuilder out = new StringBuilder();
  private final List<String> targets = new ArrayList<>();

  private Report(Results results) {
    this.results = results;
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: Report <jmh-results.csv>");
      System.exit(2);
    }
    System.out.print(render(Results.read(Path.of(args[0]))));
  }

  static String render(Results results) {
    Report report = new Report(results);
    report.marshalling();
    report.startup();
    report.client();
    report.compile();
    report.targets();
    return report.out.toString();
  }

  // ----- 1. marshalling

  private void marshalling() {
    out.append("### 1. Marshalling throughput (ops/ms, higher is better)\n\n")
        .append("Ratios are singletable's throughput divided by the peer's: above 1 means singletable is faster.\n\n")
        .append("| item | direction | generated | hand-written | bean | immutable | static | vs hand-written | vs bean | vs immutable | vs static |\n")
        .append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int i = 0; i < ITEMS.length; i++) {
      for (String direction : DIRECTIONS) {
        out.append("| ").append(ITEM_NAMES[i]).append(" | ").append(direction);
        for (String flavour : FLAVOURS) {
          out.append(" | ").append(withError(score(ITEMS[i] + "." + direction + flavour)));
        }
        Optional<Score> ours = score(ITEMS[i] + "." + direction + "Generated");
        for (int f = 1; f < FLAVOURS.length; f++) {
          out.append(" | ").append(ratio(ours, score(ITEMS[i] + "." + direction + FLAVOURS[f])));
        }
        out.append(" |\n");
        String row = ITEM_NAMES[i] + " " + direction;
        target(row + ": at least 1/1.2 of hand-written's throughput", ours, score(ITEMS[i] + "." + direction + "HandWritten"), 1 / 1.2);
        target(row + ": at least 2x the bean schema's throughput", ours, score(ITEMS[i] + "." + direction + "BeanSchema"), 2);
      }
    }
    out.append("\n### 1b. Marshalling allocation (bytes per item, `-prof gc`, lower is better)\n\n")
        .append("| item | direction | generated | hand-written | bean | immutable | static |\n")
        .append("|---|---|--:|--:|--:|--:|--:|\n");
    for (int i = 0; i < ITEMS.length; i++) {
      for (String direction : DIRECTIONS) {
        out.append("| ").append(ITEM_NAMES[i]).append(" | ").append(direction);
        for (String flavour : FLAVOURS) {
          out.append(" | ").append(plain(score(ITEMS[i] + "." + direction + flavour + ALLOCATION)));
        }
        out.append(" |\n");
      }
    }
  }

  // ----- 2. start-up

  private void startup() {
    String[] variants = {"generated", "handWritten", "beanSchema", "immutableSchema", "staticSchema"};
    String[] names = {"generated entity", "hand-written", "`TableSchema.fromBean`", "`TableSchema.fromImmutableClass`", "`StaticTableSchema`"};
    out.append("\n### 2. Start-up: fresh JVM to the first marshalled medium item (single shot, one JVM per sample)\n\n")
        .append("| mapping | time (ms) | allocated (KB) | classes loaded | time / generated's |\n")
        .append("|---|--:|--:|--:|--:|\n");
    Optional<Score> ours = score("FirstItemBenchmark.generated");
    for (int v = 0; v < variants.length; v++) {
      String name = "FirstItemBenchmark." + variants[v];
      Optional<Score> time = score(name);
      out.append("| ").append(names[v]).append(" | ").append(withError(time))
          .append(" | ").append(score(name + ALLOCATION).map(s -> format(s.value() / 1024)).orElse(NONE))
          .append(" | ").append(plain(score(name + CLASSES)))
          .append(" | ").append(ratio(time, ours)).append(" |\n");
    }
    target("start-up: first item at least 10x faster than fromBean", score("FirstItemBenchmark.beanSchema"), ours, 10);
  }

  // ----- 3. client overhead

  private void client() {
    String[] operations = {"get", "put", "query"};
    String[] names = {"get (GetItem, 1 medium item)", "put (PutItem, 1 medium item)", "query (1 page of 25 medium items)"};
    out.append("\n### 3. Per-operation client overhead through the full SDK stack, canned HTTP (µs/op, lower is better)\n\n")
        .append("| operation | generated | raw `DynamoDbClient` | Enhanced bean | Enhanced static | generated vs raw | bean vs generated | static vs generated |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int o = 0; o < operations.length; o++) {
      String prefix = "ClientBenchmark." + operations[o];
      Optional<Score> ours = score(prefix + "Generated");
      Optional<Score> raw = score(prefix + "RawClient");
      out.append("| ").append(names[o])
          .append(" | ").append(ours.isEmpty() && operations[o].equals("query") ? "pending" : withError(ours))
          .append(" | ").append(withError(raw))
          .append(" | ").append(withError(score(prefix + "BeanSchema")))
          .append(" | ").append(withError(score(prefix + "StaticSchema")))
          .append(" | ").append(overhead(ours, raw))
          .append(" | ").append(ratio(score(prefix + "BeanSchema"), ours))
          .append(" | ").append(ratio(score(prefix + "StaticSchema"), ours)).append(" |\n");
      if (ours.isPresent() && raw.isPresent()) {
        targets.add(verdict(operations[o] + ": within 10% of the raw client",
            ours.get().value() <= 1.10 * raw.get().value(), overhead(ours, raw)));
      }
    }
  }

  // ----- 4. processor cost

  private void compile() {
    out.append("\n### 4. Processor cost: `javac` over 200 entity records (ms, lower is better)\n\n")
        .append("`pregenerated` compiles the records and the 200 generated sources without the processor: ")
        .append("`pregenerated - none` is compiling the generated code, `singletable - pregenerated` the processor's own work.\n\n")
        .append("| run | without processor | pregenerated | with singletable | ratio with / without | compiling generated code | processor's own work | added per entity (ms) |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (String run : new String[] {"warm", "cold"}) {
      Optional<Score> none = score("ProcessorCostBenchmark." + run + " processor=none");
      Optional<Score> pregenerated = score("ProcessorCostBenchmark." + run + " processor=pregenerated");
      Optional<Score> ours = score("ProcessorCostBenchmark." + run + " processor=singletable");
      out.append("| ").append(run.equals("warm") ? "warm JVM (daemon, IDE)" : "cold JVM (one-shot build)")
          .append(" | ").append(withError(none))
          .append(" | ").append(withError(pregenerated))
          .append(" | ").append(withError(ours))
          .append(" | ").append(ratio(ours, none))
          .append(" | ").append(difference(pregenerated, none))
          .append(" | ").append(difference(ours, pregenerated))
          .append(" | ").append(none.isPresent() && ours.isPresent()
              ? String.format(Locale.ROOT, "%.1f", (ours.get().value() - none.get().value()) / 200) : NONE)
          .append(" |\n");
    }
  }

  private static String difference(Optional<Score> a, Optional<Score> b) {
    return a.isPresent() && b.isPresent() ? format(a.get().value() - b.get().value()) : NONE;
  }

  private void targets() {
    out.append("\n### Targets\n\n");
    for (String target : targets) {
      out.append("- ").append(target).append('\n');
    }
  }

  // ----- helpers

  private Optional<Score> score(String name) {
    return results.get(name);
  }

  /** Records a target met when {@code a / b >= atLeast}. */
  private void target(String name, Optional<Score> a, Optional<Score> b, double atLeast) {
    if (a.isPresent() && b.isPresent()) {
      double ratio = a.get().value() / b.get().value();
      targets.add(verdict(name, ratio >= atLeast, String.format(Locale.ROOT, "%.2fx", ratio)));
    }
  }

  private static String verdict(String name, boolean met, String measured) {
    return (met ? "**met**" : "**missed**") + " — " + name + " (measured " + measured + ")";
  }

  private static String ratio(Optional<Score> a, Optional<Score> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%.2fx", a.get().value() / b.get().value());
  }

  private static String overhead(Optional<Score> ours, Optional<Score> raw) {
    if (ours.isEmpty() || raw.isEmpty()) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%+.1f%%", 100 * (ours.get().value() / raw.get().value() - 1));
  }

  private static String withError(Optional<Score> score) {
    if (score.isEmpty()) {
      return NONE;
    }
    Score s = score.get();
    return Double.isNaN(s.error()) ? format(s.value()) : format(s.value()) + " ± " + format(s.error());
  }

  private static String plain(Optional<Score> score) {
    return score.map(s -> format(s.value())).orElse(NONE);
  }

  private static String format(double value) {
    if (Math.abs(value) >= 100) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    if (Math.abs(value) >= 10) {
      return String.format(Locale.ROOT, "%.1f", value);
    }
    return String.format(Locale.ROOT, "%.2f", value);
  }
}
