package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Tenant}: every partition an entity's items can be read by holds the tenant, or the index is
 * refused at its partition key; one tenant component, of the entity itself; a warning at a {@code
 * @Unique} value claimed across tenants.
 */
class TenantErrorsTest {
  @Test
  void aGsiPartitionedWithoutTheTenantIsRefusedAtItsPartitionKey() {
    Compilation compilation = Sources.assertErrorAt("TenantNotInGsiPartition",
        "[SingleTableTenantNotInPartition] @Gsi \"gsi1\" of TenantNotInGsiPartition is partitioned by"
            + " \"STATUS#${status}\", without the tenant component tenantId; a query of it would read the items of"
            + " every tenant: put ${tenantId} into its partition key",
        "pk = \"STATUS#${status}\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aTablePartitionWithoutTheTenantIsRefusedEvenWhenTheSortKeyHoldsIt() {
    Compilation compilation = Sources.assertErrorAt("TenantNotInTablePartition",
        "[SingleTableTenantNotInPartition] the @Pk of TenantNotInTablePartition is partitioned by"
            + " \"PROJECT#${projectId}\", without the tenant component tenantId;",
        "@Pk(template = \"PROJECT#${projectId}\")");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void anAttributeKeyedIndexWithoutTheTenantIsRefusedAtItsPartitionAttributes() {
    Compilation compilation = Sources.assertErrorAt("TenantNotInAttributePartition",
        "[SingleTableTenantNotInPartition] @Gsi \"byAssignee\" of TenantNotInAttributePartition is partitioned by"
            + " components [assignee], without the tenant component tenantId; a query of it would read the items"
            + " of every tenant: add tenantId to its pkAttributes",
        "pkAttributes = {\"assignee\"}");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aVectorIndexSearchPartitionedByAnotherComponentIsRefusedThoughItFiltersByTheTenant() {
    Compilation compilation = Sources.assertErrorAt("TenantNotInVectorPartition",
        "[SingleTableTenantNotInPartition] @VectorIndex \"byEmbedding\" of TenantNotInVectorPartition is"
            + " partitioned by search partition category, without the tenant component tenantId;",
        "partition = \"category\"");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void twoTenantComponentsAreRefusedAtTheSecond() {
    Compilation compilation = Sources.assertErrorAt("TenantTwice",
        "[SingleTableTenantPlacement] @Tenant on component orgId of TenantTwice; component tenantId names the tenant"
            + " already; an entity has one tenant",
        "@Tenant String orgId");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aTenantInANestedRecordIsRefused() {
    Compilation compilation = Sources.assertErrorAt("TenantInNestedRecord",
        "[SingleTableTenantPlacement] @Tenant on component tenantId of Owner; the tenant is a component of the"
            + " entity itself, TenantInNestedRecord, whose partition keys hold it, not of a nested record",
        "public record Owner(@Tenant String tenantId");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aUniqueValueClaimedAcrossTenantsWarnsAtTheUnique() {
    JavaFileObject source = Sources.bad("TenantUnique");
    Compilation compilation = Sources.compile(source);
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningContaining("[SingleTableTenantUnique] @Unique component email of TenantUnique"
        + " is claimed across tenants (tenant component tenantId)").inFile(source).onLineContaining("@Unique String");
    assertThat(compilation).hadWarningCount(1);
  }

  @Test
  void anEntityWithTheTenantInEveryPartitionCompilesWithoutWarning() {
    Compilation compilation = Sources.compile(Sources.good("TenantEverywhere"));
    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(0);
  }
}
