package dev.singletable.samples.catalogue;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import dev.singletable.annotation.VectorDistance;
import dev.singletable.annotation.VectorIndex;
import java.util.List;

/**
 * A product of the catalogue, with the embedding of its title in vector index {@code byEmbedding}:
 * searched within one category, filtered by brand.
 *
 * @param sku the product's stock-keeping unit
 * @param category its category, the search partition
 * @param brand its brand, a search filter
 * @param title its title
 * @param embedding the embedding of its title, {@value Embeddings#DIMENSIONS} elements
 */
@Entity(service = "catalogue")
@Pk(template = "PRODUCT#${sku}")
@Sk(template = "#PRODUCT")
@VectorIndex(index = "byEmbedding", name = "similar", vector = "embedding", dimensions = Embeddings.DIMENSIONS,
    distance = VectorDistance.COSINE, partition = "category", filters = {"brand"})
public record Product(String sku, String category, String brand, String title, List<Float> embedding) {
  /** A product whose embedding is that of its title. */
  public static Product of(String sku, String category, String brand, String title) {
    return new Product(sku, category, brand, title, Embeddings.of(title));
  }
}
