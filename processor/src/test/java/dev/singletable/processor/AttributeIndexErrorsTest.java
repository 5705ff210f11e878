package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Indexes keyed by several attributes that the processor refuses, each reported at the value at fault. */
class AttributeIndexErrorsTest {

  @Test
  void indexKeyedByAttributesAndATemplateIsRefusedAtTheTemplate() {
    Sources.assertErrorAt("IndexKeyTwoWays",
        "[SingleTableIndexKeyTwoWays] @Gsi index \"byRegion\" names pkAttributes and also sk",
        "sk = \"SCORE#${score}\"");
  }

  @Test
  void fiveSortAttributesAreRefused() {
    Sources.assertErrorAt("TooManyIndexAttributes",
        "[SingleTableTooManyIndexAttributes] @Gsi index \"byAll\" has 5 sort attributes",
        "skAttributes = {\"a1\"");
  }

  @Test
  void unknownIndexAttributeIsRefusedWithTheClosestComponent() {
    Sources.assertErrorAt("UnknownIndexAttribute",
        "[SingleTableUnknownIndexAttribute] @Gsi index \"byRegion\" is keyed by \"regoin\", which names no component"
            + " of UnknownIndexAttribute; did you mean \"region\"?",
        "\"regoin\"");
  }

  @Test
  void listAsIndexAttributeIsRefused() {
    Sources.assertErrorAt("UnsupportedIndexAttributeType",
        "[SingleTableUnsupportedIndexAttributeType] @Gsi index \"byTags\" is keyed by component tags of type"
            + " java.util.List<java.lang.String>",
        "skAttributes = {\"tags\"}");
  }

  @Test
  void componentNamedTwiceInOneIndexIsRefused() {
    Sources.assertErrorAt("DuplicateIndexAttribute",
        "[SingleTableDuplicateIndexAttribute] @Gsi index \"byTenant\" names component tenant twice",
        "skAttributes = {\"score\", \"tenant\"}");
  }

  @Test
  void entitiesKeyingOneIndexWithDifferentTypesAreRefused() {
    Compilation compilation = Sources.compile(Sources.bad("IndexAttributesDisagree"));
    assertThat(compilation).hadErrorContaining("[SingleTableIndexAttributesDisagree]");
    assertThat(compilation).hadErrorContaining("keys index \"byRegion\" as (region S; score");
    assertThat(compilation).hadErrorContaining("score N)");
  }
}
