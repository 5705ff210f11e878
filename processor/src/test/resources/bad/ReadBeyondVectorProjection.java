package good;

import dev.singletable.runtime.operation.VectorSearch;
import java.util.List;

/** A search of a vector index that stores less than every attribute returns what the index stores. */
final class ReadBeyondVectorProjection {
  private ReadBeyondVectorProjection() {}

  static String notStored(ProductEntity products, List<Float> vector) {
    return products.search().similar(vector, "shoes").list().get(0).item().brand();
  }

  static Object narrowed(ProductEntity products, List<Float> vector) {
    return products.search().similar(vector, "shoes").attributes(ProductEntity.TITLE).list();
  }

  static String stored(ProductEntity products, List<Float> vector) {
    List<VectorSearch.Scored<ProductEntity.SimilarProjection>> found = products.search().similar(vector, "shoes")
        .brand("acme").year(2024).topK(3).list();
    return found.get(0).item().sku() + found.get(0).item().title() + found.get(0).score();
  }
}
