package dev.singletable.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report reads JMH's JSON as JMH writes it and puts the right ratio and verdict on each row. */
class ReportTest {
  @Test
  void ratiosAndVerdictsComeFromTheMediansOfTheMatchingBenchmarks(@TempDir Path dir) throws IOException {
    String json = "[\n"
        + run("marshalling.OrderMarshalling.toItemGenerated", null, 880, 900, 950, "ops/ms",
            ", \"secondaryMetrics\" : { \"gc.alloc.rate.norm\" : " + metric(1234, 1234, 1234, "B/op") + " }") + ",\n"
        + run("marshalling.OrderMarshalling.toItemHandWritten", null, 990, 1000, 1010, "ops/ms", "") + ",\n"
        + run("marshalling.OrderMarshalling.toItemBeanSchema", null, 300, 300, 300, "ops/ms", "") + ",\n"
        + run("client.ClientBenchmark.getGenerated", null, 22, 23, 90, "us/op", "") + ",\n"
        + run("client.ClientBenchmark.getRawClient", null, 19, 20, 21, "us/op", "") + ",\n"
        + run("compile.ProcessorCostBenchmark.warm", "none", 950, 1000, 1100, "ms/op", "") + ",\n"
        + run("compile.ProcessorCostBenchmark.warm", "singletable", 2900, 3000, 3100, "ms/op", "") + "\n"
        + "]\n";
    Path file = Files.writeString(dir.resolve("results.json"), json);

    String report = Report.render(Results.read(file));

    assertTrue(report.contains("| medium | toItem | 900 (880–950) | 1,000 (990–1,010) | 300 | – | – | 0.90x (1 fork) | 3.00x (1 fork) | – | – |"), report);
    assertTrue(report.contains("| medium | toItem | 1,234 |"), report);
    assertTrue(report.contains("**not settled** — medium toItem: at least 0.9x hand-written's throughput (measured 0.90x (1 fork))"), report);
    assertTrue(report.contains("**not settled** — medium toItem: at least 2x the bean schema's throughput (measured 3.00x (1 fork))"), report);
    assertTrue(report.contains("- medium toItem: hand-written's throughput / the bean schema's: 3.33x (1 fork)"), report);
    assertTrue(report.contains("**not settled** — get: within 5% of the raw client sending the same request (measured +15.0% (1 fork))"), report);
    assertTrue(report.contains("| warm JVM (daemon, IDE) | 1,000 (950–1,100) | – | 3,000 (2,900–3,100) | 3.00x (1 fork) | – | – | 10.0 |"), report);
  }

  @Test
  void aLaterFileReplacesTheSameBenchmarksOfAnEarlierOne(@TempDir Path dir) throws IOException {
    Path full = Files.writeString(dir.resolve("full.json"), "[\n"
        + run("startup.FirstItemBenchmark.generated", null, 30, 31, 40, "ms/op", "") + ",\n"
        + run("startup.FirstItemBenchmark.beanSchema", null, 150, 160, 170, "ms/op", "") + "\n]\n");
    Path again = Files.writeString(dir.resolve("again.json"), "[\n"
        + run("startup.FirstItemBenchmark.generated", null, 19, 20, 25, "ms/op", "") + "\n]\n");

    String report = Report.render(Results.read(List.of(full, again)));

    assertTrue(report.contains("| generated entity | 20.0 (19.0–25.0) |"), report);
    assertTrue(report.contains("**not settled** — start-up: first item at least 10x faster than fromBean (measured 8.00x (1 fork))"), report);
  }

  @Test
  void aDifferenceInsideTheSpreadOfTheForksIsParityAndLeavesTheTargetUnsettled(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("forks.json"), "[\n"
        + forks("client.ClientBenchmark.getGenerated", "us/op", new double[][] {{21, 21, 21}, {26, 26, 26}, {23, 23, 23}}) + ",\n"
        + forks("client.ClientBenchmark.getRawClient", "us/op", new double[][] {{20, 20, 20}, {24, 24, 24}, {21, 21, 21}}) + ",\n"
        + forks("client.ClientBenchmark.putGenerated", "us/op", new double[][] {{30, 30, 30}, {30.5, 30.5, 30.5}, {29.5, 29.5, 29.5}}) + ",\n"
        + forks("client.ClientBenchmark.putRawClient", "us/op", new double[][] {{20, 20, 20}, {20.2, 20.2, 20.2}, {19.8, 19.8, 19.8}}) + "\n]\n");

