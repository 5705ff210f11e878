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
  void tableIndexNameTakenByASecondaryIndexIsRefusedAtTheName() {
    Sources.assertErrorAt("TableIndexNameTaken",
        "[SingleTableTableIndexName] @Pk(name = \"byAuthor\") is already the name of index \"gsi1\"",
        "name = \"byAuthor\")");
  }

  @Test
  void tableIndexNameThatIsNoJavaIdentifierIsRefusedAtTheName() {
    Sources.assertErrorAt("TableIndexNameInvalid",
        "[SingleTableTableIndexName] @Pk(name = \"copies-of-book\") is not a Java identifier",
        "name = \"copies-of-book\")");
  }

  @Test
  void keyAttributeWrittenFromTwoTemplatesIsRefused() {
    Sources.assertErrorAt("ConflictingKeyField",
        "[SingleTableConflictingKeyField] key attribute \"sk\" is written from template"
            + " \"#PROFILE\" by @Sk of ConflictingKeyField and from template \"EMAIL#${email}\"",
        "pkField = \"sk\"");
  }

  @Test
  void gsiCollectionMembersWithDifferentPartitionKeysAreRefusedAtTheCollectionValue() {
    Sources.assertErrorAt("GsiCollectionMismatch",
        "[SingleTableCollectionMismatch] Employee names collection \"workplaces\" of service \"taskapp\" with"
            + " partition key gsi1pk = \"OFFICES#${office}\" (office: java.lang.String), but entity \"office\" of that"
            + " collection has gsi1pk = \"OFFICE#${office}\"",
        "  collection = \"workplaces\")");
  }

  @Test
  void aCollectionNamedOnTwoIndexesIsRefused() {
    Sources.assertErrorAt("CollectionIndexMismatch",
        "[SingleTableCollectionIndexMismatch] Employee names collection \"workplaces\" of service \"taskapp\" on"
            + " index \"gsi2\", but entity \"office\" names it on index \"gsi1\"",
        "  collection = \"workplaces\")");
  }

  @Test
  void entitiesSharingAnIndexMustAgreeOnItsSortKey() {
    Sources.assertErrorAt("SharedIndexMismatch",
        "[SingleTableIndexMismatch] Employee keys index \"gsi1\" with partition key \"gsi1pk\" and no sort key,"
            + " but entity \"office\" of service \"taskapp\" keys it with partition key \"gsi1pk\" and sort key"
            + " \"gsi1sk\"",
        "name = \"coworkers\"");
  }

  @Test
  void entitiesOfOneTableMustAgreeOnItsKeyAttributes() {
    Sources.assertErrorAt("SharedTableKeyMismatch",
        "[SingleTableIndexMismatch] Employee keys the table's primary index with partition key \"pk\" and sort"
            + " key \"SK\", but entity \"office\" of service \"taskapp\" keys it with partition key \"pk\" and"
            + " sort key \"sk\"",
        "field = \"SK\"");
  }
}
