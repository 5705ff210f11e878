package dev.singletable.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Local secondary indexes: DynamoDB's rules for them as compile errors, and a query that compiles. */
class LocalIndexErrorsTest {

  @Test
  void localIndexQueryWithConsistentReadsCompilesWithoutWarnings() {
    Compilation compilation = Sources.compile(Sources.good("Ledger", "LedgerQueries"));
    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void localIndexOnATableWithoutSortKeyIsRefused() {
    Sources.assertErrorAt("LsiWithoutSortKey",
        "[SingleTableLsiWithoutSortKey] @Lsi index \"lsi1\" of LsiWithoutSortKey needs a table with a sort key",
        "@Lsi(");
  }

  @Test
  void localIndexSortKeyInTheTablesSortKeyAttributeIsRefused() {
    Sources.assertErrorAt("LsiSortKeyField",
        "[SingleTableLsiSortKeyField] @Lsi index \"lsi1\" stores its sort key in \"sk\", which is the table's sort key"
            + " attribute",
        "skField = \"sk\"");
  }

  @Test
  void aSixthLocalIndexIsRefused() {
    Compilation compilation = Sources.assertErrorAt("TooManyLsis",
        "[SingleTableTooManyLsis] TooManyLsis declares local secondary index \"lsi6\" beyond the first five",
        "index = \"lsi6\"");
    assertThat(compilation).hadErrorCount(1);
  }
}
