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
 * The rows of a JMH result file written with {@code -rf csv}: one per benchmark (and parameter
 * values), plus one per secondary metric of a profiler ({@code name:gc.alloc.rate.norm}).
 */
final class Results {
  /** One row: a score, its 99.9% error (NaN when too few samples) and its unit. */
  record Score(double value, double error, String unit) {}

  private final Map<String, Score> rows;

  private Results(Map<String, Score> rows) {
    this.rows = rows;
  }

  static Results read(Path csv) throws IOException {
    List<String> lines = Files.readAllLines(csv);
    if (lines.isEmpty() || !lines.get(0).startsWith("\"Benchmark\"")) {
      throw new IllegalArgumentException(csv + " is not a JMH CSV result file (run with -rf csv)");
    }
    List<String> header = fields(lines.get(0));
    Map<String, Score> rows = new LinkedHashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      List<String> cells = fields(line);
      StringBuilder key = new StringBuilder(shortName(cells.get(0)));
      for (int i = 7; i < Math.min(cells.size(), header.size()); i++) {
        if (cells.get(i).isEmpty()) {
          continue; // a parameter of other benchmarks in the same run
        }
        key.append(' ').append(header.get(i).replace("Param: ", "")).append('=').append(cells.get(i));
      }
      rows.put(key.toString(), new Score(number(cells.get(4)), number(cells.get(5)), cells.get(6)));
    }
    return new Results(rows);
  }

  /**
   * A score by short name: {@code OrderMarshalling.toItemGenerated}, with a metric suffix
   * ({@code :gc.alloc.rate.norm}) and parameters ({@code ProcessorCostBenchmark.warm processor=none})
   * as JMH writes them.
   */
  Optional<Score> get(String name) {
    return Optional.ofNullable(rows.get(name));
  }

  private static String shortName(String benchmark) {
    // package.Class.method[:metric] -> Class.method[:metric]
    int metric = benchmark.indexOf(':');
    String method = metric < 0 ? benchmark : benchmark.substring(0, metric);
    int methodDot = method.lastIndexOf('.');
    int classDot = method.lastIndexOf('.', methodDot - 1);
    return benchmark.substring(classDot + 1);
  }

  private static double number(String cell) {
    return cell.isEmpty() || cell.equals("NaN") ? Double.NaN : Double.parseDouble(cell);
  }

  /** Splits one CSV line as JMH writes it: fields in double quotes or bare, no quotes inside. */
  private static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}
