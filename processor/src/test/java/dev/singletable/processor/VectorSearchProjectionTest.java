package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The searches of vector indexes that store less than every attribute return the index's projection
 * record; a search of one that stores every attribute takes {@code attributes(...)}.
 */
class VectorSearchProjectionTest {

  @Test
  void includeAndKeysOnlyIndexesGetSearchesReturningTheirProjectionRecords() throws IOException {
    Compilation compilation = Sources.compile(Sources.good("Product"), Sources.good("Sketch"),
        Sources.good("Palette"), Sources.good("SearchVectorProjections"));
    assertThat(compilation).succeededWithoutWarnings();
    String product = source(compilation, "good.ProductEntity");
    for (String part : new String[] {
        "public static final class SimilarProjection implements Projected<Product>",
        "public SimilarProjection(String sku, String title)",
        "public static final class SimilarSearch extends VectorSearch<SimilarProjection, SimilarSearch>",
        "super(table, AttributeConstants.SIMILAR_PROJECTION, \"byEmbedding\", \"embedding\", 4, vector);",
        "public SimilarSearch year(int year)",
        "public List<Product> hydrate(List<? extends Projected<Product>> projections)"}) {
      contains(product, part);
    }
    String palette = source(compilation, "good.PaletteEntity");
    contains(palette, "public ByColoursProjection(String id)");
    contains(palette, "extends VectorSearch<ByColoursProjection, ByColoursSearch>");
    contains(source(compilation, "good.SketchEntity"), "extends VectorSearch<Sketch, ByOutlineSearch>");
  }

  @Test
  void aProjectionRecordHoldsOnlyWhatTheIndexStoresAndTakesNoAttributes() {
    JavaFileObject caller = Sources.bad("ReadBeyondVectorProjection");
    Compilation compilation = Sources.compile(Sources.good("Product"), caller);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller).onLineContaining(".item().brand()");
    assertThat(compilation).hadErrorContaining("attributes").inFile(caller)
        .onLineContaining(".attributes(ProductEntity.TITLE)");
    assertThat(compilation).hadErrorCount(2);
  }

  private static String source(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString()
        .replaceAll("\\s+", " ");
  }

  private static void contains(String source, String part) {
    if (!source.contains(part)) {
      throw new AssertionError("no " + part + " in " + source);
    }
  }
}
