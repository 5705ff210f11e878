package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Index projections: what the processor refuses, each reported at the value at fault, and what the
 * generated projection records let compile.
 */
class ProjectionErrorsTest {

  @Test
  void projectionQueriesAndHydrationCompileWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Headline", "HeadlineQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void readingAComponentTheIndexDoesNotStoreDoesNotCompile() {
    JavaFileObject source = Sources.bad("UnprojectedComponentRead");
    Compilation compilation = Sources.compile(Sources.good("Headline"), source);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source).onLineContaining(".body()");
    assertThat(compilation).hadErrorContaining("HeadlineEntity.ByTopicProjection");
  }

  @Test
  void includeNamingAnUnknownComponentIsRefusedWithTheClosestOne() {
    Sources.assertErrorAt("UnknownProjectedAttribute",
        "[SingleTableUnknownProjectedAttribute] @Gsi index \"gsi1\" includes \"titel\", which names no component of"
            + " UnknownProjectedAttribute; did you mean \"title\"?",
        "\"titel\"");
  }

  @Test
  void includeWithKeysOnlyIsRefused() {
    Sources.assertErrorAt("IncludeWithKeysOnly",
        "[SingleTableIncludeWithoutIncludeProjection] @Gsi index \"gsi1\" names include components but its"
            + " projection is KEYS_ONLY",
        "include = {\"title\"}");
  }

  @Test
  void includeProjectionWithoutComponentsIsRefused() {
    Sources.assertErrorAt("EmptyIncludeProjection",
        "[SingleTableEmptyIncludeProjection] @Gsi index \"gsi1\" has projection INCLUDE but includes no component",
        "projection = IndexProjection.INCLUDE");
  }

  @Test
  void componentIncludedTwiceIsRefused() {
    Sources.assertErrorAt("DuplicateProjectedAttribute",
        "[SingleTableDuplicateProjectedAttribute] @Gsi index \"gsi1\" includes component title twice",
        "include = {\"title\", \"title\"}");
  }

  @Test
  void projectedComponentNamedLikeThePrimaryKeyMethodIsRefused() {
    Sources.assertErrorAt("ProjectedPrimaryKeyName",
        "[SingleTableProjectedComponentName] @Gsi index \"gsi1\" projects component primaryKey",
        "projection = IndexProjection.INCLUDE");
  }

  @Test
  void projectionOfAnIndexKeyedByAttributesIsRefused() {
    Sources.assertErrorAt("AttributeIndexProjection",
        "[SingleTableAttributeIndexProjection] @Gsi index \"byDesk\" is keyed by attributes and sets projection",
        "projection = IndexProjection.KEYS_ONLY");
  }

  @Test
  void collectionOnAProjectedIndexIsRefused() {
    Sources.assertErrorAt("ProjectedCollection",
        "[SingleTableProjectedCollection] @Gsi index \"gsi1\" names collection \"desk\" but projects KEYS_ONLY",
        "projection = IndexProjection.KEYS_ONLY");
  }

  @Test
  void entitiesSharingAnIndexWithDifferentProjectionsAreRefused() {
    Compilation compilation = Sources.compile(Sources.bad("ProjectionMismatch"));
    assertThat(compilation).hadErrorContaining("[SingleTableProjectionMismatch] DeskNote projects index \"gsi1\" as"
        + " ALL, but entity \"story\" of service \"mixed\" projects it as KEYS_ONLY");
  }
}
