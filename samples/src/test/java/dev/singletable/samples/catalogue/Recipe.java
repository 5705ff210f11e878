package dev.singletable.samples.catalogue;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

/**
 * A recipe with two embeddings in vector indexes that store less than every attribute: {@code
 * byTaste} stores the title and the minutes besides the keys ({@code INCLUDE}), {@code byMethod} the
 * keys only ({@code KEYS_ONLY}). Their searches return projection records.
 *
 * @param book the book the recipe is in
 * @param id the recipe
 * @param cuisine its cuisine, the search partition of {@code byTaste}
 * @param course its course, a filter of {@code byTaste}
 * @param title its title
 * @param minutes how long it takes
 * @param method how it is made
 * @param taste the embedding of its title
 * @param technique the embedding of its method
 */
@Entity(service = "recipes")
@Pk(template = "BOOK#${book}")
@Sk(template = "RECIPE#${id}")
@VectorIndex(index = "byTaste", name = "alike", vector = "taste", dimensions = Embeddings.DIMENSIONS,
    distance = VectorDistance.COSINE, partition = "cuisine", filters = {"course"},
    projection = IndexProjection.INCLUDE, include = {"title", "minutes"})
@VectorIndex(index = "byMethod", vector = "technique", dimensions = Embeddings.DIMENSIONS,
    distance = VectorDistance.DOT_PRODUCT, projection = IndexProjection.KEYS_ONLY)
public record Recipe(String book, String id, String cuisine, String course, String title, int minutes,
    String method, List<Float> taste, List<Float> technique) {
  /** A recipe whose embeddings are those of its title and method. */
  static Recipe of(String book, String id, String cuisine, String course, String title, int minutes, String method) {
    return new Recipe(book, id, cuisine, course, title, minutes, method, Embeddings.of(title), Embeddings.of(method));
  }
}
