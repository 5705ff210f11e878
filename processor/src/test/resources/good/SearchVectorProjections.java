package good;

import dev.singletable.runtime.operation.VectorSearch;
import java.util.List;

/** Searches of vector indexes, typed by what each index stores. */
final class SearchVectorProjections {
  private SearchVectorProjections() {}

  static List<VectorSearch.Scored<ProductEntity.SimilarProjection>> included(ProductEntity products,
      List<Float> vector) {
    return products.search().similar(vector, "shoes").brand("acme").year(2024).topK(3).list();
  }

  static String includedComponents(ProductEntity.SimilarProjection found) {
    return found.sku() + found.title() + found.primaryKey();
  }

  static List<VectorSearch.Scored<PaletteEntity.ByColoursProjection>> keysOnly(PaletteEntity palettes) {
    return palettes.search().byColours(List.of(1.0, 0.0, 0.5)).list();
  }

  static String keys(PaletteEntity.ByColoursProjection found) {
    return found.id() + found.primaryKey();
  }

  static List<VectorSearch.Scored<Sketch>> every(SketchEntity sketches) {
    return sketches.search().byOutline(new float[] {1, 0, 0}, "cats").attributes(SketchEntity.ALBUM).list();
  }
}
