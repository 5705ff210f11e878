package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Table options: what the generated service carries, and each value the processor refuses. */
class TableOptionsErrorsTest {

  @Test
  void entitiesDeclaringTheSameOptionsGiveTheirRequestsEveryOption() throws java.io.IOException {
    Compilation compilation = Sources.compile(Sources.good("Vault", "VaultEntry"));
    assertThat(compilation).succeededWithoutWarnings();
    String service = compilation.generatedSourceFile("good.VaultsService").orElseThrow().getCharContent(true)
        .toString().replaceAll("\\s+", " ");
    for (String call : new String[] {"TableOptions.none() .deletionProtection()",
        ".tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)", ".onDemandMaximum(100L, 50L)",
        ".warmThroughput(13000L, 5000L)", ".kmsKey(\"alias/vaults\")", ".tag(\"team\", \"vault\")",
        ".tag(\"cost-centre\", \"42\")", ".warmThroughput(\"gsi1\", 12000L, 4500L)",
        "public static UpdateContinuousBackupsRequest pointInTimeRecoveryRequest(String tableName)",
        "TableOptions.none().pointInTimeRecovery(14).pointInTimeRecoveryRequest(tableName).orElseThrow()"}) {
      if (!service.contains(call)) {
        throw new AssertionError("no " + call + " in " + service);
      }
    }
  }

  @Test
  void aRecoveryPeriodOutsideOneToThirtyFiveDaysIsRefused() {
    Sources.assertErrorAt("RecoveryPeriod",
        "[SingleTableRecoveryPeriod] @TableOptions of RecoveryPeriod gives recoveryPeriodDays = 36", "= 36");
  }

  @Test
  void aRecoveryPeriodWithoutRecoveryIsRefused() {
    Sources.assertErrorAt("RecoveryPeriodWithoutRecovery",
        "[SingleTableRecoveryPeriodWithoutRecovery] @TableOptions of RecoveryPeriodWithoutRecovery gives"
            + " recoveryPeriodDays = 7 without pointInTimeRecovery = true", "recoveryPeriodDays = 7");
  }

  @Test
  void anOnDemandMaximumOnAProvisionedTableIsRefused() {
    Sources.assertErrorAt("OnDemandMaximumProvisioned",
        "[SingleTableOnDemandMaximumProvisioned] @TableOptions of OnDemandMaximumProvisioned gives an on-demand"
            + " maximum (read 100, write 0), but service \"optioned\" is @Provisioned",
        "maxReadRequestUnits = 100");
  }

  @Test
  void unitsBelowOneAreRefusedOnTheTableAndOnAnIndex() {
    Compilation compilation = Sources.assertErrorAt("ThroughputUnits",
        "[SingleTableThroughputUnits] @TableOptions of ThroughputUnits gives warmReadUnitsPerSecond = 0",
        "warmReadUnitsPerSecond = 0");
    assertThat(compilation).hadErrorContaining("[SingleTableThroughputUnits] @Gsi index \"gsi1\" of ThroughputUnits"
        + " gives warmWriteUnitsPerSecond = -3").inFile(Sources.bad("ThroughputUnits"))
        .onLineContaining("warmWriteUnitsPerSecond = -3");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void anEmptyTagKeyIsRefused() {
    Sources.assertErrorAt("TagKeyEmpty", "[SingleTableTagKey] @TableOptions of TagKeyEmpty tags key \"\", which is"
        + " empty", "key = \"\"");
  }

  @Test
  void aTagKeyStartingWithAwsIsRefused() {
    Sources.assertErrorAt("TagKeyAws", "[SingleTableTagKey] @TableOptions of TagKeyAws tags key"
        + " \"aws:cloudformation:stack-name\", which starts with \"aws:\"", "aws:cloudformation");
  }

  @Test
  void aTagKeyOverOneHundredTwentyEightCharactersIsRefused() {
    Sources.assertErrorAt("TagKeyLong", "has 129 characters; DynamoDB allows at most 128", "kkkkkkkk");
  }

  @Test
  void aTagValueOverTwoHundredFiftySixCharactersIsRefused() {
    Sources.assertErrorAt("TagValueLong", "[SingleTableTagValue] @TableOptions of TagValueLong tags key \"team\" with"
        + " a value of 257 characters; DynamoDB allows at most 256", "value = \"vvvv");
  }

  @Test
  void aTagKeyGivenTwiceIsRefused() {
    Sources.assertErrorAt("DuplicateTag", "[SingleTableDuplicateTag] @TableOptions of DuplicateTag tags key \"team\""
        + " twice", "value = \"billing\"");
  }

  @Test
  void anEmptyKmsKeyIsRefused() {
    Sources.assertErrorAt("KmsKeyEmpty", "[SingleTableKmsKey] @TableOptions of KmsKeyEmpty gives an empty kmsKey",
        "kmsKey = \"\"");
  }

  @Test
  void entitiesOfOneServiceWithDifferentOptionsAreRefused() {
    Compilation compilation = Sources.compile(Sources.bad("TableOptionsMismatch"));
    assertThat(compilation).hadErrorContaining("[SingleTableTableOptionsMismatch] Second gives the table"
        + " deletionProtection, but entity \"first\" of service \"optioned\" gives pointInTimeRecovery,"
        + " deletionProtection");
  }
}
