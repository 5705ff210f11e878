package dev.singletable.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report reads JMH's CSV as JMH writes it and puts the right ratio and verdict on each row. */
class ReportTest {
  private static final String CSV = String.join("\n",
      "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\",\"Param: processor\"",
      "\"dev.singletable.benchmarks.marshalling.OrderMarshalling.toItemGenerated\",\"thrpt\",1,5,900.0,10.0,\"ops/ms\",",
      "\"dev.singletable.benchmarks.marshalling.OrderMarshalling.toItemHandWritten\",\"thrpt\",1,5,1000.0,12.0,\"ops/ms\",",
      "\"dev.singletable.benchmarks.marshalling.OrderMarshalling.toItemBeanSchema\",\"thrpt\",1,5,300.0,5.0,\"ops/ms\",",
      "\"dev.singletable.benchmarks.marshalling.OrderMarshalling.toItemGenerated:gc.alloc.rate.norm\",\"thrpt\",1,5,1234.0,0.1,\"B/op\",",
      "\"dev.singletable.benchmarks.client.ClientBenchmark.getGenerated\",\"avgt\",1,5,23.0,1.0,\"us/op\",",
      "\"dev.singletable.benchmarks.client.ClientBenchmark.getRawClient\",\"avgt\",1,5,20.0,1.0,\"us/op\",",
      "\"dev.singletable.benchmarks.compile.ProcessorCostBenchmark.warm\",\"ss\",1,5,1000.0,50.0,\"ms/op\",none",
      "\"dev.singletable.benchmarks.compile.ProcessorCostBenchmark.warm\",\"ss\",1,5,3000.0,80.0,\"ms/op\",singletable",
      "");

  @Test
  void ratiosAndVerdictsComeFromTheMatchingRows(@TempDir Path dir) throws IOException {
    Path csv = Files.writeString(dir.resolve("results.csv"), CSV);

    String report = Report.render(Results.read(csv));

    assertTrue(report.contains("| medium (20, list, map) | toItem | 900 ± 10.0 | 1,000 ± 12.0 | 300 ± 5.00 | – | – | 0.90x | 3.00x | – | – |"), report);
    assertTrue(report.contains("| 1,234 |"), report);
    assertTrue(report.contains("**met** — medium (20, list, map) toItem: at least 1/1.2 of hand-written's throughput (measured 0.90x)"), report);
    assertTrue(report.contains("**missed** — get: within 10% of the raw client (measured +15.0%)"), report);
    assertTrue(report.contains("| warm JVM (daemon, IDE) | 1,000 ± 50.0 | – | 3,000 ± 80.0 | 3.00x | – | – | 10.0 |"), report);
    assertTrue(report.contains("| query (1 page of 25 medium items) | pending |"), report);
  }
}