    String report = Report.render(Results.read(file));

    assertTrue(report.contains("**not settled** — get: within 5% of the raw client sending the same request (measured parity (-17.2 to +39.9))"), report);
    assertTrue(report.contains("**missed** — put: within 5% of the raw client sending the same request (measured +50.0% (+44.7 to +55.4))"), report);
  }

  @Test
  void theReadmeTableComesFromTheSameRatios(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("forks.json"), "[\n"
        + forks("marshalling.OrderMarshalling.fromItemGenerated", "ops/ms", new double[][] {{300}, {310}, {290}}) + ",\n"
        + forks("marshalling.OrderMarshalling.fromItemHandWritten", "ops/ms", new double[][] {{100}, {101}, {99}}) + "\n]\n");

    String table = Report.readmeTable(Results.read(file));

    assertTrue(table.contains("| item -> record, speed (small / medium / nested) | – / 3.00x (2.75–3.27) / – |"), table);
  }

  @Test
  void featureRowsSetScansAndCollectionPagesAgainstTheirBaselinesWithIntervals(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("features.json"), "[\n"
        + forks("scan.ScanBenchmark.sequentialScan", "ms/op", new double[][] {{400}, {420}, {410}}) + ",\n"
        + forks("scan.ScanBenchmark.parallelScan", "ms/op", new double[][] {{200}, {212}, {203}}) + ",\n"
        + forks("scan.ScanBenchmark.enhancedScan", "ms/op", new double[][] {{600}, {630}, {615}}) + ",\n"
        + forks("collection.CollectionPageBenchmark.handWritten", "us/op", new double[][] {{10}, {11}, {10.5}}) + ",\n"
        + forks("collection.CollectionPageBenchmark.generated", "us/op", new double[][] {{12}, {13.2}, {12.6}}) + "\n]\n");

    String report = Report.render(Results.read(file));

    // Scores show the percentiles JMH reports (1 in this file); speeds and intervals come from the forks.
    assertTrue(report.contains("| scan of 10,000 items over HTTP, on moto (ms) | `parallelScan` | 1.00 | `sequentialScan` 1.00 | 2.00x (1.86–2.15) |"),
        report);
    assertTrue(report.contains("| scan of 10,000 items over HTTP, on moto (ms) | `enhancedScan` | 1.00 | `sequentialScan` 1.00 | 0.67x (0.63–0.70) |"),
        report);
    assertTrue(report.contains("| scan of 10,000 items over HTTP, on moto (ms) | `enhancedParallelScan` | – | `sequentialScan` 1.00 | – |"), report);
    assertTrue(report.contains("| collection page decode (µs/op) | `generated` | 1.00 | `handWritten` 1.00 | 0.83x (0.75–0.93) |"),
        report);
    assertTrue(report.contains("**met** — collection page decode: at least 0.7x hand-written's speed (measured 0.83x (0.75–0.93))"),
        report);
  }

  @Test
  void aPairedBenchmarkSettlesTheClientTargetFromTheRatiosOfItsOwnIterations(@TempDir Path dir) throws IOException {
    // Forks 30% apart in speed: as two benchmarks they settle nothing, but within each fork the
    // generated calls took 3% longer than the raw client's, iteration after iteration.
    Path file = Files.writeString(dir.resolve("paired.json"), "[\n"
        + forks("client.ClientBenchmark.getGenerated", "us/op", new double[][] {{103}, {134}, {113}, {155}, {124}}) + ",\n"
        + forks("client.ClientBenchmark.getRawClient", "us/op", new double[][] {{100}, {130}, {110}, {150}, {120}}) + ",\n"
        + paired("client.ClientBenchmark.getPaired",
            new double[][] {{1030, 1031, 1029}, {1340, 1342, 1339}, {1133, 1134, 1132}, {1545, 1546, 1547}, {1236, 1236, 1235}},
            new double[][] {{1000, 1000, 1000}, {1300, 1300, 1300}, {1100, 1100, 1100}, {1500, 1500, 1500}, {1200, 1200, 1200}}) + ",\n"
        + paired("client.ClientBenchmark.getPairedChecked",
            new double[][] {{1010, 1010}, {1010, 1010}, {1010, 1010}},
            new double[][] {{1000, 1000}, {1000, 1000}, {1000, 1000}}) + ",\n"
        + paired("client.AsyncClientBenchmark.putPaired",
            new double[][] {{1100, 1100}, {1300, 1300}, {1080, 1080}},
            new double[][] {{1000, 1000}, {1000, 1000}, {1000, 1000}}) + "\n]\n");

    String report = Report.render(Results.read(file));

    assertTrue(report.contains("**met** — get: within 5% of the raw client sending the same request (measured +3.0% (+3.0 to +3.1))"), report);
    assertTrue(report.contains("**not settled** — put (async): within 5% of the raw async client sending the same request (measured parity (-10.3 to +49.0))"), report);
    // The pairs against raw code that checks its keys show beside them; they settle no target.
    assertTrue(report.contains("| parity (-18.4 to +30.3) | parity (-18.4 to +30.3) | +3.0% (+3.0 to +3.1) | +1.0% (+1.0 to +1.0) |"),
        report);
  }

  private static String paired(String benchmark, double[][] generatedNanos, double[][] rawNanos) {
    return "{ \"benchmark\" : \"dev.singletable.benchmarks." + benchmark + "\", \"mode\" : \"avgt\""
        + ", \"primaryMetric\" : { \"score\" : 1, \"scorePercentiles\" : { \"0.0\" : 1, \"50.0\" : 1, \"100.0\" : 1 }"
        + ", \"scoreUnit\" : \"us/op\", \"rawData\" : [ [ 1 ] ] }"
        + ", \"secondaryMetrics\" : { \"generatedNanos\" : " + events(generatedNanos) + ", \"rawNanos\" : " + events(rawNanos) + " } }";
  }

  private static String events(double[][] forks) {
    StringBuilder raw = new StringBuilder("[ ");
    for (int f = 0; f < forks.length; f++) {
      raw.append(f == 0 ? "" : ", ").append(java.util.Arrays.toString(forks[f]));
    }
    return "{ \"score\" : 1, \"scorePercentiles\" : { \"0.0\" : 1, \"50.0\" : 1, \"100.0\" : 1 }, \"scoreUnit\" : \"#\""
        + ", \"rawData\" : " + raw + " ] }";
  }

  private static String forks(String benchmark, String unit, double[][] forks) {
    StringBuilder raw = new StringBuilder("[ ");
    for (int f = 0; f < forks.length; f++) {
      raw.append(f == 0 ? "" : ", ").append(java.util.Arrays.toString(forks[f]));
    }
    raw.append(" ]");
    return "{ \"benchmark\" : \"dev.singletable.benchmarks." + benchmark + "\", \"mode\" : \"avgt\""
        + ", \"primaryMetric\" : { \"score\" : 1, \"scorePercentiles\" : { \"0.0\" : 1, \"50.0\" : 1, \"100.0\" : 1 }"
        + ", \"scoreUnit\" : \"" + unit + "\", \"rawData\" : " + raw + " } }";
  }

  private static String run(String benchmark, String processor, double min, double median, double max, String unit, String more) {
    return "{ \"benchmark\" : \"dev.singletable.benchmarks." + benchmark + "\", \"mode\" : \"thrpt\""
        + (processor == null ? "" : ", \"params\" : { \"processor\" : \"" + processor + "\" }")
        + ", \"primaryMetric\" : " + metric(min, median, max, unit) + more + " }";
  }

  private static String metric(double min, double median, double max, String unit) {
    return "{ \"score\" : " + median + ", \"scoreError\" : \"NaN\", \"scorePercentiles\" : { \"0.0\" : " + min
        + ", \"50.0\" : " + median + ", \"100.0\" : " + max + " }, \"scoreUnit\" : \"" + unit + "\", \"rawData\" : [ [ "
        + min + ", " + median + ", " + max + " ] ] }";
  }
}
