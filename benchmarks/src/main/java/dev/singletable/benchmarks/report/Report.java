package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.report.Results.Score;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns a JMH JSON result file into the Markdown tables of BENCHMARKS.md, with the ratio of
 * singletable to each peer and a verdict per target. Every number is the median of the measured
 * iterations, with the smallest and largest in brackets; ratios are of medians. A benchmark missing
 * from the file (a run with a filter) leaves its cells as "–".
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.report.Report results.json
 * [more.json...]}: a benchmark in a later file replaces the same benchmark of an earlier one.
 */
public final class Report {
  private static final String NONE = "–";
  private static final String[] ITEMS = {"ProfileMarshalling", "OrderMarshalling", "ShipmentMarshalling"};
  private static final String[] ITEM_NAMES = {"small", "medium", "nested"};
  private static final String[] FLAVOURS = {"Generated", "HandWritten", "BeanSchema", "ImmutableSchema", "StaticSchema"};
  private static final String[] DIRECTIONS = {"toItem", "fromItem"};
  private static final String ALLOCATION = ":gc.alloc.rate.norm";
  private static final String CLASSES = ":class.load.norm";

  private final Results results;
  private final StringBuilder out = new StringBuilder();
  private final List<String> targets = new ArrayList<>();
  private final List<String> floors = new ArrayList<>();

  private Report(Results results) {
    this.results = results;
  }

  public static void main(String[] args) throws IOException {
    if (args.length == 0) {
      System.err.println("usage: Report <jmh-results.json>... (a benchmark in a later file replaces the same one in an earlier file)");
      System.exit(2);
    }
    List<Path> files = new ArrayList<>();
    for (String arg : args) {
      files.add(Path.of(arg));
    }
    System.out.print(render(Results.read(files)));
  }

  static String render(Results results) {
    Report report = new Report(results);
    report.marshalling();
    report.attributeValues();
    report.startup();
    report.client();
    report.compile();
    report.bulk();
    report.targets();
    return report.out.toString();
  }

  // ----- 1. marshalling

