package dev.singletable.samples.catalogue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A small deterministic stand-in for an embedding model: each word of a text is hashed into one of
 * {@value #DIMENSIONS} buckets with a sign, and the sum is scaled to length 1. Texts that share words
 * point the same way, so a cosine search finds them; the same text always gives the same vector.
 */
public final class Embeddings {
  /** The number of elements of every embedding. */
  public static final int DIMENSIONS = 8;

  private Embeddings() {}

  /**
   * The embedding of a text.
   *
   * @param text any text
   * @return {@value #DIMENSIONS} elements, of length 1 unless the text has no word
   */
  public static List<Float> of(String text) {
    double[] sum = new double[DIMENSIONS];
    for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (word.isEmpty()) {
        continue;
      }
      int hash = fnv(word);
      sum[Math.floorMod(hash, DIMENSIONS)] += (hash & 0x100) == 0 ? 1 : -1;
    }
    double length = 0;
    for (double element : sum) {
      length += element * element;
    }
    length = Math.sqrt(length);
    List<Float> vector = new ArrayList<>(DIMENSIONS);
    for (double element : sum) {
      vector.add(length == 0 ? 0f : (float) (element / length));
    }
    return vector;
  }

  /** The 32-bit FNV-1a hash of the word's UTF-8 bytes: stable across runs and machines. */
  private static int fnv(String word) {
    int hash = 0x811c9dc5;
    for (byte b : word.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return hash;
  }
}
