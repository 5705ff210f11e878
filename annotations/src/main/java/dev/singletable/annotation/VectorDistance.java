package dev.singletable.annotation;

/**
 * How a {@link VectorIndex} measures how close two vectors are ({@code DistanceFunction}). With
 * {@link #COSINE} and {@link #EUCLIDEAN} a lower score is closer; with {@link #DOT_PRODUCT} a higher
 * score is.
 */
public enum VectorDistance {
  /** One minus the cosine of the angle between the vectors: 0 (same direction) to 2 (opposite). */
  COSINE,
  /** The straight-line distance between the vectors. */
  EUCLIDEAN,
  /** The dot product of the vectors; higher is closer. */
  DOT_PRODUCT
}