  private void marshalling() {
    out.append("### 1. Marshalling throughput (ops/ms, higher is better)\n\n")
        .append("Ratio columns: generated's throughput / the peer's (above 1: generated is faster).\n\n")
        .append("| item | direction | generated | hand-written | bean | immutable | static | vs hand-written | vs bean | vs immutable | vs static |\n")
        .append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int i = 0; i < ITEMS.length; i++) {
      for (String direction : DIRECTIONS) {
        out.append("| ").append(ITEM_NAMES[i]).append(" | ").append(direction);
        for (String flavour : FLAVOURS) {
          out.append(" | ").append(withRange(score(ITEMS[i] + "." + direction + flavour)));
        }
        Optional<Score> ours = score(ITEMS[i] + "." + direction + "Generated");
        for (int f = 1; f < FLAVOURS.length; f++) {
          out.append(" | ").append(ratio(ours, score(ITEMS[i] + "." + direction + FLAVOURS[f])));
        }
        out.append(" |\n");
        String row = ITEM_NAMES[i] + " " + direction;
        target(row + ": at least 1/1.2 of hand-written's throughput", ours, score(ITEMS[i] + "." + direction + "HandWritten"), 1 / 1.2);
        target(row + ": at least 2x the bean schema's throughput", ours, score(ITEMS[i] + "." + direction + "BeanSchema"), 2);
        floor(row + ": hand-written's throughput / the bean schema's", score(ITEMS[i] + "." + direction + "HandWritten"),
            score(ITEMS[i] + "." + direction + "BeanSchema"));
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

  private void attributeValues() {
    out.append("\n### 1c. One `AttributeValue` (ns/op and bytes, lower is better)\n\n")
        .append("| member | builder-backed `fromX` (documented) | `createX` (Enhanced Client, singletable, hand-written) | fromX / createX |\n")
        .append("|---|--:|--:|--:|\n");
    for (String member : new String[] {"S", "N", "L", "M"}) {
      Optional<Score> from = score("AttributeValueBenchmark.from" + member);
      Optional<Score> create = score("AttributeValueBenchmark.create" + member);
      out.append("| ").append(member)
          .append(" | ").append(withRange(from)).append(" ns, ").append(plain(score("AttributeValueBenchmark.from" + member + ALLOCATION))).append(" B")
          .append(" | ").append(withRange(create)).append(" ns, ").append(plain(score("AttributeValueBenchmark.create" + member + ALLOCATION))).append(" B")
          .append(" | ").append(ratio(from, create)).append(" |\n");
    }
  }

  // ----- 2. start-up

  private void startup() {
    String[] variants = {"generated", "handWritten", "firstAttributeValue", "beanSchema", "immutableSchema", "staticSchema"};
    String[] names = {"generated entity", "hand-written", "one `AttributeValue`, no item (the floor)", "`TableSchema.fromBean`",
        "`TableSchema.fromImmutableClass`", "`StaticTableSchema`"};
    out.append("\n### 2. Start-up: fresh JVM to the first marshalled medium item (single shot, one JVM per sample)\n\n")
        .append("| mapping | time (ms) | allocated (KB) | classes loaded | time / generated's |\n")
        .append("|---|--:|--:|--:|--:|\n");
    Optional<Score> ours = score("FirstItemBenchmark.generated");
    for (int v = 0; v < variants.length; v++) {
      String name = "FirstItemBenchmark." + variants[v];
      Optional<Score> time = score(name);
      out.append("| ").append(names[v]).append(" | ").append(withRange(time))
          .append(" | ").append(score(name + ALLOCATION).map(s -> format(s.median() / 1024)).orElse(NONE))
          .append(" | ").append(plain(score(name + CLASSES)))
          .append(" | ").append(ratio(time, ours)).append(" |\n");
    }
    target("start-up: first item at least 10x faster than fromBean", score("FirstItemBenchmark.beanSchema"), ours, 10);
    floor("start-up: fromBean's time / hand-written's", score("FirstItemBenchmark.beanSchema"), score("FirstItemBenchmark.handWritten"));
  }

  // ----- 3. client overhead

  private void client() {
    String[] operations = {"get", "put", "query"};
    String[] names = {"get (GetItem, 1 medium item)", "put (PutItem, 1 medium item)", "query (1 page of 25 medium items)"};
    out.append("\n### 3. Per-operation client overhead through the full SDK stack, canned HTTP (µs/op, lower is better)\n\n")
        .append("\"raw, same request\": the raw client sending exactly the request singletable sends (its put guard, its query filter).\n\n")
        .append("| operation | generated | raw `DynamoDbClient` | raw, same request | Enhanced bean | Enhanced static | generated vs raw | generated vs raw, same request | bean / generated | static / generated |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (int o = 0; o < operations.length; o++) {
      String prefix = "ClientBenchmark." + operations[o];
      Optional<Score> ours = score(prefix + "Generated");
      Optional<Score> raw = score(prefix + "RawClient");
      Optional<Score> same = score(prefix + "RawClientSameRequest").or(() -> raw);
      out.append("| ").append(names[o])
          .append(" | ").append(withRange(ours))
          .append(" | ").append(withRange(raw))
          .append(" | ").append(score(prefix + "RawClientSameRequest").isPresent() ? withRange(same) : "(same as raw)")
          .append(" | ").append(withRange(score(prefix + "BeanSchema")))
          .append(" | ").append(withRange(score(prefix + "StaticSchema")))
          .append(" | ").append(overhead(ours, raw))
          .append(" | ").append(overhead(ours, same))
          .append(" | ").append(ratio(score(prefix + "BeanSchema"), ours))
          .append(" | ").append(ratio(score(prefix + "StaticSchema"), ours)).append(" |\n");
      if (ours.isPresent() && raw.isPresent()) {
        targets.add(verdict(operations[o] + ": within 10% of the raw client",
            ours.get().median() <= 1.10 * raw.get().median(), overhead(ours, raw) + "; against the same request " + overhead(ours, same)));
      }
    }
  }

  // ----- 4. processor cost

  private void compile() {
    out.append("\n### 4. Processor cost: `javac` over 200 entity records (ms, lower is better)\n\n")
        .append("`pregenerated` compiles the records and the 200 sources the processor generates, without the processor: ")
        .append("`pregenerated - none` is compiling the generated code, `singletable - pregenerated` the processor's own work.\n\n")
        .append("| run | without processor | pregenerated | with singletable | with / without | compiling generated code | processor's own work | added per entity (ms) |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (String run : new String[] {"warm", "cold"}) {
      Optional<Score> none = score("ProcessorCostBenchmark." + run + " processor=none");
      Optional<Score> pregenerated = score("ProcessorCostBenchmark." + run + " processor=pregenerated");
      Optional<Score> ours = score("ProcessorCostBenchmark." + run + " processor=singletable");
      out.append("| ").append(run.equals("warm") ? "warm JVM (daemon, IDE)" : "cold JVM (one-shot build)")
          .append(" | ").append(withRange(none))
          .append(" | ").append(withRange(pregenerated))
          .append(" | ").append(withRange(ours))
          .append(" | ").append(ratio(ours, none))
          .append(" | ").append(difference(pregenerated, none))
          .append(" | ").append(difference(ours, pregenerated))
          .append(" | ").append(none.isPresent() && ours.isPresent()
              ? String.format(Locale.ROOT, "%.1f", (ours.get().median() - none.get().median()) / 200) : NONE)
          .append(" |\n");
    }
  }

  // ----- 5. bulk load

  private void bulk() {
    Optional<Score> ours = score("BulkLoadBenchmark.batchWrite");
    out.append("\n### 5. Bulk load: 10,000 medium items into DynamoDB Local over HTTP (ms per load, lower is better)\n\n")
        .append("| loader | time (ms) | items/s | time / batchWrite's |\n")
        .append("|---|--:|--:|--:|\n");
    String[] variants = {"batchWrite", "batchWriteItemHandWritten", "putItemLoop"};
    String[] names = {"singletable `batchWrite()` (generated service)", "hand-written `BatchWriteItem` chunks of 25", "loop of `PutItem` (raw client)"};
    for (int v = 0; v < variants.length; v++) {
      Optional<Score> time = score("BulkLoadBenchmark." + variants[v]);
      out.append("| ").append(names[v])
          .append(" | ").append(withRange(time))
          .append(" | ").append(time.map(s -> format(10_000 / (s.median() / 1000))).orElse(NONE))
          .append(" | ").append(ratio(time, ours)).append(" |\n");
    }
  }

  private void targets() {
    out.append("\n### Targets\n\n");
    for (String target : targets) {
      out.append("- ").append(target).append('\n');
    }
    out.append("\n### Floors: what hand-written code reaches against the same peers\n\n")
        .append("Hand-written code makes the same items with the same factories and no mapping layer. Where a\n")
        .append("target asks for more than these ratios, it asks generated code to beat hand-written code by the\n")
        .append("difference.\n\n");
    for (String floor : floors) {
      out.append("- ").append(floor).append('\n');
    }
  }

  // ----- helpers

  private Optional<Score> score(String name) {
    return results.get(name);
  }

  /** Records a target met when {@code a / b >= atLeast}. */
  private void target(String name, Optional<Score> a, Optional<Score> b, double atLeast) {
    if (a.isPresent() && b.isPresent()) {
      double ratio = a.get().median() / b.get().median();
      targets.add(verdict(name, ratio >= atLeast, String.format(Locale.ROOT, "%.2fx", ratio)));
    }
  }

  /** Records what hand-written code reaches: {@code a / b}. */
  private void floor(String name, Optional<Score> a, Optional<Score> b) {
    if (a.isPresent() && b.isPresent()) {
      floors.add(name + ": " + ratio(a, b));
    }
  }

  private static String verdict(String name, boolean met, String measured) {
    return (met ? "**met**" : "**missed**") + " — " + name + " (measured " + measured + ")";
  }

  private static String ratio(Optional<Score> a, Optional<Score> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%.2fx", a.get().median() / b.get().median());
  }

  private static String overhead(Optional<Score> ours, Optional<Score> raw) {
    if (ours.isEmpty() || raw.isEmpty()) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%+.1f%%", 100 * (ours.get().median() / raw.get().median() - 1));
  }

  private static String difference(Optional<Score> a, Optional<Score> b) {
    return a.isPresent() && b.isPresent() ? format(a.get().median() - b.get().median()) : NONE;
  }

  private static String withRange(Optional<Score> score) {
    if (score.isEmpty()) {
      return NONE;
    }
    Score s = score.get();
    if (s.min() == s.max()) {
      return format(s.median());
    }
    return format(s.median()) + " (" + format(s.min()) + "–" + format(s.max()) + ")";
  }

  private static String plain(Optional<Score> score) {
    return score.map(s -> format(s.median())).orElse(NONE);
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
