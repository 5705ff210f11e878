package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/**
 * Lifecycle annotations ({@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}, {@code @Ttl},
 * {@code @Unique}) and collections the processor refuses, each reported at the annotation at fault.
 */
class LifecycleErrorsTest {

  @Test
  void versionOfTypeStringIsRefused() {
    Sources.assertErrorAt("VersionType",
        "[SingleTableVersionType] @Version on component revision of type java.lang.String",
        "@Version String revision");
  }

  @Test
  void createdAtOfTypeLongIsRefused() {
    Sources.assertErrorAt("TimestampType",
        "[SingleTableTimestampType] @CreatedAt on component createdAt of type long",
        "@CreatedAt long createdAt");
  }

  @Test
  void ttlOfTypeLocalDateIsRefused() {
    Sources.assertErrorAt("TtlType",
        "[SingleTableTtlType] @Ttl on component expiresOn of type java.time.LocalDate",
        "@Ttl LocalDate expiresOn");
  }

  @Test
  void uniqueNumberIsRefused() {
    Sources.assertErrorAt("UniqueType",
        "[SingleTableUniqueType] @Unique on component taxNumber of type long",
        "@Unique long taxNumber");
  }

  @Test
  void keyOnlyOutsideThePrimaryKeyIsRefusedThere() {
    Compilation compilation = Sources.assertErrorAt("KeyOnlyOutsidePrimaryKey",
        "[SingleTableKeyOnlyOutsidePrimaryKey] @KeyOnly on component day, which the primary key is not rendered from;"
            + " only a component of the @Pk or @Sk template can be stored in the key alone and read back from it",
        "@KeyOnly String day");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void secondVersionOfAnEntityIsRefusedAtTheSecond() {
    Compilation compilation = Sources.assertErrorAt("DuplicateLifecycle",
        "[SingleTableDuplicateLifecycle] @Version on component revision of DuplicateLifecycle, which already has it"
            + " on component version",
        "@Version long revision");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void createdAtAndUpdatedAtOnOneComponentAreRefused() {
    Sources.assertErrorAt("ConflictingLifecycle",
        "[SingleTableConflictingLifecycle] component touchedAt carries both @CreatedAt and @UpdatedAt",
        "@CreatedAt @UpdatedAt Instant touchedAt");
  }

  @Test
  void updatedAtInThePrimaryKeyIsRefusedNamingWhatToUseInstead() {
    Sources.assertErrorAt("LifecycleInKey",
        "[SingleTableLifecycleInKey] @UpdatedAt component updatedAt is part of the primary key; the library sets it"
            + " on every write, and no write can change the key of the item it writes, so each one would leave a"
            + " copy behind: order items by creation with @CreatedAt in the primary key, or by last change with"
            + " @UpdatedAt in a secondary index's key, which writes move",
        "@UpdatedAt Instant updatedAt");
  }

  @Test
  void createdAtInThePrimaryKeyAndTimesInIndexKeysCompile() {
    assertThat(Sources.compile(Sources.good("Timeline"))).succeededWithoutWarnings();
  }

  @Test
  void uniqueInsideANestedRecordIsRefused() {
    Sources.assertErrorAt("LifecycleInNestedRecord",
        "[SingleTableLifecycleInNestedRecord] @Unique on component email of nested record Contact",
        "@Unique String email");
  }

  @Test
  void collectionMembersWithPartitionKeysOfOtherTypesAreRefused() {
    Compilation compilation = Sources.assertErrorAt("CollectionMismatch",
        "[SingleTableCollectionMismatch] Order names collection \"customer\" of service \"shop\" with partition key"
            + " pk = \"CUSTOMER#${customerId}\" (customerId: long), but entity \"customer\" of that collection has"
            + " pk = \"CUSTOMER#${customerId}\" (customerId: java.lang.String)",
        "@Pk(collection = \"customer\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void twoTimeToLiveAttributesInOneServiceAreRefused() {
    Sources.assertErrorAt("TtlConflict",
        "[SingleTableTtlConflict] @Ttl component validUntil of Token is stored as \"validUntil\", but entity"
            + " \"session\" of service \"auth\" stores its @Ttl as \"expiresAt\"",
        "@Ttl Instant validUntil");
  }
}
