package good;

import java.util.List;

/** A vector is set whole: an append could change its length, an element update put a NaN in it. */
final class AppendToVector {
  private AppendToVector() {}

  static Object lengthen(ProductEntity products) {
    return products.update("P-1").append(ProductEntity.EMBEDDING, List.of(0.5f)).execute();
  }

  static Object setOneElement(ProductEntity products) {
    return products.update("P-1").set(ProductEntity.EMBEDDING.at(0), Float.NaN).execute();
  }

  static Object setWhole(ProductEntity products) {
    return products.update("P-1").set(ProductEntity.EMBEDDING, List.of(0.1f, 0.2f, 0.3f, 0.4f)).execute();
  }
}
