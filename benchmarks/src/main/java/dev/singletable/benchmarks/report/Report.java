package dev.singletable.benchmarks.report;

import dev.singletable.benchmarks.report.Results.Score;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Turns JMH JSON result files into the Markdown tables of BENCHMARKS.md, with the ratio of
 * singletable to each peer and a verdict per target, and into the performance guide's table ({@code docs/guides/performance.md})
 * ({@code --readme}). Each absolute number is the median of the measured iterations, with the
 * smallest and largest in brackets. Each ratio is computed across forks, with its 95% confidence
 * interval ({@link Ratio}); a ratio whose interval includes 1.0 is printed as "parity", and a target
 * is met or missed only when the whole interval is on one side of it. A benchmark missing from the
 * files (a run with a filter) leaves its cells as "–".
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.singletable.benchmarks.report.Report
 * [--readme] results.json [more.json...]}: a benchmark in a later file replaces the same benchmark
 * of an earlier one.
 */
public final class Report {
  private static final String NONE = "–";
  private static final String[] ITEMS = {"ProfileMarshalling", "OrderMarshalling", "ShipmentMarshalling"};
  private static final String[] ITEM_NAMES = {"small", "medium", "nested"};
  private static final String[] FLAVOURS = {"Generated", "HandWritten", "BeanSchema", "ImmutableSchema", "StaticSchema"};
  private static final String[] DIRECTIONS = {"toItem", "fromItem"};
  // The targets: a checked read at 0.8x and a checked write at 0.9x of hand-written code that checks
  // nothing, reads at 3x and writes at 2x the Enhanced Client's bean schema.
  private static final double READ_VS_HAND_WRITTEN = 0.8;
  private static final double WRITE_VS_HAND_WRITTEN = 0.9;
  private static final double READ_VS_BEAN = 3;
  private static final double WRITE_VS_BEAN = 2;
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
    boolean readme = args.length > 0 && args[0].equals("--readme");
    if (args.length == (readme ? 1 : 0)) {
      System.err.println("usage: Report [--readme] <jmh-results.json>... (a benchmark in a later file replaces the same one in an earlier file)");
      System.exit(2);
    }
    List<Path> files = new ArrayList<>();
    for (int i = readme ? 1 : 0; i < args.length; i++) {
      files.add(Path.of(args[i]));
    }
    Results results = Results.read(files);
    System.out.print(readme ? readmeTable(results) : render(results));
  }

  static String render(Results results) {
    Report report = new Report(results);
    report.marshalling();
    report.attributeValues();
    report.startup();
    report.client();
    report.asyncClient();
    report.compile();
    report.bulk();
    report.scaling();
    report.features();
    report.targets();
    return report.out.toString();
  }

  /** The performance guide's table, from the same results. */
  static String readmeTable(Results results) {
    return new Report(results).readme();
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
        boolean read = direction.equals("fromItem");
        double handWritten = read ? READ_VS_HAND_WRITTEN : WRITE_VS_HAND_WRITTEN;
        double bean = read ? READ_VS_BEAN : WRITE_VS_BEAN;
        target(row + ": at least " + handWritten + "x hand-written's throughput", ours,
            score(ITEMS[i] + "." + direction + "HandWritten"), handWritten);
        target(row + ": at least " + (int) bean + "x the bean schema's throughput", ours,
            score(ITEMS[i] + "." + direction + "BeanSchema"), bean);
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
    target("start-up: first item within 1.3x of hand-written's time", score("FirstItemBenchmark.handWritten"), ours,
        1 / 1.3);
    target("start-up: first item at least 10x faster than fromBean", score("FirstItemBenchmark.beanSchema"), ours, 10);
    floor("start-up: fromBean's time / hand-written's", score("FirstItemBenchmark.beanSchema"), score("FirstItemBenchmark.handWritten"));
  }

  // ----- 3. client overhead

  private void client() {
    String[] operations = {"get", "put", "query"};
    String[] names = {"get (GetItem, 1 medium item)", "put (PutItem, 1 medium item)", "query (1 page of 25 medium items)"};
    out.append("\n### 3. Per-operation client overhead through the full SDK stack, canned HTTP (µs/op, lower is better)\n\n")
        .append("\"raw, same request\": the raw client sending exactly the request singletable sends (its put guard, its query filter).\n\n")
        .append("\"paired\": generated and the raw client's same request in turns in one thread, each call timed (`*Paired`), the time ratio per iteration; its interval is across forks. ")
        .append("\"keys checked\": the same pairs against raw code that also compares each item's stored keys in place (`*PairedChecked`), the floor of a read that checks its keys.\n\n")
        .append("| operation | generated | raw `DynamoDbClient` | raw, same request | Enhanced bean | Enhanced static | generated vs raw | generated vs raw, same request | generated vs raw, same request, paired | the same, raw with keys checked | bean / generated | static / generated |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
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
          .append(" | ").append(Ratio.change(paired(prefix)))
          .append(" | ").append(Ratio.change(pairs(prefix + "PairedChecked")))
          .append(" | ").append(ratio(score(prefix + "BeanSchema"), ours))
          .append(" | ").append(ratio(score(prefix + "StaticSchema"), ours)).append(" |\n");
      within(operations[o] + ": within 5% of the raw client sending the same request", paired(prefix).or(() -> Ratio.of(ours, same)), 1.05);
    }
  }

  private void asyncClient() {
    String[] operations = {"get", "put", "query"};
    out.append("\n### 3b. The same through `DynamoDbAsyncClient`, canned async HTTP (µs/op, lower is better)\n\n")
        .append("| operation | generated | raw `DynamoDbAsyncClient` | Enhanced bean | Enhanced static | generated vs raw | generated vs raw, paired | the same, raw with keys checked | bean / generated | static / generated |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n");
    for (String operation : operations) {
      String prefix = "AsyncClientBenchmark." + operation;
      Optional<Score> ours = score(prefix + "Generated");
      Optional<Score> raw = score(prefix + "RawClient").or(() -> score(prefix + "RawClientSameRequest"));
      out.append("| ").append(operation)
          .append(" | ").append(withRange(ours))
          .append(" | ").append(withRange(raw))
          .append(" | ").append(withRange(score(prefix + "BeanSchema")))
          .append(" | ").append(withRange(score(prefix + "StaticSchema")))
          .append(" | ").append(overhead(ours, raw))
          .append(" | ").append(Ratio.change(paired(prefix)))
          .append(" | ").append(Ratio.change(pairs(prefix + "PairedChecked")))
          .append(" | ").append(ratio(score(prefix + "BeanSchema"), ours))
          .append(" | ").append(ratio(score(prefix + "StaticSchema"), ours)).append(" |\n");
      within(operation + " (async): within 5% of the raw async client sending the same request", paired(prefix).or(() -> Ratio.of(ours, raw)), 1.05);
    }
  }

  /**
   * The time of generated calls over the raw client's, measured in pairs by {@code <prefix>Paired},
   * when the results hold that benchmark.
   */
  private Optional<Ratio> paired(String prefix) {
    return pairs(prefix + "Paired");
  }

  /** The time ratio of a benchmark that makes its calls in pairs ({@code PairedCalls}), when the results hold it. */
  private Optional<Ratio> pairs(String benchmark) {
    return score(benchmark + ":paired").map(paired -> Ratio.paired(paired.forks()));
  }

  /**
   * Records a target {@code ours / raw <= limit}, settled only when the whole interval is on one
   * side: from the paired benchmark when the results hold it, else from the two benchmarks' forks.
   */
  private void within(String name, Optional<Ratio> ratio, double limit) {
    ratio.ifPresent(r -> {
      Verdict verdict = r.atMost(limit) ? Verdict.MET : r.above(limit) ? Verdict.MISSED : Verdict.NOT_SETTLED;
      targets.add(verdict(name, verdict, r.change()));
    });
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
    out.append("\n### 5. Bulk load: 10,000 medium items over HTTP (ms per load, lower is better; loaded into moto)\n\n")
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

  // ----- 6. scaling

  private void scaling() {
    out.append("\n### 6. Scaling: record <-> item by width (ns per item, lower is better)\n\n")
        .append("Speed columns: the peer's time / generated's (above 1: generated is faster). Per attribute: time / width.\n\n")
        .append("| direction | attributes | generated | hand-written | static schema | per attribute: generated / hand-written / static | speed vs hand-written | speed vs static |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (String direction : DIRECTIONS) {
      for (int width : new int[] {5, 20, 50}) {
        String suffix = " width=" + width;
        Optional<Score> ours = score("WidthBenchmark." + direction + "Generated" + suffix);
        Optional<Score> hand = score("WidthBenchmark." + direction + "HandWritten" + suffix);
        Optional<Score> peer = score("WidthBenchmark." + direction + "StaticSchema" + suffix);
        out.append("| ").append(direction).append(" | ").append(width)
            .append(" | ").append(withRange(ours)).append(" | ").append(withRange(hand)).append(" | ").append(withRange(peer))
            .append(" | ").append(per(ours, width)).append(" / ").append(per(hand, width)).append(" / ").append(per(peer, width))
            .append(" | ").append(ratio(hand, ours)).append(" | ").append(ratio(peer, ours)).append(" |\n");
      }
    }
    out.append("\n### 6b. Scaling: one query page by its size (µs per page, lower is better)\n\n")
        .append("`decode`: the page's items to records, no SDK. `query`: the whole query through the SDK over canned HTTP. ")
        .append("Speed columns as in 6; per item: time / items, in ns.\n\n")
        .append("| what | items | generated | hand-written | static schema | per item (ns): generated / hand-written / static | speed vs hand-written | speed vs static |\n")
        .append("|---|--:|--:|--:|--:|--:|--:|--:|\n");
    for (String what : new String[] {"decode", "query"}) {
      for (int items : new int[] {10, 100, 1000}) {
        String suffix = " items=" + items;
        Optional<Score> ours = score("PageBenchmark." + what + "Generated" + suffix);
        Optional<Score> hand = score("PageBenchmark." + what + "HandWritten" + suffix);
        Optional<Score> peer = score("PageBenchmark." + what + "StaticSchema" + suffix);
        out.append("| ").append(what).append(" | ").append(String.format(Locale.ROOT, "%,d", items))
            .append(" | ").append(withRange(ours)).append(" | ").append(withRange(hand)).append(" | ").append(withRange(peer))
            .append(" | ").append(per(ours, items / 1000.0)).append(" / ").append(per(hand, items / 1000.0)).append(" / ").append(per(peer, items / 1000.0))
            .append(" | ").append(ratio(hand, ours)).append(" | ").append(ratio(peer, ours)).append(" |\n");
      }
    }
  }

  // ----- 7. feature benchmarks

  private void features() {
    out.append("\n### 7. Feature benchmarks: each variant against its baseline\n\n")
        .append("Speed: the baseline's time / the variant's, or the variant's throughput / the baseline's (above 1: the variant is faster).\n\n")
        .append("| benchmark | variant | score | baseline | speed vs baseline |\n")
        .append("|---|---|--:|---|--:|\n");
    for (int i = 0; i < ITEMS.length; i++) {
      feature(ITEM_NAMES[i] + " item -> record (ops/ms)", ITEMS[i], "fromItemHandWritten", true,
          "fromItemHandWrittenChecked", "fromItemGenerated");
      floor(ITEM_NAMES[i] + " fromItem: hand-written code comparing the stored keys in place / hand-written code",
          score(ITEMS[i] + ".fromItemHandWrittenChecked"), score(ITEMS[i] + ".fromItemHandWritten"));
      feature(ITEM_NAMES[i] + " record -> item (ops/ms)", ITEMS[i], "toItemHandWritten", true,
          "toItemHandWrittenChecked", "toItemGenerated");
      floor(ITEM_NAMES[i] + " toItem: hand-written code checking what DynamoDB would refuse / hand-written code",
          score(ITEMS[i] + ".toItemHandWrittenChecked"), score(ITEMS[i] + ".toItemHandWritten"));
    }
    feature("collection page decode (µs/op)", "CollectionPageBenchmark", "handWritten", false, "generated",
        "handWrittenChecked");
    floor("collection page: hand-written code comparing the stored keys in place / hand-written code (speed)",
        score("CollectionPageBenchmark.handWritten"), score("CollectionPageBenchmark.handWrittenChecked"));
    target("collection page decode: at least 0.7x hand-written's speed", score("CollectionPageBenchmark.handWritten"),
        score("CollectionPageBenchmark.generated"), 0.7);
    target("stream change decode (Lambda event to typed change): at least 0.8x hand-written's speed",
        score("StreamDecodeBenchmark.lambdaTypedChanges"), score("StreamDecodeBenchmark.handwrittenFromLambdaEvent"), 0.8);
    feature("stream records to typed changes (changes/s)", "StreamDecodeBenchmark", "handwrittenFromStreamsApi", true,
        "readerTypedChanges");
    feature("stream records to typed changes (changes/s)", "StreamDecodeBenchmark", "handwrittenFromLambdaEvent", true,
        "lambdaTypedChanges", "lambdaHandledBatch");
    feature("stream read over HTTP as typed changes, on moto (changes/s)", "StreamDecodeBenchmark",
        "handwrittenGetRecords", true, "readerPoll", "asyncReaderPoll");
    feature("scan of 10,000 items over HTTP, on moto (ms)", "ScanBenchmark", "sequentialScan", false, "parallelScan", "enhancedScan",
        "enhancedParallelScan");
    feature("20 shards merged against one partition, on moto (ms/op)", "ShardedQueryBenchmark", "unshardedFirstPage", false,
        "shardedFirstPage");
    feature("20 shards merged against one partition, on moto (ms/op)", "ShardedQueryBenchmark", "unshardedAll", false, "shardedAll");
    feature("start-up table check over HTTP, on moto (µs/op)", "TableCheckBenchmark", "describeTable", false,
        "tableCheck");
    feature("get, canned HTTP client, with listeners (µs/op)", "ListenerBenchmark", "getNoListener", false,
        "getMicrometer", "getOpenTelemetry", "getBoth");
    feature("25-item query, canned HTTP client, with listeners (µs/op)", "ListenerBenchmark", "queryNoListener", false,
        "queryMicrometer", "queryOpenTelemetry", "queryBoth");
  }

  private void feature(String what, String benchmark, String baseline, boolean throughput, String... variants) {
    Optional<Score> base = score(benchmark + "." + baseline);
    for (String variant : variants) {
      Optional<Score> ours = score(benchmark + "." + variant);
      out.append("| ").append(what).append(" | `").append(variant).append("` | ").append(withRange(ours))
          .append(" | `").append(baseline).append("` ").append(withRange(base))
          .append(" | ").append(throughput ? ratio(ours, base) : ratio(base, ours)).append(" |\n");
    }
  }

  private static String per(Optional<Score> score, double divisor) {
    return score.map(s -> format(s.median() / divisor)).orElse(NONE);
  }

  // ----- the performance guide's table

  private String readme() {
    StringBuilder table = new StringBuilder()
        .append("| | vs hand-written `DynamoDbClient` code | vs Enhanced Client (`fromBean`) |\n")
        .append("|---|---|---|\n");
    String[] directions = {"fromItem", "toItem"};
    String[] names = {"item -> record, speed (small / medium / nested)", "record -> item, speed (small / medium / nested)"};
    for (int d = 0; d < directions.length; d++) {
      List<String> hand = new ArrayList<>();
      List<String> bean = new ArrayList<>();
      for (String item : ITEMS) {
        Optional<Score> ours = score(item + "." + directions[d] + "Generated");
        hand.add(ratio(ours, score(item + "." + directions[d] + "HandWritten")));
        bean.add(ratio(ours, score(item + "." + directions[d] + "BeanSchema")));
      }
      table.append("| ").append(names[d]).append(" | ").append(String.join(" / ", hand))
          .append(" | ").append(String.join(" / ", bean)).append(" |\n");
    }
    Optional<Score> first = score("FirstItemBenchmark.generated");
    table.append("| fresh JVM to first item, speed | ").append(ratio(score("FirstItemBenchmark.handWritten"), first))
        .append(" (").append(plain(first)).append(" ms vs ").append(plain(score("FirstItemBenchmark.handWritten"))).append(" ms)")
        .append(" | ").append(ratio(score("FirstItemBenchmark.beanSchema"), first))
        .append(" (").append(plain(score("FirstItemBenchmark.beanSchema"))).append(" ms) |\n");
    List<String> raw = new ArrayList<>();
    List<String> same = new ArrayList<>();
    List<String> enhanced = new ArrayList<>();
    for (String operation : new String[] {"get", "put", "query"}) {
      String prefix = "ClientBenchmark." + operation;
      Optional<Score> ours = score(prefix + "Generated");
      raw.add(overhead(ours, score(prefix + "RawClient")));
      same.add(overhead(ours, score(prefix + "RawClientSameRequest").or(() -> score(prefix + "RawClient"))));
      enhanced.add(overhead(score(prefix + "BeanSchema"), ours));
    }
    List<String> paired = new ArrayList<>();
    List<String> pairedAsync = new ArrayList<>();
    for (String operation : new String[] {"get", "put", "query"}) {
      paired("ClientBenchmark." + operation).ifPresent(ratio -> paired.add(ratio.change()));
      paired("AsyncClientBenchmark." + operation).ifPresent(ratio -> pairedAsync.add(ratio.change()));
    }
    table.append("| get / put / query through the SDK, time | ").append(String.join(" / ", raw))
        .append("; against the same request: ").append(String.join(" / ", same))
        .append(paired.size() == 3 ? "; same request in pairs: " + String.join(" / ", paired) : "")
        .append(pairedAsync.size() == 3 ? "; async, same request in pairs: " + String.join(" / ", pairedAsync) : "")
        .append(" | Enhanced takes ").append(String.join(" / ", enhanced)).append(" |\n");
    Optional<Score> bulk = score("BulkLoadBenchmark.batchWrite");
    table.append("| bulk load, 10,000 items (moto), speed | ")
        .append(ratio(score("BulkLoadBenchmark.batchWriteItemHandWritten"), bulk)).append(" of `BatchWriteItem` chunks; ")
        .append(ratio(score("BulkLoadBenchmark.putItemLoop"), bulk)).append(" of a `PutItem` loop | - |\n");
    table.append("| query page of 1,000 items, speed | ")
        .append(ratio(score("PageBenchmark.queryHandWritten items=1000"), score("PageBenchmark.queryGenerated items=1000")))
        .append(" | ").append(ratio(score("PageBenchmark.queryStaticSchema items=1000"), score("PageBenchmark.queryGenerated items=1000")))
        .append(" (static schema) |\n");
    table.append("| collection page decode, speed | ")
        .append(ratio(score("CollectionPageBenchmark.handWritten"), score("CollectionPageBenchmark.generated")))
        .append(" | - |\n");
    table.append("| stream change decode (Lambda event to typed change), speed | ")
        .append(ratio(score("StreamDecodeBenchmark.lambdaTypedChanges"), score("StreamDecodeBenchmark.handwrittenFromLambdaEvent")))
        .append(" | - |\n");
    return table.toString();
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

  /**
   * Records a target {@code a / b >= atLeast}: met when the ratio's whole interval is at or above
   * it, missed when the whole interval is below, and otherwise not settled by this run.
   */
  private void target(String name, Optional<Score> a, Optional<Score> b, double atLeast) {
    Ratio.of(a, b).ifPresent(ratio -> targets.add(verdict(name,
        ratio.atLeast(atLeast) ? Verdict.MET : ratio.below(atLeast) ? Verdict.MISSED : Verdict.NOT_SETTLED,
        ratio.times())));
  }

  /** Records what hand-written code reaches: {@code a / b}. */
  private void floor(String name, Optional<Score> a, Optional<Score> b) {
    if (a.isPresent() && b.isPresent()) {
      floors.add(name + ": " + ratio(a, b));
    }
  }

  private enum Verdict {
    MET("**met**"), MISSED("**missed**"), NOT_SETTLED("**not settled**");

    private final String text;

    Verdict(String text) {
      this.text = text;
    }
  }

  private static String verdict(String name, Verdict verdict, String measured) {
    return verdict.text + " — " + name + " (measured " + measured + ")";
  }

  /** {@code a / b} with its interval across forks, or "parity" when the interval includes 1.0. */
  private static String ratio(Optional<Score> a, Optional<Score> b) {
    return Ratio.times(Ratio.of(a, b));
  }

  /** {@code ours / raw - 1} as a percentage with its interval, or "parity". */
  private static String overhead(Optional<Score> ours, Optional<Score> raw) {
    return Ratio.change(Ratio.of(ours, raw));
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
