package dev.singletable.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * BENCHMARKS.md's tables and the performance guide's table ({@code docs/guides/performance.md}) are the report tool's output on the
 * committed result files ({@code benchmarks/results/current.txt} lists them), byte for byte: no
 * number in either document is typed by hand.
 */
class CommittedReportTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  @Test
  void benchmarksMdTablesAreTheReportOfTheCommittedResults() throws IOException {
    String expected = Report.render(committed());
    assertEquals(expected, between(ROOT.resolve("BENCHMARKS.md"), "<!-- report:begin -->\n", "<!-- report:end -->"),
        "BENCHMARKS.md differs from the report; regenerate it with the command under \"How to run\"");
  }

  @Test
  void performanceGuideTableIsTheReportOfTheCommittedResults() throws IOException {
    String expected = Report.readmeTable(committed());
    assertEquals(expected, between(ROOT.resolve("docs/guides/performance.md"), "<!-- performance:begin -->\n",
        "<!-- performance:end -->"),
        "docs/guides/performance.md's table differs from the report; regenerate it with Report --readme");
  }

  private static Results committed() throws IOException {
    Path results = ROOT.resolve("benchmarks/results");
    List<Path> files = new ArrayList<>();
    for (String line : Files.readAllLines(results.resolve("current.txt"))) {
      if (!line.isBlank() && !line.startsWith("#")) {
        files.add(results.resolve(line.trim()));
      }
    }
    return Results.read(files);
  }

  private static String between(Path file, String begin, String end) throws IOException {
    String text = Files.readString(file);
    int from = text.indexOf(begin);
    int to = text.indexOf(end, from);
    if (from < 0 || to < 0) {
      throw new AssertionError(file.getFileName() + " has no " + begin.trim() + " ... " + end + " section");
    }
    return text.substring(from + begin.length(), to);
  }
}
