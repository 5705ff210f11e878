package dev.singletable.samples.hardening;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Broken expectations of a fuzz run, by kind, so that one run reports every kind of failure it
 * provoked (with a few examples each) instead of stopping at the first.
 */
final class Violations {
  private static final int EXAMPLES = 4;

  private final Map<String, List<String>> byKind = new TreeMap<>();
  private final Map<String, Integer> counts = new TreeMap<>();

  void add(String kind, String example) {
    counts.merge(kind, 1, Integer::sum);
    List<String> examples = byKind.computeIfAbsent(kind, k -> new ArrayList<>());
    if (examples.size() < EXAMPLES) {
      examples.add(example);
    }
  }

  boolean isEmpty() {
    return counts.isEmpty();
  }

  int count(String kind) {
    return counts.getOrDefault(kind, 0);
  }

  /** One line per kind with its count, then its first examples. */
  String report() {
    StringBuilder report = new StringBuilder();
    for (Map.Entry<String, Integer> kind : counts.entrySet()) {
      report.append('\n').append(kind.getKey()).append(": ").append(kind.getValue());
      for (String example : byKind.get(kind.getKey())) {
        report.append("\n    ").append(example);
      }
    }
    return report.toString();
  }

  /** Java-escapes what a terminal would hide or mangle: controls, surrogates, non-ASCII. */
  static String show(String value) {
    if (value == null) {
      return "null";
    }
    StringBuilder shown = new StringBuilder("\"");
    int limit = Math.min(value.length(), 60);
    for (int i = 0; i < limit; i++) {
      char c = value.charAt(i);
      if (c >= 0x20 && c < 0x7f && c != '"') {
        shown.append(c);
      } else {
        shown.append(String.format("\\u%04X", (int) c));
      }
    }
    if (value.length() > limit) {
      shown.append("...(").append(value.length()).append(" chars)");
    }
    return shown.append('"').toString();
  }
}
