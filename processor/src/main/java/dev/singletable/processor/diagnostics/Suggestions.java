package dev.singletable.processor.diagnostics;

import java.util.Collection;
import java.util.Optional;

/** Picks the name a user most likely meant, by edit distance. */
public final class Suggestions {
  private Suggestions() {}

  /** The candidate closest to {@code name} (the first of equally close ones); empty without candidates. */
  public static Optional<String> closest(String name, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int distance = distance(name, candidate);
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Levenshtein distance; case differences cost half as much, so {@code seqnum} finds {@code seqNum}. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = 2 * j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = 2 * i;
      for (int j = 1; j <= b.length(); j++) {
        char x = a.charAt(i - 1);
        char y = b.charAt(j - 1);
        int substitution = x == y ? 0 : Character.toLowerCase(x) == Character.toLowerCase(y) ? 1 : 2;
        current[j] = Math.min(previous[j - 1] + substitution, Math.min(previous[j], current[j - 1]) + 2);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
