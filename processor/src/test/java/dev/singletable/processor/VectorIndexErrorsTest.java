package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Vector indexes: a model that declares one compiles, and each declaration the processor refuses. */
class VectorIndexErrorsTest {

  @Test
  void anEntityWithAVectorIndexCompilesWithoutWarnings() {
    assertThat(Sources.compile(Sources.good("Product"))).succeededWithoutWarnings();
  }

  @Test
  void floatAndDoubleArraysAreVectorsAndGetTheirSearches() throws java.io.IOException {
    Compilation compilation = Sources.compile(Sources.good("Sketch"));
    assertThat(compilation).succeededWithoutWarnings();
    String entity = compilation.generatedSourceFile("good.SketchEntity").orElseThrow().getCharContent(true)
        .toString().replaceAll("\\s+", " ");
    for (String part : new String[] {"public ByOutlineSearch byOutline(float[] vector, String album)",
        "public ByPaletteSearch byPalette(double[] vector)", "Vectors.elements(vector)",
        "Vectors.check(NAME, \"outline\", \"byOutline\", 3, value.outline())"}) {
      if (!entity.contains(part)) {
        throw new AssertionError("no " + part + " in " + entity);
      }
    }
  }

  @Test
  void aVectorIsUpdatedOnlyWhole() {
    javax.tools.JavaFileObject caller = Sources.bad("AppendToVector");
    Compilation compilation = Sources.compile(Sources.good("Product"), caller);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("append").inFile(caller).onLineContaining(".append(ProductEntity.EMBEDDING");
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller).onLineContaining("EMBEDDING.at(0)");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void dimensionsAboveFourThousandNinetySixAreRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorDimensions",
        "[SingleTableVectorDimensions] @VectorIndex \"byEmbedding\" of VectorDimensions has 4097 dimensions;"
            + " DynamoDB takes 1 to 4096", "dimensions = 4097");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aVectorOfIntegersIsRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorComponentType",
        "[SingleTableVectorComponentType] the vector component embedding of @VectorIndex \"byEmbedding\" is of"
            + " type java.util.List<java.lang.Integer>", "vector = \"embedding\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aPartitionOrFilterNamingNoComponentIsRefusedWithTheClosestName() {
    Compilation compilation = Sources.assertErrorAt("VectorUnknownComponent",
        "[SingleTableVectorUnknownComponent] partition \"categori\" of @VectorIndex \"byEmbedding\" names no"
            + " component of VectorUnknownComponent; did you mean \"category\"?", "partition = \"categori\"");
    assertThat(compilation).hadErrorContaining("[SingleTableVectorUnknownComponent] filter \"colour\" of"
        + " @VectorIndex \"byEmbedding\" names no component of VectorUnknownComponent")
        .inFile(Sources.bad("VectorUnknownComponent")).onLineContaining("\"colour\"");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aPartitionOrFilterOfATypeTheAttributeDefinitionsCannotHoldIsRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorSearchType",
        "[SingleTableVectorSearchType] the partition component tags of @VectorIndex \"byEmbedding\" is of type"
            + " java.util.List<java.lang.String>", "partition = \"tags\"");
    assertThat(compilation).hadErrorContaining("[SingleTableVectorSearchType] the filter component active of"
        + " @VectorIndex \"byEmbedding\" is of type boolean")
        .inFile(Sources.bad("VectorSearchType")).onLineContaining("filters = {\"active\"}");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aVectorIndexOnAProvisionedTableIsRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorIndexProvisioned",
        "[SingleTableVectorIndexProvisioned] @VectorIndex \"byEmbedding\" of VectorIndexProvisioned is on the"
            + " table of service \"vectors\", which entity \"vectorIndexProvisioned\" provisions (@Provisioned);"
            + " DynamoDB takes vector indexes on on-demand tables only", "@VectorIndex(");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void anIncludeWithoutIncludeProjectionAndAnEmptyIncludeAreRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorIndexOption",
        "[SingleTableVectorIndexOption] @VectorIndex \"byEmbedding\" of VectorIndexOption names components to"
            + " include with projection KEYS_ONLY", "include = {\"title\"}");
    assertThat(compilation).hadErrorContaining("[SingleTableVectorIndexOption] @VectorIndex \"byTitle\" of"
        + " VectorIndexOption has projection INCLUDE and includes nothing")
        .inFile(Sources.bad("VectorIndexOption")).onLineContaining("projection = IndexProjection.INCLUDE");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void twoVectorIndexesWithOneNameAreRefused() {
    Compilation compilation = Sources.assertErrorAt("DuplicateVectorIndex",
        "[SingleTableDuplicateVectorIndex] vector index \"byEmbedding\" is declared more than once on"
            + " DuplicateVectorIndex", "vector = \"other\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void entitiesOfOneServiceDefiningOneVectorIndexOtherwiseAreRefused() {
    Compilation compilation = Sources.compile(Sources.bad("VectorIndexDisagrees"),
        Sources.bad("VectorIndexDisagreesToo"));
    assertThat(compilation).hadErrorContaining("[SingleTableDuplicateVectorIndex] vector index \"byEmbedding\" is"
        + " declared on VectorIndexDisagreesToo (vector embedding, 5 dimensions, COSINE, projection ALL) and on"
        + " entity \"vectorIndexDisagrees\" of service \"disagreeing\" (vector embedding, 3 dimensions,"
        + " COSINE, projection ALL)").inFile(Sources.bad("VectorIndexDisagreesToo")).onLineContaining("@VectorIndex(");
  }

  @Test
  void aVectorIndexNamedAsASecondaryIndexIsRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorIndexNameClash",
        "[SingleTableVectorIndexNameClash] vector index \"gsi1\" of VectorIndexNameClash has the name of its"
            + " @Gsi \"gsi1\"", "@VectorIndex(index = \"gsi1\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aVectorIndexNameDynamoDbDoesNotTakeIsRefused() {
    Compilation compilation = Sources.assertErrorAt("VectorIndexName",
        "[SingleTableVectorIndexName] vector index name \"by embedding\" of VectorIndexName has characters"
            + " DynamoDB does not take", "\"by embedding\"");
    assertThat(compilation).hadErrorCount(1);
  }
}
