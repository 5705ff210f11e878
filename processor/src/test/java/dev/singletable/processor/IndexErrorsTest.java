package dev.singletable.processor;

import org.junit.jupiter.api.Test;

/** Index declarations the processor refuses, each reported at the annotation value at fault. */
class IndexErrorsTest {

  @Test
  void entityWithoutPkIsRefused() {
    Sources.assertErrorAt("MissingPk",
        "[SingleTableMissingPk] @Entity MissingPk has no @Pk",
        "@Entity(service = \"shop\")");
  }

  @Test
  void gsiWithoutPkTemplateIsRefused() {
    Sources.assertErrorAt("MissingIndexPk",
        "[SingleTableMissingIndexPk] @Gsi index \"gsi1\" has no pk template",
        "@Gsi(index = \"gsi1\", pk = \"\"");
  }

  @Test
  void sameIndexDeclaredTwiceIsRefusedAtTheSecond() {
    Sources.assertErrorAt("DuplicateIndex",
        "[SingleTableDuplicateIndex] index \"gsi1\" is declared more than once on DuplicateIndex",
        "name = \"byPhone\"");
  }

  @Test
  void sameAccessPatternNameOnTwoIndexesIsRefusedAtTheSecond() {
    Sources.assertErrorAt("DuplicateIndexName",
        "[SingleTableDuplicateIndexName] access pattern name \"byContact\" of index \"gsi2\"",
        "@Gsi(index = \"gsi2\"");
  }

  @Test
  void indexNameThatIsNoJavaIdentifierNeedsAnAccessPatternName() {
    Sources.assertErrorAt("InvalidIndexName",
        "[SingleTableInvalidIndexName] access pattern name \"email-index\" of index"
            + " \"email-index\" is not a Java identifier",
        "@Gsi(index = \"email-index\"");
  }

  @Test
  void keyAttributeWrittenFromTwoTemplatesIsRefused() {
    Sources.assertErrorAt("ConflictingKeyField",
        "[SingleTableConflictingKeyField] key attribute \"sk\" is written from template"
            + " \"#PROFILE\" by @Sk of ConflictingKeyField and from template \"EMAIL#${email}\"",
        "pkField = \"sk\"");
  }
}
